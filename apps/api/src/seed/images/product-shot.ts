import { shadesOf } from "./color-math.js";
import type { Drawing } from "./drawing.js";

export type View = 1 | 2 | 3;

export const SHOT_DEFS = `
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#f7f7f5"/><stop offset="0.62" stop-color="#eeeeeb"/><stop offset="1" stop-color="#e2e2de"/>
</linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.4" r="0.55">
  <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
<linearGradient id="vol" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000000" stop-opacity="0.24"/>
</linearGradient>
<linearGradient id="volx" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000000" stop-opacity="0.2"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0.08"/>
  <stop offset="0.55" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0.24"/>
</linearGradient>
<radialGradient id="sphere" cx="0.36" cy="0.3" r="0.75">
  <stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000000" stop-opacity="0.38"/>
</radialGradient>
<filter id="blur4" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
<filter id="blur6" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="floor" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="14"/><feOffset dx="0" dy="16" result="b"/>
  <feFlood flood-color="#000000" flood-opacity="0.2"/><feComposite in2="b" operator="in"/>
</filter>`;

/** How each view places the article: straight on, mirrored and tilted, or a close-up of the detail. */
function viewTransform(drawing: Drawing, view: View): string {
  if (view === 1) return "";
  if (view === 2) return "translate(400 410) rotate(-5) scale(-0.9 0.9) translate(-400 -400)";
  const { x, y } = drawing.detail;
  return `translate(400 400) scale(2.1) translate(${-x} ${-y})`;
}

const svgDocument = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs>${SHOT_DEFS}</defs>${body}</svg>`;

/**
 * The studio backdrop of a silhouette in one view: background, light, floor shadow and the article's soft
 * drop shadow. It does not depend on the colour, so it is rendered once and shared by every colourway.
 */
export function backdropSvg(drawing: Drawing, view: View): string {
  const floor = drawing.floor
    ? `<ellipse cx="${drawing.floor.cx}" cy="${drawing.floor.cy}" rx="${drawing.floor.rx}" ry="${drawing.floor.ry}" fill="#000000" opacity="0.28" filter="url(#floor)"/>`
    : "";
  const warm = view === 2 ? `<rect width="800" height="800" fill="#f3e9dc" opacity="0.35"/>` : "";
  const silhouette = drawing.draw(shadesOf("#000000"));
  return svgDocument(
    `<rect width="800" height="800" fill="url(#bg)"/>${warm}<rect width="800" height="800" fill="url(#spot)"/>` +
      `<g transform="${viewTransform(drawing, view)}">${floor}<g filter="url(#shadow)">${silhouette}</g></g>`,
  );
}

/** The article alone, in one colourway, on a transparent canvas: laid over its backdrop. */
export function articleSvg(drawing: Drawing, hex: string, accent: string | undefined, view: View): string {
  return svgDocument(
    `<g transform="${viewTransform(drawing, view)}">${drawing.draw(shadesOf(hex, accent))}</g>`,
  );
}
