import type { SilhouetteKey } from "../article-kind.js";
import type { View } from "./product-shot.js";

/** One shared image set: every variation with this silhouette and colour uses the same three files. */
export type ImageSet = { silhouette: SilhouetteKey; hex: string; accent?: string | undefined };

export const VIEWS: readonly View[] = [1, 2, 3];

/** « shoe-running-1c1c1e-1.webp » */
export const productImageFile = (set: ImageSet, view: View) =>
  `${set.silhouette}-${set.hex.slice(1)}-${view}.webp`;

/** The URLs the database stores for a set; the API serves `mediaDir` at /media/. */
export const productImagePaths = (set: ImageSet) =>
  VIEWS.map((view) => `/media/catalog/${productImageFile(set, view)}`);

export const setKey = (set: ImageSet) => `${set.silhouette}-${set.hex}`;
