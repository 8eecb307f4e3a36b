import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getImgProps } from "next/dist/shared/lib/get-img-props";
import { imageConfigDefault, prepareImageConfig } from "next/dist/shared/lib/image-config";
import defaultLoader from "next/dist/shared/lib/image-loader";
import nextConfig from "../../next.config";
import { GRID_LAYOUTS } from "@/components/product/product-grid-layout";
import { widestShown } from "@/lib/image-optimizer";
import { ShopImage } from "./shop-image";

/** The `<img>` element of some markup (React may add preload hints before it). */
const imgOf = (html: string) => html.slice(html.indexOf("<img"));

/** `next/image`'s `<img>` for the same props, with the image configuration the build gives it (next.config.ts). */
type Props = ComponentProps<typeof ShopImage>;

function nextImage(props: Props): string {
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });
  const { props: attributes } = getImgProps(props as never, { defaultLoader, imgConf } as never);
  return capped(imgOf(renderToStaticMarkup(<img {...(attributes as object)} />)), props.sizes);
}

/**
 * next/image's `<img>` with its `srcset` cut after the first width covering twice the widest `sizes` shows the
 * picture at, and that width as its `src`: the one way the shop's pictures differ from it.
 */
function capped(html: string, sizes: string | undefined): string {
  const widest = sizes === undefined ? undefined : widestShown(sizes);
  const srcSet = /srcSet="([^"]+)"/.exec(html)?.[1];
  if (widest === undefined || srcSet === undefined) return html;
  const candidates = srcSet.split(", ");
  const enough = candidates.findIndex((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]) >= widest * 2);
  const kept = enough === -1 ? candidates : candidates.slice(0, enough + 1);
  const src = kept.at(-1)!.split(" ")[0]!;
  return html.replace(`srcSet="${srcSet}"`, `srcSet="${kept.join(", ")}"`).replace(/ src="[^"]+"/, ` src="${src}"`);
}

/** The shop's pictures, as their components draw them: fixed widths, `fill` with the layouts' `sizes`, preloaded. */
const CASES: Record<string, Props> = {
  "a cart line (294 px)": { src: "/media/catalog/shoe-2150c0-1.webp", alt: "", width: 294, height: 294, sizes: "294px", className: "aspect-square w-full object-cover" },
  "a fixed width without sizes": { src: "/media/catalog/shoe-2150c0-1.webp", alt: "Chaussure", width: 294, height: 294 },
  "a search suggestion (70 px, fill)": { src: "/media/catalog/a b/é.webp", alt: "", fill: true, sizes: "70px", className: "object-cover" },
  "the product's main picture, preloaded": {
    src: "/media/catalog/shoe-1c1c1e-1.webp",
    alt: "Baskets, Noir, photo 1",
    fill: true,
    preload: true,
    fetchPriority: "high",
    sizes: "(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw",
    className: "object-cover",
  },
  "a listing card": { src: "/media/catalog/shoe-1c1c1e-1.webp", alt: "", fill: true, sizes: GRID_LAYOUTS.sidebar.sizes },
  "a home card": { src: "/media/catalog/shoe-1c1c1e-1.webp", alt: "", fill: true, sizes: GRID_LAYOUTS.full.sizes },
  "a rail card": { src: "/media/x.webp", alt: "", fill: true, sizes: "(min-width: 1440px) 330px, (min-width: 1024px) 24vw, (min-width: 768px) 30vw, (min-width: 544px) 44vw, 70vw" },
  "the hero": { src: "/media/hero.webp", alt: "Un coureur", fill: true, preload: true, sizes: "100vw", className: "object-cover" },
  "no sizes, fill": { src: "/media/x.webp", alt: "", fill: true },
  "eager without preload": { src: "/media/x.webp", alt: "", width: 80, height: 80, loading: "eager" },
};

describe("ShopImage", () => {
  for (const [name, props] of Object.entries(CASES)) {
    it(`draws ${name} as next/image does, but for widths past twice the widest shown`, () => {
      const ours = imgOf(renderToStaticMarkup(<ShopImage {...props} />));
      expect(ours).toBe(nextImage(props));
    });
  }

  it("offers a card no width past twice the widest it is shown at, and the full-width pictures every width", () => {
    const widths = (props: Props) =>
      /srcSet="([^"]+)"/.exec(renderToStaticMarkup(<ShopImage {...props} />))![1]!.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
    // A listing card is 374 px wide at most (26 % of a 1,439 px screen): 750 covers twice it.
    expect(widestShown(GRID_LAYOUTS.sidebar.sizes)).toBeCloseTo(374.4);
    expect(widths(CASES["a listing card"]!)).toEqual([256, 294, 384, 640, 750]);
    expect(widths(CASES["a search suggestion (70 px, fill)"]!)).toEqual([70, 96, 128, 256]);
    expect(Math.max(...widths(CASES["the hero"]!))).toBe(1920);
    expect(Math.max(...widths(CASES["the product's main picture, preloaded"]!))).toBe(1920);
    expect(renderToStaticMarkup(<ShopImage {...CASES["a listing card"]!} />)).toContain('src="/_next/image?url=%2Fmedia%2Fcatalog%2Fshoe-1c1c1e-1.webp&amp;w=750&amp;q=75"');
  });

  it("knows the widest a picture is shown only from sizes it can bound", () => {
    expect(widestShown("(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw")).toBe(1024);
    expect(widestShown("294px")).toBe(294);
    expect(widestShown("100vw")).toBeUndefined();
    expect(widestShown("(min-width: 768px) 50vw, 100vw")).toBeUndefined();
    expect(widestShown("(max-width: 768px) 100vw, 50vw")).toBeUndefined();
    expect(widestShown("(min-width: 768px) 300px, (min-width: 1024px) 400px, 50vw")).toBeUndefined();
    expect(widestShown("calc(100vw - 2rem)")).toBeUndefined();
  });

  it("asks for the preload hint next/image asks for, once per preloaded picture", () => {
    const html = renderToStaticMarkup(
      <html>
        <head />
        <body>
          <ShopImage {...CASES["the product's main picture, preloaded"]!} />
          <ShopImage {...CASES["a listing card"]!} />
        </body>
      </html>,
    );
    const hints = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain('fetchPriority="high"');
    expect(hints[0]).toContain('imageSizes="(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw"');
    expect(hints[0]).toContain(`imageSrcSet="${/srcSet="([^"]+)"/.exec(html.slice(html.indexOf("<img")))![1]}"`);
  });
});
