import { theShoe, type ArticleKind, type Gender, type KindContext } from "./article-kind.js";
import { SHOE_SIZES_KIDS, SHOE_SIZES_MEN, SHOE_SIZES_UNISEX, SHOE_SIZES_WOMEN } from "./sizes.js";

const shoeSizes = (gender: Gender, kids: boolean) =>
  kids
    ? SHOE_SIZES_KIDS
    : gender === "Homme"
      ? SHOE_SIZES_MEN
      : gender === "Femme"
        ? SHOE_SIZES_WOMEN
        : SHOE_SIZES_UNISEX;

const drop = ({ rng }: KindContext) => rng.pick(["4 mm", "6 mm", "8 mm", "8 mm", "10 mm", "12 mm"]);
const sole = ({ rng }: KindContext) => (rng.chance(0.6) ? "Oui" : "Non");
const closure = ({ rng, kids }: KindContext) => (kids && rng.chance(0.4) ? "Scratch" : "Lacets");

const PITCHES: Record<string, string> = {
  "Terrain naturel": "sur terrain naturel",
  "Terrain synthétique": "sur terrain synthétique",
  "Multi-surfaces": "sur toutes les surfaces",
  Salle: "en salle",
};

const PITCHES_AR: Record<string, string> = {
  "Terrain naturel": "على العشب الطبيعي",
  "Terrain synthétique": "على العشب الاصطناعي",
  "Multi-surfaces": "على جميع الأرضيات",
  Salle: "في القاعة",
};

