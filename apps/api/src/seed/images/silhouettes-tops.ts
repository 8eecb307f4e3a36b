import type { Shades } from "./color-math.js";
import { crease, fill, highlight, line, shaded, stitch, type Drawing } from "./drawing.js";

/** Flat-lay front views of tops, centred on x = 400. */
const SHORT_SLEEVES =
  "M345 150 C370 178 430 178 455 150 L552 176 C590 190 626 236 652 290 L596 338 L540 292 C542 400 538 520 536 650 C450 662 350 662 264 650 C262 520 258 400 260 292 L204 338 L148 290 C174 236 210 190 248 176 Z";
const LONG_SLEEVES =
  "M345 150 C370 178 430 178 455 150 L552 176 C604 196 626 290 640 604 L574 616 C564 480 552 380 538 300 C542 420 538 540 536 650 C450 662 350 662 264 650 C262 540 258 420 262 300 C248 380 236 480 226 616 L160 604 C174 290 196 196 248 176 Z";

const folds = () =>
  [
    crease("M300 330 C320 420 310 520 330 620", 14, 0.1),
    crease("M480 360 C470 450 490 540 470 630", 12, 0.09),
    highlight("M330 240 C370 320 340 430 380 560", 40, 0.07),
    crease("M540 300 C520 330 512 360 520 400", 10, 0.08),
  ].join("");

/** A small brand mark: two slanted bars. */
export const mark = (x: number, y: number, color: string, size = 1) =>
  fill(
    `M${x} ${y + 14 * size} l${10 * size} ${-20 * size} h${8 * size} l${-10 * size} ${20 * size} Z`,
    color,
  ) +
  fill(
    `M${x + 14 * size} ${y + 14 * size} l${10 * size} ${-20 * size} h${8 * size} l${-10 * size} ${20 * size} Z`,
    color,
  );

const backNeck = (s: Shades) =>
  fill("M350 151 C380 140 420 140 450 151 C430 160 370 160 350 151 Z", s.darker);
const cuff = (x1: number, y1: number, x2: number, y2: number, s: Shades) =>
  line(`M${x1} ${y1} L${x2} ${y2}`, s.dark, 20) + stitch(`M${x1} ${y1 - 12} L${x2} ${y2 - 12}`, s.line);

function tshirt(s: Shades, jersey: boolean): string {
  const neck = jersey
    ? fill("M345 150 L400 214 L455 150 L446 148 L400 198 L354 148 Z", s.accent)
    : line("M345 152 C370 180 430 180 455 152", s.dark, 12);
  const panels = jersey
    ? [
        fill(
          "M262 300 C262 420 264 540 264 650 L294 653 C292 540 290 420 288 300 Z",
          s.accent,
          `opacity="0.9"`,
        ),
        fill(
          "M538 300 C538 420 536 540 536 650 L506 653 C508 540 510 420 512 300 Z",
          s.accent,
          `opacity="0.9"`,
        ),
        fill("M432 236 h40 l6 8 l-6 40 q-20 14 -40 0 l-6 -40 Z", s.accent),
      ].join("")
    : "";
  return [
    shaded(SHORT_SLEEVES, s.main),
    fill(SHORT_SLEEVES, "url(#volx)"),
    backNeck(s),
    panels,
    neck,
    stitch("M160 300 L206 326", s.line),
    stitch("M640 300 L594 326", s.line),
    stitch("M270 636 C350 646 450 646 530 636", s.line),
    mark(jersey ? 318 : 438, 230, jersey ? s.accent : s.accent),
    folds(),
  ].join("");
}

function hoodie(s: Shades): string {
  const hood = "M318 170 C300 110 340 66 400 66 C460 66 500 110 482 170 C450 150 350 150 318 170 Z";
  return [
    shaded(hood, s.dark),
    fill("M340 160 C350 120 380 100 400 100 C420 100 450 120 460 160 Z", s.darker),
    shaded(LONG_SLEEVES, s.main),
    fill(LONG_SLEEVES, "url(#volx)"),
    line("M345 152 C370 182 430 182 455 152", s.dark, 14),
    line("M382 176 C380 230 384 270 378 300", s.sole, 5),
    line("M418 176 C420 230 416 270 422 300", s.sole, 5),
    shaded("M300 470 L500 470 L530 600 L270 600 Z", s.main),
    stitch("M306 478 L494 478 L520 592 L280 592 Z", s.line),
    line("M266 636 C350 648 450 648 534 636", s.dark, 26),
    cuff(164, 594, 224, 606, s),
    cuff(576, 606, 636, 594, s),
    mark(382, 330, s.accent, 1.3),
    folds(),
  ].join("");
}

function jacket(s: Shades, windbreaker: boolean): string {
  const parts = [shaded(LONG_SLEEVES, s.main), fill(LONG_SLEEVES, "url(#volx)"), backNeck(s)];
  if (windbreaker) {
    parts.push(
      shaded("M318 170 C300 110 340 70 400 70 C460 70 500 110 482 170 C450 150 350 150 318 170 Z", s.main),
      fill(
        "M345 150 C370 178 430 178 455 150 L552 176 C578 186 596 214 610 250 C540 236 470 228 400 228 C330 228 260 236 190 250 C204 214 222 186 248 176 Z",
        s.dark,
      ),
      line("M345 152 C370 180 430 180 455 152", s.darker, 10),
      line("M470 360 L520 400", s.rubber, 4),
    );
  } else {
    parts.push(
      shaded("M338 150 L344 118 C380 110 420 110 456 118 L462 150 C430 170 370 170 338 150 Z", s.dark),
      line("M258 192 C228 300 208 450 194 604", s.accent, 14),
      line("M542 192 C572 300 592 450 606 604", s.accent, 14),
      line("M274 198 C246 300 228 450 214 606", s.accent, 3, `opacity="0.8"`),
      line("M526 198 C554 300 572 450 586 606", s.accent, 3, `opacity="0.8"`),
      line("M266 636 C350 648 450 648 534 636", s.dark, 22),
    );
  }
  parts.push(
    line("M400 128 L400 650", s.rubber, 6),
    stitch("M392 168 L392 646", s.line),
    stitch("M408 168 L408 646", s.line),
    fill("M394 168 h12 v26 a6 6 0 0 1 -12 0 Z", s.rubber),
    cuff(164, 594, 224, 606, s),
    cuff(576, 606, 636, 594, s),
    mark(440, 232, s.accent),
    folds(),
  );
  if (windbreaker) parts.push(highlight("M300 220 C360 240 440 240 500 220", 18, 0.25));
  return parts.join("");
}

const top = (draw: (s: Shades) => string, detail = { x: 400, y: 230 }): Drawing => ({ draw, detail });

export const TOP_DRAWINGS = {
  tshirt: top((s) => tshirt(s, false)),
  jersey: top((s) => tshirt(s, true), { x: 370, y: 230 }),
  hoodie: top(hoodie, { x: 400, y: 200 }),
  "track-jacket": top((s) => jacket(s, false)),
  windbreaker: top((s) => jacket(s, true), { x: 400, y: 200 }),
} as const satisfies Record<string, Drawing>;
