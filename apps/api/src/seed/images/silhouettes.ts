import type { SilhouetteKey } from "../article-kind.js";
import type { Drawing } from "./drawing.js";
import { BOTTOM_DRAWINGS } from "./silhouettes-bottoms.js";
import { GEAR_DRAWINGS } from "./silhouettes-gear.js";
import { SHOE_DRAWINGS } from "./silhouettes-shoes.js";
import { TOP_DRAWINGS } from "./silhouettes-tops.js";

/** The drawing of every silhouette an article kind can use. */
export const DRAWINGS: Readonly<Record<SilhouetteKey, Drawing>> = {
  ...SHOE_DRAWINGS,
  ...TOP_DRAWINGS,
  ...BOTTOM_DRAWINGS,
  ...GEAR_DRAWINGS,
};