const RUNNING_TECH_AR: Record<string, string> = {
  "Mousse réactive": "رغوة متجاوبة",
  "Plaque en carbone": "صفيحة من الكربون",
  "Mousse à amorti maximal": "رغوة بأقصى توسيد",
  "Mousse légère": "رغوة خفيفة",
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const shoe = {
  articleType: "Chaussures",
  division: "Chaussures",
  sizes: shoeSizes,
  colorCount: [3, 5],
} as const;

export const FOOTWEAR_KINDS: readonly ArticleKind[] = [
  {
    ...shoe,
    key: "running-shoe",
    leaf: "running",
    silhouette: "shoe-running",
    nameStyle: "run",
    weights: { homme: 10, femme: 9, enfant: 4 },
    activities: ["Running"],
    prices: { adult: [10990, 32990], kids: [8990, 14990] },
    noun: () => ({ fr: "Chaussure de running", ar: "حذاء جري" }),
    attributes: (ctx) => ({
      surface: ctx.rng.chance(0.85) ? "Route" : "Piste",
      heeltotoedrop: drop(ctx),
      removableSole: sole(ctx),
      coureur: ctx.rng.chance(0.7) ? "Neutre" : "Stabilité",
      km: ctx.rng.pick(["300-500 km", "500-700 km", "700-900 km"]),
      dbp1En: closure(ctx),
      RunningTech: ctx.rng.pick([
        "Mousse réactive",
        "Plaque en carbone",
        "Mousse à amorti maximal",
        "Mousse légère",
      ]),
    }),
    pitch: ({ model }, a) =>
      `Conçue pour avaler les kilomètres, ${theShoe(model.fr)} associe une ${(a.RunningTech ?? "mousse réactive").toLowerCase()} à une tige en mesh respirant.`,
    pitchAr: ({ model }, a) =>
      `صُمم ${model.fr} لقطع الكيلومترات، فيجمع بين ${RUNNING_TECH_AR[a.RunningTech ?? ""] ?? "رغوة متجاوبة"} وجزء علوي من شبك يسمح بالتهوية.`,
  },
  {
    ...shoe,
    key: "trail-shoe",
    leaf: "outdoor",
    silhouette: "shoe-trail",
    nameStyle: "trail",
    weights: { homme: 4, femme: 3 },
    activities: ["Outdoor"],
    prices: { adult: [12990, 27990], kids: [8990, 14990] },
    noun: () => ({ fr: "Chaussure de trail", ar: "حذاء تريل" }),
    attributes: (ctx) => ({
      surface: "Trail",
      heeltotoedrop: drop(ctx),
      removableSole: sole(ctx),
      coureur: "Neutre",
      km: ctx.rng.pick(["500-700 km", "700-900 km"]),
      dbp1En: ctx.rng.chance(0.3) ? "Laçage rapide" : "Lacets",
    }),
    pitch: ({ model }) =>
      `Avec sa semelle crantée et sa tige renforcée, ${theShoe(model.fr)} garde le cap sur les sentiers les plus techniques, du Djurdjura au Hoggar.`,
    pitchAr: ({ model }) =>
      `بنعله المسنن وجزئه العلوي المقوى، يحافظ ${model.fr} على ثباته في أصعب المسالك، من جرجرة إلى الهقار.`,
  },
  {
    ...shoe,
    key: "football-boot",
    leaf: "football",
    silhouette: "shoe-football",
    nameStyle: "football",
    weights: { homme: 7, femme: 2, enfant: 5 },
    activities: ["Football"],
    prices: { adult: [8990, 32990], kids: [8990, 12990] },
    noun: () => ({ fr: "Chaussure de football", ar: "حذاء كرة قدم" }),
    attributes: (ctx) => ({
      surface: ctx.rng.pick([
        "Terrain naturel",
        "Terrain synthétique",
        "Terrain synthétique",
        "Multi-surfaces",
        "Salle",
      ]),
      dbp1En: ctx.rng.chance(0.2) && !ctx.kids ? "Sans lacets" : closure(ctx),
    }),
    pitch: ({ model }, a) =>
      `${capitalize(theShoe(model.fr))} offre un toucher de balle précis et une accroche sûre ${PITCHES[a.surface ?? ""] ?? "sur tous les terrains"}.`,
    pitchAr: ({ model }, a) =>
      `يمنحك ${model.fr} لمسة دقيقة للكرة وثباتًا أكيدًا ${PITCHES_AR[a.surface ?? ""] ?? "على جميع الملاعب"}.`,
  },
  {
    ...shoe,
    key: "training-shoe",
    leaf: "training",
    silhouette: "shoe-training",
    nameStyle: "run",
    weights: { homme: 5, femme: 5 },
    activities: ["Training"],
    prices: { adult: [9990, 19990], kids: [8990, 12990] },
    noun: () => ({ fr: "Chaussure de training", ar: "حذاء تدريب" }),
    attributes: (ctx) => ({
      surface: ctx.rng.chance(0.6) ? "Salle" : "Multi-surfaces",
      heeltotoedrop: ctx.rng.pick(["4 mm", "6 mm"]),
      removableSole: sole(ctx),
      dbp1En: "Lacets",
    }),
    pitch: ({ model }) =>
      `Stable et polyvalente, ${theShoe(model.fr)} accompagne vos séances de musculation comme vos circuits cardio.`,
    pitchAr: ({ model }) => `ثابت ومتعدد الاستعمالات، يرافق ${model.fr} حصص تقوية العضلات كما تمارين القلب.`,
  },
  {
    ...shoe,
    key: "basketball-shoe",
    leaf: "basketball",
    silhouette: "shoe-court",
    nameStyle: "court",
    weights: { homme: 5, femme: 2 },
    activities: ["Basketball"],
    prices: { adult: [13990, 29990], kids: [8990, 14990] },
    noun: () => ({ fr: "Chaussure de basketball", ar: "حذاء كرة سلة" }),
    attributes: (ctx) => ({ surface: ctx.rng.chance(0.7) ? "Parquet" : "Extérieur", dbp1En: "Lacets" }),
    pitch: ({ model }) =>
      `Maintien de la cheville et amorti généreux : ${theShoe(model.fr)} est taillée pour les appuis explosifs sous le panier.`,
    pitchAr: ({ model }) => `دعم للكاحل وتوسيد سخي: صُمم ${model.fr} للارتكازات القوية تحت السلة.`,
  },
  {
    ...shoe,
    key: "lifestyle-sneaker",
    leaf: "baskets",
    silhouette: "shoe-lifestyle",
    nameStyle: "street",
    weights: { homme: 9, femme: 9, enfant: 6 },
    activities: ["Lifestyle"],
    prices: { adult: [8990, 18990], kids: [8990, 12990] },
    noun: () => ({ fr: "Baskets", ar: "حذاء سنيكرز" }),
    attributes: (ctx) => ({ dbp1En: closure(ctx), removableSole: ctx.rng.chance(0.3) ? "Oui" : "Non" }),
    pitch: ({ model }) =>
      `Inspirées des archives du sport, les ${model.fr} apportent une touche rétro à vos tenues de tous les jours.`,
    pitchAr: ({ model }) => `مستوحى من أرشيف الرياضة، يضفي ${model.fr} لمسة كلاسيكية على إطلالاتك اليومية.`,
  },
];
