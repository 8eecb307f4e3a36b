import type { Shades } from "./color-math.js";
import { fill, highlight, line, mesh, shaded, stitch, type Drawing } from "./drawing.js";

/** Side view of a shoe, toe to the right. The sole decides the sport; the collar height, the cut. */
type ShoeShape = {
  sole: "foam" | "lugs" | "studs" | "cup";
  /** Top of the sole under the heel and under the toe (y, ground at 580). */
  heel: number;
  toe: number;
  /** How far the collar rises above a low-cut collar (basketball high-tops). */
  lift: number;
};

const GROUND = 580;

function soleParts({ sole }: ShoeShape, s: Shades, h: number, t: number): string {
  const g = sole === "studs" ? GROUND - 24 : GROUND;
  const midsole = `M98 ${h - 4} C88 ${h + 30} 96 ${g - 14} 132 ${g - 12} L600 ${g - 12} C660 ${g - 12} 702 ${g - 22} 720 ${t + 12} C726 ${t + 2} 716 ${t - 4} 702 ${t - 2} C560 ${t - 2} 300 ${h + 4} 98 ${h - 4} Z`;
  const outsole = `M102 ${g - 20} C102 ${g - 4} 116 ${g} 140 ${g} L600 ${g} C664 ${g} 706 ${g - 10} 724 ${t + 8} L718 ${t + 4} C702 ${g - 22} 660 ${g - 14} 600 ${g - 14} L140 ${g - 14} C122 ${g - 14} 108 ${g - 18} 102 ${g - 28} Z`;
  const parts = [shaded(midsole, sole === "studs" ? s.rubber : s.sole), shaded(outsole, s.rubber)];
  if (sole === "foam") {
    parts.push(
      shaded(
        `M112 ${h + 18} C200 ${h + 14} 300 ${h + 26} 420 ${g - 30} C330 ${g - 20} 220 ${g - 16} 120 ${g - 20} C104 ${g - 30} 104 ${h + 30} 112 ${h + 18} Z`,
        s.main,
      ),
    );
    parts.push(
      line(`M520 ${g - 22} C600 ${g - 26} 660 ${g - 30} 706 ${t + 10}`, s.rubber, 2, `opacity="0.25"`),
    );
  }
  if (sole === "lugs") {
    for (let x = 126; x <= 660; x += 34) {
      const lift = x > 600 ? (x - 600) * 0.35 : 0;
      parts.push(fill(`M${x} ${g - lift - 4} l5 12 h16 l5 -12 Z`, s.rubber));
    }
    parts.push(
      fill(
        `M662 ${t - 6} C692 ${t - 4} 718 ${t + 4} 724 ${t + 14} L716 ${t + 26} C700 ${t + 14} 684 ${t + 12} 664 ${t + 12} Z`,
        s.rubber,
      ),
    );
  }
  if (sole === "studs") {
    for (const x of [130, 186, 400, 468, 536, 604, 664]) {
      const lift = x > 600 ? (x - 600) * 0.3 : 0;
      parts.push(
        shaded(
          `M${x - 12} ${g - lift - 2} L${x - 8} ${GROUND - lift} H${x + 8} L${x + 12} ${g - lift - 2} Z`,
          s.accent,
        ),
      );
    }
  }
  if (sole === "cup") parts.push(stitch(`M112 ${h + 14} C300 ${h + 20} 520 ${t + 10} 708 ${t + 12}`, s.line));
  parts.push(highlight(`M120 ${h + 6} C300 ${h + 14} 520 ${t + 4} 690 ${t + 6}`, 6, 0.5));
  return parts.join("");
}

function drawShoe(shape: ShoeShape, s: Shades): string {
  return `<g transform="translate(0 -36)">${drawParts(shape, s)}</g>`;
}

