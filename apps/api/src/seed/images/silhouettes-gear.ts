import { luminance, type Shades } from "./color-math.js";
import { crease, fill, highlight, line, mesh, shaded, stitch, type Drawing } from "./drawing.js";
import { mark } from "./silhouettes-tops.js";

function backpack(s: Shades): string {
  const body =
    "M250 250 C250 170 320 130 400 130 C480 130 550 170 550 250 L560 620 C560 650 540 668 510 668 L290 668 C260 668 240 650 240 620 Z";
  const pocket =
    "M282 420 C282 400 300 388 320 388 L480 388 C500 388 518 400 518 420 L524 610 C524 630 510 640 492 640 L308 640 C290 640 276 630 276 610 Z";
  return [
    line("M330 140 C320 90 480 90 470 140", s.dark, 16),
    shaded("M236 260 C214 360 210 520 226 640 L246 640 C238 520 240 360 254 260 Z", s.darker),
    shaded("M564 260 C586 360 590 520 574 640 L554 640 C562 520 560 360 546 260 Z", s.darker),
    shaded(body, s.main),
    fill(body, "url(#volx)"),
    line("M262 250 C270 190 330 158 400 158 C470 158 530 190 538 250", s.rubber, 5),
    fill("M396 152 h8 v34 h-8 Z", s.rubber),
    shaded(pocket, s.dark),
    line("M300 412 H500", s.rubber, 5),
    stitch("M292 430 L286 606 C286 620 296 628 310 628 L490 628 C504 628 514 620 514 606 L508 430", s.line),
    fill(
      "M246 640 C260 660 280 668 300 668 L500 668 C520 668 540 660 554 640 L560 620 C560 650 540 680 500 680 L300 680 C260 680 240 650 240 620 Z",
      s.darker,
    ),
    mark(380, 500, s.accent, 1.6),
    highlight("M300 180 C340 160 380 154 420 156", 12, 0.3),
    crease("M300 300 C310 340 306 370 296 380", 10, 0.1),
  ].join("");
}

function duffel(s: Shades): string {
  const body =
    "M170 360 C170 320 200 300 240 300 L560 300 C600 300 630 320 630 360 L640 560 C640 590 620 606 590 606 L210 606 C180 606 160 590 160 560 Z";
  return [
    line("M300 306 C300 210 380 196 400 196 C420 196 500 210 500 306", s.dark, 18),
    shaded(body, s.main),
    fill(body, "url(#volx)"),
    shaded("M160 520 L640 520 L640 560 C640 590 620 606 590 606 L210 606 C180 606 160 590 160 560 Z", s.dark),
    line("M196 318 C300 304 500 304 604 318", s.rubber, 5),
    fill("M596 312 h10 v30 h-10 Z", s.rubber),
    shaded("M186 360 C186 340 196 330 214 330 L236 330 L236 520 L180 520 Z", s.dark),
    shaded("M614 360 C614 340 604 330 586 330 L564 330 L564 520 L620 520 Z", s.dark),
    fill("M330 400 h140 v50 h-140 Z", s.accent, `opacity="0.95"`),
    mark(376, 418, s.main, 1.1),
    stitch("M170 512 H630", s.line),
    highlight("M240 320 C360 312 460 312 560 320", 12, 0.3),
  ].join("");
}

function cap(s: Shades): string {
  const crown = "M200 520 C190 360 290 250 420 250 C548 250 620 350 620 500 C520 470 300 480 200 520 Z";
  const visor = "M560 470 C640 468 712 500 730 540 C650 566 560 556 480 508 C500 490 530 474 560 470 Z";
  return [
    shaded(crown, s.main),
    fill(crown, "url(#volx)"),
    line("M420 252 C380 320 330 420 300 500", s.line, 3, `opacity="0.6"`),
    line("M420 252 C470 320 500 400 510 480", s.line, 3, `opacity="0.6"`),
    fill("M412 246 a10 6 0 1 0 20 0 a10 6 0 1 0 -20 0 Z", s.dark),
    fill("M330 380 a6 6 0 1 0 0.1 0 Z", s.darker),
    fill("M520 360 a6 6 0 1 0 0.1 0 Z", s.darker),
    shaded(visor, s.dark),
    stitch("M560 486 C630 488 690 510 712 536", s.line),
    line("M204 516 C300 478 520 470 612 496", s.darker, 8),
    mark(420, 390, s.accent, 1.8),
    highlight("M290 300 C340 270 400 262 450 266", 16, 0.35),
  ].join("");
}

