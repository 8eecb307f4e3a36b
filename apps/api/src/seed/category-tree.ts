/**
 * The demo navigation tree: Homme, Femme, Enfant and Sports, each with the featured links Nouveautés, Promos
 * and Last Chance, then divisions and their third-level entries. Entries marked `clickable: false` are
 * headings of the menu column that follows them. Slugs are the keys of the path joined with « - ».
 */
export type CategorySpec = {
  key: string;
  title: string;
  titleAr: string;
  clickable?: boolean;
  featured?: boolean;
  description?: string;
  children?: CategorySpec[];
};

const entry = (key: string, title: string, titleAr: string, children?: CategorySpec[]): CategorySpec =>
  children ? { key, title, titleAr, children } : { key, title, titleAr };
const heading = (key: string, title: string, titleAr: string): CategorySpec => ({
  key,
  title,
  titleAr,
  clickable: false,
});

const featured = (audience: string): CategorySpec[] => [
  {
    key: "nouveautes",
    title: "Nouveautés",
    titleAr: "وصل حديثاً",
    featured: true,
    description: `Les derniers modèles arrivés en boutique, ${audience}.`,
  },
  {
    key: "promos",
    title: "Promos",
    titleAr: "تخفيضات",
    featured: true,
    description: `Les prix barrés du moment, ${audience}.`,
  },
  {
    key: "last-chance",
    title: "Last Chance",
    titleAr: "الفرصة الأخيرة",
    featured: true,
    description: `Les dernières pièces disponibles, ${audience} : après, c’est fini.`,
  },
];

const running = entry("running", "Running", "الجري");
const football = entry("football", "Football", "كرة القدم");
const training = entry("training", "Training", "التدريب");
const basketball = entry("basketball", "Basketball", "كرة السلة");
const outdoor = entry("outdoor", "Outdoor", "الرياضات الخارجية");
const bySport = heading("par-sport", "Par sport", "حسب الرياضة");
const lifestyle = heading("lifestyle", "Lifestyle", "لايف ستايل");
const sneakers = entry("baskets", "Baskets", "أحذية سنيكرز");

const tops = heading("hauts", "Hauts", "قطع علوية");
const tshirts = entry("t-shirts", "T-shirts", "تيشيرتات");
const jerseys = entry("maillots", "Maillots", "أقمصة الفرق");
const hoodies = entry("sweats", "Sweats & Hoodies", "سويتشيرت وهوديز");
const jackets = entry("vestes", "Vestes", "جاكيتات");
const bottoms = heading("bas", "Bas", "قطع سفلية");
const shorts = entry("shorts", "Shorts", "شورتات");
const tracksuits = entry("survetements", "Survêtements", "بدلات رياضية");

const accessories = entry("accessoires", "Accessoires", "إكسسوارات", [
  entry("sacs", "Sacs", "حقائب"),
  entry("casquettes", "Casquettes", "قبعات"),
  entry("chaussettes", "Chaussettes", "جوارب"),
  entry("ballons", "Ballons", "كرات"),
]);

const adult = (pants: CategorySpec): CategorySpec[] => [
  entry("chaussures", "Chaussures", "أحذية", [
    bySport,
    running,
    football,
    training,
    basketball,
    outdoor,
    lifestyle,
    sneakers,
  ]),
  entry("vetements", "Vêtements", "ملابس", [
    tops,
    tshirts,
    jerseys,
    hoodies,
    jackets,
    bottoms,
    shorts,
    pants,
    tracksuits,
  ]),
  accessories,
];

const sport = (spec: CategorySpec): CategorySpec => ({
  ...spec,
  children: [
    entry("chaussures", "Chaussures", "أحذية"),
    entry("vetements", "Vêtements", "ملابس"),
    entry("accessoires", "Accessoires", "إكسسوارات"),
  ],
});

export const CATEGORY_TREE: readonly CategorySpec[] = [
  {
    ...entry("homme", "Homme", "رجال"),
    description: "Chaussures, vêtements et accessoires de sport pour homme.",
    children: [...featured("pour homme"), ...adult(entry("pantalons", "Pantalons", "سراويل"))],
  },
  {
    ...entry("femme", "Femme", "نساء"),
    description: "Chaussures, vêtements et accessoires de sport pour femme.",
    children: [
      ...featured("pour femme"),
      ...adult(entry("pantalons", "Pantalons & Leggings", "سراويل وليغنز")),
    ],
  },
  {
    ...entry("enfant", "Enfant", "أطفال"),
    description: "Chaussures, vêtements et accessoires de sport pour les enfants de 6 à 14 ans.",
    children: [
      ...featured("pour enfant"),
      entry("chaussures", "Chaussures", "أحذية", [bySport, running, football, lifestyle, sneakers]),
      entry("vetements", "Vêtements", "ملابس", [
        tops,
        tshirts,
        jerseys,
        hoodies,
        bottoms,
        shorts,
        entry("pantalons", "Pantalons", "سراويل"),
        tracksuits,
      ]),
      accessories,
    ],
  },
  {
    ...entry("sports", "Sports", "رياضات"),
    description: "Tout l’équipement par sport : running, football, training, basketball et outdoor.",
    children: [...featured("par sport"), ...[running, football, training, basketball, outdoor].map(sport)],
  },
];