function drawParts(shape: ShoeShape, s: Shades): string {
  const { heel: h, toe: t, lift: c } = shape;
  const top = (y: number, k: number) => y - c * k; // raises the collar area for high-tops
  const upper = `M104 ${h + 8} C86 ${h - 30} 92 ${top(430, 0.9)} 114 ${top(392, 1)} C122 ${top(374, 1)} 132 ${top(366, 1)} 146 ${top(366, 1)} C175 ${top(368, 1)} 200 ${top(398, 0.9)} 232 ${top(404, 0.85)} C262 ${top(410, 0.85)} 285 ${top(388, 0.8)} 300 ${top(368, 0.8)} L350 ${top(360, 0.7)} C430 ${top(392, 0.3)} 520 418 592 440 C650 456 704 476 716 ${t - 16} C720 ${t} 710 ${t + 8} 698 ${t + 8} L110 ${h + 14} Z`;
  const heelCounter = `M104 ${h + 8} C86 ${h - 30} 92 ${top(430, 0.9)} 114 ${top(392, 1)} C122 ${top(374, 1)} 132 ${top(366, 1)} 146 ${top(366, 1)} C156 ${top(430, 0.6)} 186 ${h - 30} 226 ${h + 10} Z`;
  const toeCap = `M660 458 C694 470 712 486 716 ${t - 16} C720 ${t} 710 ${t + 8} 698 ${t + 8} L668 ${t + 6} C676 ${t - 24} 674 480 660 458 Z`;
  const lining = `M146 ${top(366, 1)} C175 ${top(368, 1)} 200 ${top(398, 0.9)} 232 ${top(404, 0.85)} C262 ${top(410, 0.85)} 285 ${top(388, 0.8)} 300 ${top(368, 0.8)} L306 ${top(382, 0.8)} C288 ${top(406, 0.8)} 262 ${top(424, 0.85)} 230 ${top(420, 0.85)} C196 ${top(414, 0.9)} 172 ${top(386, 1)} 146 ${top(382, 1)} Z`;
  const tongue = `M296 ${top(372, 0.8)} C300 ${top(346, 0.8)} 314 ${top(326, 0.8)} 334 ${top(324, 0.8)} C346 ${top(326, 0.8)} 352 ${top(338, 0.75)} 354 ${top(364, 0.7)} Z`;
  const eyestay = `M348 ${top(356, 0.7)} C430 ${top(390, 0.3)} 520 416 594 444 L584 470 C512 444 424 ${top(420, 0.3)} 338 ${top(386, 0.7)} Z`;
  const stripe = `M236 ${h - 2} C300 ${h - 40} 390 ${top(440, 0.2)} 476 ${top(414, 0.25)} L498 ${top(428, 0.25)} C410 ${top(456, 0.2)} 330 ${h - 22} 280 ${h + 6} Z`;
  const laces = [0.06, 0.24, 0.42, 0.6, 0.78]
    .map((k) => {
      const x = 350 + k * 240;
      const y = top(360, 0.7 * (1 - k)) + k * 86 - c * 0.0;
      return (
        line(`M${x - 4} ${y - 12} L${x + 10} ${y + 6}`, s.sole, 8) +
        fill(`M${x + 4} ${y + 18} a4.5 4.5 0 1 0 0.1 0 Z`, s.darker)
      );
    })
    .join("");
  const strap =
    c > 0
      ? shaded(
          `M150 ${top(440, 0.8)} C214 ${top(426, 0.8)} 280 ${top(426, 0.7)} 344 ${top(446, 0.6)} L340 ${top(484, 0.6)} C278 ${top(466, 0.7)} 214 ${top(466, 0.8)} 154 ${top(480, 0.8)} Z`,
          s.dark,
        )
      : "";
  return [
    shaded(upper, s.main),
    mesh("shoe-upper", upper, { x0: 84, x1: 724, y0: top(316, 1), y1: h + 16 }),
    fill(upper, "url(#volx)"),
    fill(lining, s.darker),
    shaded(tongue, s.dark),
    fill(`M314 ${top(338, 0.8)} h20 v12 h-20 Z`, s.accent),
    shaded(heelCounter, s.dark),
    stitch(`M112 ${top(400, 1)} C116 ${top(450, 0.8)} 150 ${h - 20} 206 ${h + 6}`, s.line),
    shaded(toeCap, s.dark),
    shaded(eyestay, s.dark),
    fill(stripe, s.accent),
    strap,
    laces,
    fill(
      `M120 ${top(384, 1)} C110 ${top(360, 1)} 118 ${top(344, 1)} 134 ${top(344, 1)} L142 ${top(372, 1)} Z`,
      s.accent,
    ),
    highlight(`M160 ${top(378, 1)} C200 ${top(400, 0.9)} 250 ${top(416, 0.85)} 290 ${top(396, 0.8)}`, 5, 0.3),
    highlight(`M380 ${top(384, 0.5)} C470 416 560 444 650 478`, 12, 0.28),
    soleParts(shape, s, h, t),
  ].join("");
}

const shoe = (shape: ShoeShape): Drawing => ({
  draw: (s) => drawShoe(shape, s),
  floor: { cx: 410, cy: GROUND - 34, rx: 320, ry: 14 },
  detail: { x: 470, y: 440 },
});

export const SHOE_DRAWINGS = {
  "shoe-running": shoe({ sole: "foam", heel: 512, toe: 534, lift: 0 }),
  "shoe-trail": shoe({ sole: "lugs", heel: 518, toe: 536, lift: 0 }),
  "shoe-training": shoe({ sole: "foam", heel: 530, toe: 540, lift: 0 }),
  "shoe-football": shoe({ sole: "studs", heel: 538, toe: 542, lift: 0 }),
  "shoe-court": shoe({ sole: "cup", heel: 524, toe: 536, lift: 80 }),
  "shoe-lifestyle": shoe({ sole: "cup", heel: 532, toe: 538, lift: 0 }),
} as const satisfies Record<string, Drawing>;
