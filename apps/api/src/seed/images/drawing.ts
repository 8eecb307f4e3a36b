import type { Shades } from "./color-math.js";

/**
 * One article drawn on an 800 × 800 canvas: its SVG elements, where its shadow falls and which point the
 * detail view zooms on. Drawings use the gradients and filters that `product-shot.ts` defines.
 */
export type Drawing = {
  draw(shades: Shades): string;
  /** Contact shadow on the floor for standing articles; flat-lay articles get a soft drop shadow only. */
  floor?: { cx: number; cy: number; rx: number; ry: number };
  detail: { x: number; y: number };
};

/** A filled path. */
export const fill = (d: string, color: string, extra = "") =>
  `<path d="${d}" fill="${color}"${extra ? ` ${extra}` : ""}/>`;

/** A filled path with the volume gradient over it, so it reads as a rounded surface. */
export const shaded = (d: string, color: string, gradient = "vol") =>
  `${fill(d, color)}${fill(d, `url(#${gradient})`)}`;

/** A stroked line (seams, edges, cords). */
export const line = (d: string, color: string, width = 2, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;

/** Dashed stitching along a path. */
export const stitch = (d: string, color: string, width = 2) =>
  line(d, color, width, `stroke-dasharray="6 6" opacity="0.6"`);

/** A soft white highlight stroke, blurred: the light catching an edge. */
export const highlight = (d: string, width = 10, opacity = 0.35) =>
  line(d, "#ffffff", width, `opacity="${opacity}" filter="url(#blur4)"`);

/** A soft dark crease, blurred: folds of fabric. */
export const crease = (d: string, width = 10, opacity = 0.16) =>
  line(d, "#000000", width, `opacity="${opacity}" filter="url(#blur6)"`);

/**
 * A knit-mesh texture of staggered dots over the shape `d`: dotted lines clipped to the shape. (An SVG
 * pattern would be simpler but renders many times slower in librsvg once the detail view scales it.)
 */
export function mesh(id: string, d: string, box: { x0: number; x1: number; y0: number; y1: number }): string {
  let rows = "";
  for (let y = box.y0, row = 0; y <= box.y1; y += 4, row++)
    rows += `M${box.x0 + (row % 2) * 4} ${y} H${box.x1} `;
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    `<path d="${rows}" clip-path="url(#${id})" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="2.6" stroke-linecap="round" stroke-dasharray="0 8"/>`
  );
}
