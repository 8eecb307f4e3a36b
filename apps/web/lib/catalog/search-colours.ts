/**
 * Swatch colour of each `searchColor` facet value (the API groups product colours into these families).
 * "Multicolore" is drawn as a gradient; an unknown family falls back to a neutral grey.
 */
const SEARCH_COLOURS: Record<string, string> = {
  Beige: "#d9c7a7",
  Blanc: "#ffffff",
  Bleu: "#2a6fd8",
  Gris: "#9ea1a6",
  Jaune: "#f2c522",
  Marron: "#7a4b2a",
  Noir: "#111111",
  Orange: "#f0681c",
  Rose: "#f29bc0",
  Rouge: "#d0021b",
  Vert: "#2f9e5b",
  Violet: "#7d4cc2",
  Argent: "#c0c4c8",
  Or: "#c8a24a",
};

/** The colour families the storefront's « Couleur » filter knows, for the back office's suggestions. */
export const SEARCH_COLOUR_FAMILIES: readonly string[] = [...Object.keys(SEARCH_COLOURS), "Multicolore"];

const MULTICOLOUR = "conic-gradient(#d0021b, #f2c522, #2f9e5b, #2a6fd8, #7d4cc2, #d0021b)";

/** A CSS background for the swatch of a colour family. */
export function searchColourBackground(value: string): string {
  if (value === "Multicolore") return MULTICOLOUR;
  return SEARCH_COLOURS[value] ?? "#cfcfcf";
}
