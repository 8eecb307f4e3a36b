import type { Activity, ArticleKind, Gender, KindContext } from "./article-kind.js";
import type { Bilingual } from "./model-names.js";
import { APPAREL_SIZES, APPAREL_SIZES_KIDS } from "./sizes.js";
import { JERSEY_KIND } from "./kind-jersey.js";

const apparel = {
  division: "Vêtements",
  nameStyle: "apparel",
  sizes: (_gender: Gender, kids: boolean) => (kids ? APPAREL_SIZES_KIDS : APPAREL_SIZES),
  colorCount: [3, 5],
} as const;

const fit = ({ rng }: KindContext) =>
  rng.pick(["Coupe régulière", "Coupe régulière", "Coupe ajustée", "Coupe ample"]);
const length = ({ rng, gender }: KindContext) =>
  gender === "Femme" && rng.chance(0.3) ? "Court" : "Standard";

/** « Short de running » / « شورت جري » for each activity, from the noun and the Arabic activity word. */
const withSport =
  (fr: string, ar: string) =>
  (activity: Activity): Bilingual => {
    const words: Record<Activity, Bilingual> = {
      Running: { fr: `${fr} de running`, ar: `${ar} جري` },
      Training: { fr: `${fr} de training`, ar: `${ar} تدريب` },
      Football: { fr: `${fr} de football`, ar: `${ar} كرة القدم` },
      Basketball: { fr: `${fr} de basketball`, ar: `${ar} كرة السلة` },
      Outdoor: { fr: `${fr} outdoor`, ar: `${ar} للرياضات الخارجية` },
      Lifestyle: { fr, ar },
    };
    return words[activity];
  };

