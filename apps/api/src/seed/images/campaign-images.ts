import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { SilhouetteKey } from "../article-kind.js";
import { shadesOf } from "./color-math.js";
import { SHOT_DEFS } from "./product-shot.js";
import { exists, inPool, writeWebp } from "./render-images.js";
import { DRAWINGS } from "./silhouettes.js";

/** A hero banner or a category tile: bold gradient, graphic shapes and one or two big articles. */
type Campaign = {
  name: string;
  width: number;
  height: number;
  colors: readonly [from: string, to: string];
  /** Extra graphic elements drawn behind the articles. */
  backdrop: string;
  articles: readonly { silhouette: SilhouetteKey; hex: string; transform: string }[];
};

const speedLines = [120, 260, 420, 600, 760]
  .map(
    (y, i) =>
      `<path d="M${-100 + i * 60} ${y} L${1700 - i * 40} ${y - 260}" stroke="#ffffff" stroke-width="${14 - i * 2}" opacity="0.14"/>`,
  )
  .join("");
const pitch = `<g fill="none" stroke="#ffffff" stroke-width="6" opacity="0.16"><path d="M800 0 V900"/><circle cx="800" cy="450" r="170"/><path d="M0 250 H220 V650 H0"/><path d="M1600 250 H1380 V650 H1600"/></g>`;
const blocks = `<path d="M980 0 H1600 V900 H760 Z" fill="#111111"/><circle cx="1180" cy="430" r="300" fill="#ffffff" opacity="0.07"/>`;

export const CAMPAIGNS: readonly Campaign[] = [
  {
    name: "hero-running",
    width: 1600,
    height: 900,
    colors: ["#ff6a1a", "#c2124f"],
    backdrop: speedLines,
    articles: [
      {
        silhouette: "shoe-running",
        hex: "#1c1c1e",
        transform: "translate(1080 470) rotate(-14) scale(1.55) translate(-410 -480)",
      },
    ],
  },
  {
    name: "hero-football",
    width: 1600,
    height: 900,
    colors: ["#0d4a33", "#1d8a50"],
    backdrop: pitch,
    articles: [
      {
        silhouette: "ball-football",
        hex: "#f3f3f0",
        transform: "translate(1260 560) scale(0.95) translate(-400 -390)",
      },
      {
        silhouette: "shoe-football",
        hex: "#e0f032",
        transform: "translate(800 330) rotate(-10) scale(1.2) translate(-410 -480)",
      },
    ],
  },
  {
    name: "hero-lifestyle",
    width: 1600,
    height: 900,
    colors: ["#efe4d2", "#cfae86"],
    backdrop: blocks,
    articles: [
      {
        silhouette: "hoodie",
        hex: "#dccaa8",
        transform: "translate(1200 470) scale(1.05) translate(-400 -380)",
      },
      {
        silhouette: "shoe-lifestyle",
        hex: "#f3f3f0",
        transform: "translate(860 640) rotate(-6) scale(1.1) translate(-410 -480)",
      },
    ],
  },
  {
    name: "tile-homme",
    width: 800,
    height: 1000,
    colors: ["#2b2d33", "#0f1012"],
    backdrop: `<circle cx="400" cy="470" r="330" fill="#ffffff" opacity="0.06"/>`,
    articles: [
      {
        silhouette: "track-jacket",
        hex: "#1e2b4d",
        transform: "translate(400 500) scale(1.15) translate(-400 -390)",
      },
    ],
  },
  {
    name: "tile-femme",
    width: 800,
    height: 1000,
    colors: ["#e9e1f7", "#b9a5e4"],
    backdrop: `<circle cx="400" cy="470" r="330" fill="#ffffff" opacity="0.25"/>`,
    articles: [
      {
        silhouette: "leggings",
        hex: "#5b3b90",
        transform: "translate(400 500) scale(1.15) translate(-400 -400)",
      },
    ],
  },
  {
    name: "tile-enfant",
    width: 800,
    height: 1000,
    colors: ["#fff2b3", "#f5c324"],
    backdrop: `<circle cx="400" cy="470" r="330" fill="#ffffff" opacity="0.3"/>`,
    articles: [
      {
        silhouette: "jersey",
        hex: "#1f5a3b",
        transform: "translate(400 500) scale(1.15) translate(-400 -400)",
      },
    ],
  },
];

function campaignSvg({ width, height, colors, backdrop, articles }: Campaign): string {
  const drawn = articles
    .map(({ silhouette, hex, transform }) => {
      const drawing = DRAWINGS[silhouette];
      const floor = drawing.floor
        ? `<ellipse cx="${drawing.floor.cx}" cy="${drawing.floor.cy + 10}" rx="${drawing.floor.rx}" ry="${drawing.floor.ry * 1.6}" fill="#000000" opacity="0.3" filter="url(#floor)"/>`
        : "";
      const shadow = `<g filter="url(#shadow)">${drawing.draw(shadesOf("#000000"))}</g>`;
      return `<g transform="${transform}">${floor}${shadow}${drawing.draw(shadesOf(hex))}</g>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${SHOT_DEFS}<linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#hero)"/>${backdrop}${drawn}
</svg>`;
}

/** Writes the campaign images missing from `<mediaDir>/campaign/`; returns how many it wrote. */
export async function renderCampaignImages(mediaDir: string): Promise<number> {
  const directory = join(mediaDir, "campaign");
  await mkdir(directory, { recursive: true });
  let written = 0;
  await inPool(CAMPAIGNS, async (campaign) => {
    const file = join(directory, `${campaign.name}.webp`);
    if (await exists(file)) return;
    await writeWebp(campaignSvg(campaign), file);
    written++;
  });
  return written;
}
