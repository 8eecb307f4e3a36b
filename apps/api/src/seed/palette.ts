/**
 * Colourways of the demo catalogue: French and Arabic names, hex, colour family (the `searchColor` facet) and, for
 * two-tone colourways, the accent the product shots use. Each hex is unique: image files are named by it.
 */
export type ColorFamily =
  | "Noir"
  | "Blanc"
  | "Bleu"
  | "Rouge"
  | "Vert"
  | "Gris"
  | "Beige"
  | "Rose"
  | "Jaune"
  | "Orange"
  | "Violet"
  | "Marron"
  | "Multicolore";

export type Colorway = {
  name: string;
  nameAr: string;
  hex: string;
  family: ColorFamily;
  accent?: string;
  weight: number;
};

export const PALETTE: readonly Colorway[] = [
  { name: "Noir", nameAr: "أسود", hex: "#1c1c1e", family: "Noir", weight: 12 },
  { name: "Blanc", nameAr: "أبيض", hex: "#f3f3f0", family: "Blanc", weight: 10 },
  { name: "Bleu marine", nameAr: "أزرق داكن", hex: "#1e2b4d", family: "Bleu", weight: 7 },
  { name: "Bleu roi", nameAr: "أزرق ملكي", hex: "#2150c0", family: "Bleu", weight: 4 },
  { name: "Bleu ciel", nameAr: "أزرق سماوي", hex: "#8cc3ea", family: "Bleu", weight: 3 },
  { name: "Rouge", nameAr: "أحمر", hex: "#c8102e", family: "Rouge", weight: 5 },
  { name: "Bordeaux", nameAr: "عنابي", hex: "#6a1c2e", family: "Rouge", weight: 2 },
  { name: "Vert olive", nameAr: "أخضر زيتوني", hex: "#5d6433", family: "Vert", weight: 4 },
  { name: "Vert forêt", nameAr: "أخضر غامق", hex: "#1f5a3b", family: "Vert", weight: 3 },
  { name: "Vert menthe", nameAr: "أخضر نعناعي", hex: "#9bd7bf", family: "Vert", weight: 2 },
  { name: "Gris chiné", nameAr: "رمادي مبرقش", hex: "#a4a6a9", family: "Gris", weight: 6 },
  { name: "Gris anthracite", nameAr: "رمادي فحمي", hex: "#3e4147", family: "Gris", weight: 4 },
  { name: "Beige", nameAr: "بيج", hex: "#dccaa8", family: "Beige", weight: 4 },
  { name: "Sable", nameAr: "رملي", hex: "#c2a57a", family: "Beige", weight: 2 },
  { name: "Rose", nameAr: "وردي", hex: "#f2a6be", family: "Rose", weight: 3 },
  { name: "Fuchsia", nameAr: "فوشيا", hex: "#d4246c", family: "Rose", weight: 2 },
  { name: "Jaune fluo", nameAr: "أصفر فوسفوري", hex: "#e0f032", family: "Jaune", weight: 2 },
  { name: "Jaune moutarde", nameAr: "أصفر خردلي", hex: "#d5a21c", family: "Jaune", weight: 2 },
  { name: "Orange", nameAr: "برتقالي", hex: "#f0681c", family: "Orange", weight: 3 },
  { name: "Violet", nameAr: "بنفسجي", hex: "#5b3b90", family: "Violet", weight: 2 },
  { name: "Lavande", nameAr: "خزامي", hex: "#b9a5e4", family: "Violet", weight: 2 },
  { name: "Marron", nameAr: "بني", hex: "#6c4631", family: "Marron", weight: 2 },
  {
    name: "Multicolore",
    nameAr: "متعدد الألوان",
    hex: "#2a6fd8",
    family: "Multicolore",
    accent: "#f5c324",
    weight: 2,
  },
];

/** The colourway of a French name; throws for a name the palette does not have. */
export function colorway(name: string): Colorway {
  const found = PALETTE.find((color) => color.name === name);
  if (!found) throw new Error(`No colourway named "${name}"`);
  return found;
}
