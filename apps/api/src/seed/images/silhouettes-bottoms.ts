import type { Shades } from "./color-math.js";
import { crease, fill, highlight, line, shaded, stitch, type Drawing } from "./drawing.js";
import { mark } from "./silhouettes-tops.js";

/** Flat-lay front views of shorts and trousers, centred on x = 400. */
const SHORTS =
  "M250 214 L550 214 C560 300 568 420 580 516 C520 532 462 532 416 520 L400 392 L384 520 C338 532 280 532 220 516 C232 420 240 300 250 214 Z";
const PANTS =
  "M262 110 L538 110 C552 300 562 520 560 694 L456 698 C446 540 424 380 400 300 C376 380 354 540 344 698 L240 694 C238 520 248 300 262 110 Z";
const JOGGERS =
  "M262 110 L538 110 C556 300 566 500 548 668 L466 672 C450 520 424 380 400 300 C376 380 350 520 334 672 L252 668 C234 500 244 300 262 110 Z";
const LEGGINGS =
  "M282 110 L518 110 C530 300 526 520 498 704 L440 706 C436 540 420 380 400 300 C380 380 364 540 360 706 L302 704 C274 520 270 300 282 110 Z";

const waistband = (y: number, left: number, right: number, s: Shades, cord = true) =>
  [
    fill(`M${left} ${y} H${right} L${right + 2} ${y + 30} H${left - 2} Z`, s.dark),
    stitch(`M${left + 4} ${y + 36} H${right - 4}`, s.line),
    cord ? line(`M392 ${y + 22} C386 ${y + 60} 376 ${y + 80} 380 ${y + 100}`, s.sole, 5) : "",
    cord ? line(`M408 ${y + 22} C414 ${y + 60} 424 ${y + 80} 420 ${y + 100}`, s.sole, 5) : "",
  ].join("");

function shorts(s: Shades): string {
  const parts = [
    shaded(SHORTS, s.main),
    fill(SHORTS, "url(#volx)"),
    fill("M226 470 C232 420 240 330 250 250 L262 250 C254 330 246 420 240 474 Z", s.accent, `opacity="0.9"`),
    fill("M574 470 C568 420 560 330 550 250 L538 250 C546 330 554 420 560 474 Z", s.accent, `opacity="0.9"`),
    stitch("M226 500 C280 514 338 514 384 504", s.line),
    stitch("M574 500 C520 514 462 514 416 504", s.line),
    waistband(214, 250, 550, s),
    mark(482, 440, s.accent),
    crease("M320 280 C330 340 326 400 340 470", 12, 0.1),
    highlight("M460 270 C470 340 466 400 480 460", 18, 0.12),
  ];
  return `<g transform="translate(400 380) scale(1.32) translate(-400 -372)">${parts.join("")}</g>`;
}

function trousers(s: Shades, kind: "track" | "joggers" | "leggings"): string {
  const outline = kind === "track" ? PANTS : kind === "joggers" ? JOGGERS : LEGGINGS;
  const parts = [shaded(outline, s.main), fill(outline, "url(#volx)")];
  if (kind === "track") {
    parts.push(
      line("M256 150 C250 320 244 520 246 690", s.accent, 12),
      line("M544 150 C550 320 556 520 554 690", s.accent, 12),
      line("M300 660 L300 696", s.rubber, 4),
      line("M500 660 L500 696", s.rubber, 4),
    );
  }
  if (kind === "joggers") {
    parts.push(
      fill("M252 640 L334 644 L334 672 L252 668 Z", s.dark),
      fill("M466 644 L548 640 L548 668 L466 672 Z", s.dark),
      stitch("M276 150 C300 190 320 200 338 200", s.line),
      stitch("M524 150 C500 190 480 200 462 200", s.line),
    );
  }
  if (kind === "leggings") {
    parts.push(
      fill("M282 110 L518 110 L522 170 C440 180 360 180 278 170 Z", s.dark),
      line("M300 200 C292 360 300 540 326 700", s.accent, 4, `opacity="0.7"`),
      line("M500 200 C508 360 500 540 474 700", s.accent, 4, `opacity="0.7"`),
      mark(470, 200, s.accent),
    );
  } else {
    parts.push(waistband(110, 262, 538, s), mark(470, 190, s.accent));
  }
  parts.push(
    stitch("M400 150 L400 296", s.line),
    crease("M330 360 C336 460 330 560 320 660", 12, 0.1),
    crease("M470 360 C464 460 470 560 480 660", 12, 0.1),
    highlight("M300 240 C296 360 300 480 296 620", 16, 0.12),
  );
  return parts.join("");
}

const bottom = (draw: (s: Shades) => string, detail: { x: number; y: number }): Drawing => ({ draw, detail });

export const BOTTOM_DRAWINGS = {
  shorts: bottom(shorts, { x: 420, y: 260 }),
  "track-pants": bottom((s) => trousers(s, "track"), { x: 420, y: 200 }),
  joggers: bottom((s) => trousers(s, "joggers"), { x: 420, y: 200 }),
  leggings: bottom((s) => trousers(s, "leggings"), { x: 420, y: 190 }),
} as const satisfies Record<string, Drawing>;