export const APPAREL_KINDS: readonly ArticleKind[] = [
  {
    ...apparel,
    key: "tshirt",
    articleType: "T-shirt",
    leaf: "t-shirts",
    silhouette: "tshirt",
    weights: { homme: 8, femme: 7, enfant: 5 },
    activities: ["Running", "Training", "Lifestyle", "Lifestyle", "Basketball", "Football"],
    prices: { adult: [2990, 7990], kids: [2990, 4990] },
    noun: withSport("T-shirt", "تيشيرت"),
    attributes: (ctx) => ({
      manches: "Manches courtes",
      cou: ctx.rng.chance(0.8) ? "Col rond" : "Col V",
      dbp1EnAJ: fit(ctx),
      longueur: length(ctx),
    }),
    pitch: ({ model, activity }) =>
      activity === "Lifestyle"
        ? `Coton doux et coupe nette : le t-shirt ${model.fr} est la base de toutes vos tenues.`
        : `Ce t-shirt ${model.fr} en tissu léger évacue la transpiration pour vous garder au sec pendant l’effort.`,
    pitchAr: ({ model, activity }) =>
      activity === "Lifestyle"
        ? `قطن ناعم وقصة أنيقة: قميص ${model.fr} أساس كل إطلالاتك.`
        : `يطرد قميص ${model.fr} بنسيجه الخفيف العرق ليبقيك جافًا أثناء الجهد.`,
  },
  JERSEY_KIND,
  {
    ...apparel,
    key: "hoodie",
    articleType: "Sweat à capuche",
    leaf: "sweats",
    silhouette: "hoodie",
    weights: { homme: 6, femme: 6, enfant: 4 },
    activities: ["Lifestyle", "Lifestyle", "Training"],
    prices: { adult: [5990, 11990], kids: [3990, 6990] },
    noun: (activity) =>
      activity === "Training"
        ? { fr: "Sweat à capuche de training", ar: "هودي تدريب" }
        : { fr: "Sweat à capuche", ar: "هودي" },
    attributes: (ctx) => ({
      manches: "Manches longues",
      cou: "Capuche",
      dbp1En: ctx.rng.chance(0.7) ? "Sans fermeture" : "Zip intégral",
      dbp1EnAJ: ctx.rng.chance(0.6) ? "Coupe régulière" : "Coupe ample",
      longueur: length(ctx),
    }),
    pitch: ({ model }) =>
      `Douillet et intemporel, le sweat à capuche ${model.fr} en molleton brossé se porte de l’entraînement à la ville.`,
    pitchAr: ({ model }) =>
      `دافئة وخالدة، سترة ${model.fr} ذات القلنسوة من الصوف المصقول تُلبس من التمرين إلى المدينة.`,
  },
  {
    ...apparel,
    key: "track-jacket",
    articleType: "Veste",
    leaf: "survetements",
    silhouette: "track-jacket",
    weights: { homme: 4, femme: 3, enfant: 3 },
    activities: ["Football", "Training", "Lifestyle"],
    prices: { adult: [6990, 13990], kids: [4990, 7990] },
    noun: () => ({ fr: "Veste de survêtement", ar: "جاكيت بدلة رياضية" }),
    attributes: (ctx) => ({
      manches: "Manches longues",
      cou: "Col montant",
      dbp1En: "Zip intégral",
      dbp1EnAJ: fit(ctx),
    }),
    pitch: ({ model }) =>
      `Cette veste de survêtement ${model.fr} à zip intégral reprend les codes du terrain avec ses bandes contrastées sur les manches.`,
    pitchAr: ({ model }) =>
      `سترة التدريب ${model.fr} بسحاب كامل تستعيد روح الملعب بخطوطها المتباينة على الأكمام.`,
  },
  {
    ...apparel,
    key: "windbreaker",
    articleType: "Veste",
    leaf: "vestes",
    silhouette: "windbreaker",
    weights: { homme: 3, femme: 3 },
    activities: ["Running", "Outdoor", "Lifestyle"],
    prices: { adult: [7990, 14990], kids: [5990, 8990] },
    noun: (activity) =>
      activity === "Running"
        ? { fr: "Veste coupe-vent de running", ar: "سترة واقية من الرياح للجري" }
        : { fr: "Veste coupe-vent", ar: "سترة واقية من الرياح" },
    attributes: (ctx) => ({
      manches: "Manches longues",
      cou: "Capuche",
      dbp1En: ctx.rng.chance(0.7) ? "Zip intégral" : "Demi-zip",
      dbp1EnAJ: "Coupe régulière",
    }),
    pitch: ({ model }) =>
      `Légère et déperlante, la veste coupe-vent ${model.fr} se glisse dans une poche et vous protège du vent comme des averses.`,
    pitchAr: ({ model }) =>
      `خفيفة وطاردة للماء، سترة ${model.fr} الواقية من الرياح تُطوى في جيب وتحميك من الريح والمطر.`,
  },
  {
    ...apparel,
    key: "shorts",
    articleType: "Short",
    leaf: "shorts",
    silhouette: "shorts",
    weights: { homme: 5, femme: 4, enfant: 3 },
    activities: ["Running", "Training", "Football", "Basketball"],
    prices: { adult: [2990, 6990], kids: [2990, 4490] },
    noun: withSport("Short", "شورت"),
    attributes: (ctx) => ({
      longueur: ctx.activity === "Basketball" ? "Long" : ctx.rng.chance(0.5) ? "Court" : "Standard",
      dbp1En: "Cordon de serrage",
      dbp1EnAJ: fit(ctx),
    }),
    pitch: ({ model }) =>
      `Le short ${model.fr} suit chacun de vos mouvements grâce à son tissu extensible et sa taille élastique.`,
    pitchAr: ({ model }) => `يرافق شورت ${model.fr} كل حركاتك بفضل نسيجه المرن وخصره المطاطي.`,
  },
  {
    ...apparel,
    key: "track-pants",
    articleType: "Pantalon de survêtement",
    leaf: "survetements",
    silhouette: "track-pants",
    weights: { homme: 2, femme: 1, enfant: 1 },
    activities: ["Football", "Training", "Lifestyle"],
    prices: { adult: [5990, 11990], kids: [3990, 6990] },
    noun: () => ({ fr: "Pantalon de survêtement", ar: "سروال بدلة رياضية" }),
    attributes: (ctx) => ({
      longueur: "Standard",
      dbp1En: "Cordon de serrage",
      dbp1EnAJ: ctx.rng.chance(0.6) ? "Coupe fuselée" : "Coupe régulière",
    }),
    pitch: ({ model }) =>
      `Le pantalon de survêtement ${model.fr} allie une coupe fuselée à des bandes contrastées, avec chevilles zippées.`,
    pitchAr: ({ model }) =>
      `يجمع سروال التدريب ${model.fr} بين قصة مستدقة وخطوط متباينة، مع سحابات عند الكاحلين.`,
  },
  {
    ...apparel,
    key: "joggers",
    articleType: "Pantalon de survêtement",
    leaf: "pantalons",
    silhouette: "joggers",
    weights: { homme: 4, femme: 2, enfant: 2 },
    activities: ["Lifestyle", "Training", "Running"],
    prices: { adult: [4990, 9990], kids: [3490, 5990] },
    noun: (activity) =>
      activity === "Lifestyle"
        ? { fr: "Pantalon de jogging", ar: "بنطال رياضي" }
        : withSport("Pantalon", "بنطال")(activity),
    attributes: (ctx) => ({
      longueur: "Standard",
      dbp1En: "Cordon de serrage",
      dbp1EnAJ: ctx.rng.chance(0.7) ? "Coupe fuselée" : "Coupe régulière",
    }),
    pitch: ({ model }) =>
      `Poignets côtelés et molleton léger : le pantalon ${model.fr} est aussi confortable au canapé qu’à l’échauffement.`,
    pitchAr: ({ model }) => `أساور مضلعة وصوف خفيف: سروال ${model.fr} مريح على الأريكة كما في الإحماء.`,
  },
  {
    ...apparel,
    key: "leggings",
    articleType: "Legging",
    leaf: "pantalons",
    silhouette: "leggings",
    genders: ["Femme", "Fille"],
    weights: { femme: 7, enfant: 1 },
    activities: ["Running", "Training", "Training"],
    prices: { adult: [3990, 8990], kids: [2990, 4990] },
    noun: withSport("Legging", "ليغنز"),
    attributes: (ctx) => ({
      longueur: ctx.rng.pick(["Long", "Long", "7/8", "Court"]),
      dbp1EnAJ: "Coupe ajustée",
    }),
    pitch: ({ model }) =>
      `Taille haute et tissu gainant opaque : le legging ${model.fr} tient en place pendant les squats comme sur les longues sorties.`,
    pitchAr: ({ model }) =>
      `خصر عالٍ ونسيج ضاغط غير شفاف: يثبت ليغنغ ${model.fr} في مكانه أثناء التمارين كما في الجري الطويل.`,
  },
];
