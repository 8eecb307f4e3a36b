import type { Activity, ArticleKind } from "./article-kind.js";
import type { Bilingual } from "./model-names.js";
import { BALL_SIZES, BALL_SIZES_BASKETBALL, ONE_SIZE, SOCK_SIZES, SOCK_SIZES_KIDS } from "./sizes.js";

const accessory = {
  division: "Accessoires",
  nameStyle: "gear",
  genders: ["Unisexe"],
  sizes: () => ONE_SIZE,
  colorCount: [1, 3],
} as const;

const sockNoun = (activity: Activity): Bilingual => {
  const base = { fr: "Lot de 3 paires de chaussettes", ar: "طقم 3 أزواج جوارب" };
  if (activity === "Running") return { fr: `${base.fr} de running`, ar: `${base.ar} جري` };
  if (activity === "Football") return { fr: `${base.fr} de football`, ar: `${base.ar} كرة القدم` };
  if (activity === "Training") return { fr: `${base.fr} de training`, ar: `${base.ar} تدريب` };
  return base;
};

export const ACCESSORY_KINDS: readonly ArticleKind[] = [
  {
    ...accessory,
    key: "backpack",
    articleType: "Sac à dos",
    leaf: "sacs",
    silhouette: "backpack",
    weights: { homme: 2, femme: 2, enfant: 2 },
    activities: ["Lifestyle", "Training", "Outdoor"],
    prices: { adult: [2990, 6990], kids: [1990, 3990] },
    noun: () => ({ fr: "Sac à dos", ar: "حقيبة ظهر" }),
    attributes: () => ({ dbp1En: "Fermeture éclair" }),
    pitch: ({ model }) =>
      `Avec son grand compartiment principal et sa poche rembourrée pour ordinateur, le sac à dos ${model.fr} vous suit de la salle au campus.`,
    pitchAr: ({ model }) =>
      `بجيبه الرئيسي الواسع وجيبه المبطن للحاسوب، ترافقك حقيبة الظهر ${model.fr} من القاعة إلى الجامعة.`,
  },
  {
    ...accessory,
    key: "duffel",
    articleType: "Sac de sport",
    leaf: "sacs",
    silhouette: "duffel",
    weights: { homme: 2, femme: 1 },
    activities: ["Training", "Football"],
    prices: { adult: [2990, 5990], kids: [1990, 3990] },
    noun: () => ({ fr: "Sac de sport", ar: "حقيبة رياضية" }),
    attributes: () => ({ dbp1En: "Fermeture éclair" }),
    pitch: ({ model }) =>
      `Le sac de sport ${model.fr} avale tenue, serviette et chaussures grâce à son compartiment séparé et sa bandoulière amovible.`,
    pitchAr: ({ model }) =>
      `تتسع حقيبة الرياضة ${model.fr} للملابس والمنشفة والحذاء بفضل جيبها المنفصل وحزام الكتف القابل للنزع.`,
  },
  {
    ...accessory,
    key: "cap",
    articleType: "Casquette",
    leaf: "casquettes",
    silhouette: "cap",
    weights: { homme: 3, femme: 2, enfant: 1 },
    activities: ["Lifestyle", "Running", "Outdoor"],
    prices: { adult: [1990, 3990], kids: [990, 2490] },
    noun: (activity) =>
      activity === "Running"
        ? { fr: "Casquette de running", ar: "قبعة جري" }
        : { fr: "Casquette", ar: "قبعة" },
    attributes: (ctx) => ({ dbp1En: ctx.rng.pick(["Scratch", "Boucle réglable", "Pression"]) }),
    pitch: ({ model }) =>
      `Visière pré-courbée et bande anti-transpiration : la casquette ${model.fr} vous protège du soleil algérien.`,
    pitchAr: ({ model }) => `واقية مقوسة مسبقًا وشريط ماص للعرق: تحميك قبعة ${model.fr} من شمس الجزائر.`,
  },
  {
    ...accessory,
    key: "socks",
    articleType: "Chaussettes",
    leaf: "chaussettes",
    silhouette: "socks",
    weights: { homme: 3, femme: 2, enfant: 2 },
    activities: ["Training", "Running", "Lifestyle", "Football"],
    prices: { adult: [990, 2490], kids: [990, 1990] },
    sizes: (_gender, kids) => (kids ? SOCK_SIZES_KIDS : SOCK_SIZES),
    noun: sockNoun,
    attributes: (ctx) => ({
      longueur: ctx.activity === "Football" ? "Hautes" : ctx.rng.pick(["Basses", "Mi-mollet", "Mi-mollet"]),
    }),
    pitch: () =>
      `Maille côtelée respirante, talon renforcé et bord élastique qui ne serre pas : trois paires pour toute la semaine.`,
    pitchAr: () => "نسيج مضلع يسمح بالتهوية، كعب مقوى وحافة مرنة لا تضغط: ثلاثة أزواج لكل أيام الأسبوع.",
  },
  {
    ...accessory,
    key: "football",
    articleType: "Ballon",
    leaf: "ballons",
    silhouette: "ball-football",
    weights: { homme: 2, enfant: 2 },
    activities: ["Football"],
    prices: { adult: [1990, 6990], kids: [1990, 3990] },
    sizes: () => BALL_SIZES,
    colorCount: [1, 2],
    colorNames: ["Blanc", "Jaune fluo", "Orange", "Bleu roi", "Multicolore", "Noir"],
    noun: () => ({ fr: "Ballon de football", ar: "كرة قدم" }),
    attributes: (ctx) => ({ surface: ctx.rng.chance(0.7) ? "Terrain naturel" : "Terrain synthétique" }),
    pitch: ({ model }) =>
      `Coutures thermocollées et vessie en latex : le ballon ${model.fr} garde sa trajectoire et sa forme match après match.`,
    pitchAr: ({ model }) =>
      `خياطة ملصوقة حراريًا وغرفة من اللاتكس: تحافظ كرة ${model.fr} على مسارها وشكلها مباراة بعد مباراة.`,
  },
  {
    ...accessory,
    key: "basketball",
    articleType: "Ballon",
    leaf: "ballons",
    silhouette: "ball-basketball",
    weights: { homme: 1, enfant: 1 },
    activities: ["Basketball"],
    prices: { adult: [2990, 5990], kids: [1990, 3990] },
    sizes: () => BALL_SIZES_BASKETBALL,
    colorCount: [1, 2],
    colorNames: ["Orange", "Noir", "Multicolore", "Bleu roi"],
    noun: () => ({ fr: "Ballon de basketball", ar: "كرة سلة" }),
    attributes: (ctx) => ({ surface: ctx.rng.chance(0.5) ? "Parquet" : "Extérieur" }),
    pitch: ({ model }) =>
      `Revêtement composite à gros grain : le ballon ${model.fr} colle aux doigts, en salle comme sur le playground.`,
    pitchAr: ({ model }) =>
      `غلاف مركب بحبيبات خشنة: تلتصق كرة ${model.fr} بالأصابع، في القاعة كما في الملعب المفتوح.`,
  },
];