const SOCK =
  "M250 150 L372 150 L374 420 C382 468 424 494 500 502 C562 508 596 536 590 578 C586 610 548 622 500 618 L330 612 C278 608 248 572 248 520 Z";

function socks(s: Shades): string {
  const sock = (dx: number, dy: number, back: boolean) =>
    [
      shaded(SOCK, back ? s.dark : s.main),
      fill(SOCK, "url(#volx)"),
      fill("M250 150 L372 150 L372 214 L250 214 Z", s.dark),
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        line(`M${264 + i * 20} 156 L${264 + i * 20} 210`, s.darker, 3, `opacity="0.35"`),
      ),
      fill(
        "M250 500 C250 560 280 606 330 612 L360 613 C340 580 330 540 334 500 Z",
        s.accent,
        `opacity="0.9"`,
      ),
      fill(
        "M540 510 C572 520 594 546 590 578 C586 606 556 620 520 618 C530 590 534 550 540 510 Z",
        s.accent,
        `opacity="0.9"`,
      ),
      mark(290, 300, s.accent, 1.2),
    ]
      .join("")
      .replace(/^/, `<g transform="translate(${dx} ${dy})">`)
      .concat("</g>");
  return `<g transform="translate(-40 10)">${sock(120, -30, true)}${sock(0, 0, false)}</g>`;
}

function football(s: Shades): string {
  const center = { x: 400, y: 390 };
  const pentagon = (cx: number, cy: number, r: number, turn: number) =>
    `M${[0, 1, 2, 3, 4]
      .map((k) => {
        const a = ((turn + k * 72 - 90) * Math.PI) / 180;
        return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
      })
      .join(" L")} Z`;
  const outer = [0, 1, 2, 3, 4].map((k) => {
    const a = ((k * 72 - 54) * Math.PI) / 180;
    return pentagon(center.x + 176 * Math.cos(a), center.y + 176 * Math.sin(a), 70, 36);
  });
  const seams = [0, 1, 2, 3, 4].map((k) => {
    const a = ((k * 72 - 90) * Math.PI) / 180;
    return line(
      `M${center.x + 62 * Math.cos(a)} ${center.y + 62 * Math.sin(a)} L${center.x + 118 * Math.cos(a)} ${center.y + 118 * Math.sin(a)}`,
      s.line,
      3,
    );
  });
  const panel = s.accent === "#f5f4f0" ? s.darker : s.accent;
  return [
    `<clipPath id="ball"><circle cx="${center.x}" cy="${center.y}" r="210"/></clipPath>`,
    `<circle cx="${center.x}" cy="${center.y}" r="210" fill="${s.main}"/>`,
    `<g clip-path="url(#ball)">${fill(pentagon(center.x, center.y, 64, 0), panel)}${outer.map((d) => fill(d, panel)).join("")}${seams.join("")}</g>`,
    `<circle cx="${center.x}" cy="${center.y}" r="210" fill="url(#sphere)"/>`,
  ].join("");
}

function basketball(s: Shades): string {
  const ink = luminance(s.main) < 0.08 ? s.accent : "#1d1d1f";
  return [
    `<circle cx="400" cy="390" r="210" fill="${s.main}"/>`,
    mesh("ball-pebble", "M190 390 a210 210 0 1 0 420 0 a210 210 0 1 0 -420 0 Z", {
      x0: 190,
      x1: 610,
      y0: 180,
      y1: 600,
    }),
    line("M400 180 L400 600", ink, 7),
    line("M190 390 L610 390", ink, 7),
    line("M262 230 C320 300 320 480 262 550", ink, 7),
    line("M538 230 C480 300 480 480 538 550", ink, 7),
    `<circle cx="400" cy="390" r="210" fill="url(#sphere)"/>`,
  ].join("");
}

const ball = (draw: (s: Shades) => string): Drawing => ({
  draw,
  floor: { cx: 400, cy: 606, rx: 150, ry: 14 },
  detail: { x: 440, y: 330 },
});

export const GEAR_DRAWINGS = {
  backpack: { draw: backpack, floor: { cx: 400, cy: 676, rx: 180, ry: 12 }, detail: { x: 400, y: 470 } },
  duffel: { draw: duffel, floor: { cx: 400, cy: 608, rx: 260, ry: 14 }, detail: { x: 400, y: 420 } },
  cap: { draw: cap, floor: { cx: 440, cy: 540, rx: 250, ry: 14 }, detail: { x: 430, y: 390 } },
  socks: { draw: socks, detail: { x: 360, y: 300 } },
  "ball-football": ball(football),
  "ball-basketball": ball(basketball),
} as const satisfies Record<string, Drawing>;
