import { facetValueNames } from "../db/schema/catalog.js";
import type { ColorFamily } from "./palette.js";
import type { SeedWriter } from "./seed-db.js";
import { JERSEY_TEAMS } from "./kind-jersey.js";

/**
 * The Arabic names of the demo catalogue's filter values, by facet. Values that read the same in both languages
 * (numeric sizes, S to XXL, « 7/8 », « 8 mm », « 300-500 km ») need no row.
 */
export const FACET_VALUE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  productDivision: { Chaussures: "أحذية", Vêtements: "ملابس", Accessoires: "إكسسوارات" },
  articleType: {
    Ballon: "كرة",
    Casquette: "قبعة",
    Chaussettes: "جوارب",
    Chaussures: "أحذية",
    Legging: "ليغنغ",
    Maillot: "قميص فريق",
    "Pantalon de survêtement": "سروال تدريب",
    "Sac de sport": "حقيبة رياضة",
    "Sac à dos": "حقيبة ظهر",
    Short: "شورت",
    "Sweat à capuche": "سترة بقلنسوة",
    "T-shirt": "قميص",
    Veste: "سترة",
  },
  gender: { Homme: "رجال", Femme: "نساء", Unisexe: "للجنسين", Garçon: "أولاد", Fille: "بنات" },
  ageGroup: { Adultes: "كبار", Enfants: "أطفال" },
  rbu: {
    Running: "جري",
    Football: "كرة القدم",
    Training: "تدريب",
    Lifestyle: "لايف ستايل",
    Basketball: "كرة السلة",
    Outdoor: "الهواء الطلق",
  },
  searchColor: {
    Noir: "أسود",
    Blanc: "أبيض",
    Bleu: "أزرق",
    Rouge: "أحمر",
    Vert: "أخضر",
    Gris: "رمادي",
    Beige: "بيج",
    Rose: "وردي",
    Jaune: "أصفر",
    Orange: "برتقالي",
    Violet: "بنفسجي",
    Marron: "بني",
    Multicolore: "متعدد الألوان",
  } satisfies Record<ColorFamily, string>,
  printSizeFr: {
    "6 ans": "6 سنوات",
    "8 ans": "8 سنوات",
    "10 ans": "10 سنوات",
    "12 ans": "12 سنة",
    "14 ans": "14 سنة",
    "Taille unique": "مقاس واحد",
    "Taille 4": "مقاس 4",
    "Taille 5": "مقاس 5",
    "Taille 6": "مقاس 6",
    "Taille 7": "مقاس 7",
  },
  cou: {
    Capuche: "قلنسوة",
    "Col V": "ياقة V",
    "Col montant": "ياقة عالية",
    "Col polo": "ياقة بولو",
    "Col rond": "ياقة دائرية",
  },
  coureur: { Neutre: "محايد", Stabilité: "ثبات" },
  dbp1En: {
    "Boucle réglable": "إبزيم قابل للتعديل",
    "Cordon de serrage": "رباط شد",
    "Demi-zip": "نصف سحاب",
    "Fermeture éclair": "سحاب",
    Lacets: "أربطة",
    "Laçage rapide": "ربط سريع",
    Pression: "كبسات",
    "Sans fermeture": "بدون إغلاق",
    "Sans lacets": "بدون أربطة",
    Scratch: "لاصق",
    "Zip intégral": "سحاب كامل",
  },
  dbp1EnAJ: {
    "Coupe ajustée": "قصة ضيقة",
    "Coupe ample": "قصة واسعة",
    "Coupe fuselée": "قصة مستدقة",
    "Coupe régulière": "قصة عادية",
  },
  longueur: {
    Basses: "قصيرة",
    Court: "قصير",
    Hautes: "عالية",
    Long: "طويل",
    "Mi-mollet": "إلى منتصف الساق",
    Standard: "عادي",
  },
  manches: { "Manches courtes": "أكمام قصيرة", "Manches longues": "أكمام طويلة" },
  removableSole: { Oui: "نعم", Non: "لا" },
  surface: {
    Extérieur: "خارجي",
    "Multi-surfaces": "متعدد الأرضيات",
    Parquet: "باركيه",
    Piste: "مضمار",
    Route: "طريق",
    Salle: "قاعة",
    "Terrain naturel": "عشب طبيعي",
    "Terrain synthétique": "عشب اصطناعي",
    Trail: "مسالك",
  },
  RunningTech: {
    "Mousse légère": "رغوة خفيفة",
    "Mousse réactive": "رغوة متجاوبة",
    "Mousse à amorti maximal": "رغوة بأقصى توسيد",
    "Plaque en carbone": "صفيحة من الكربون",
  },
  team: Object.fromEntries(JERSEY_TEAMS.map((team) => [team.fr, team.ar])),
};

export async function seedFacetValueNames(db: SeedWriter): Promise<number> {
  const rows = Object.entries(FACET_VALUE_NAMES).flatMap(([facet, names]) =>
    Object.entries(names).map(([value, nameAr]) => ({ facet, value, nameAr })),
  );
  await db.insert(facetValueNames).values(rows);
  return rows.length;
}
