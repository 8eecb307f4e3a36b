import type { ArticleKind } from "./article-kind.js";
import { genderWords } from "./article-kind.js";
import { APPAREL_SIZES, APPAREL_SIZES_KIDS } from "./sizes.js";

type Team = { fr: string; ar: string; home: string; away: string; third: string };

/** National team and best-known clubs, with the colourway names of their home, away and third kits. */
export const JERSEY_TEAMS: readonly Team[] = [
  { fr: "Algérie", ar: "الجزائر", home: "Blanc", away: "Vert forêt", third: "Noir" },
  { fr: "MC Alger", ar: "مولودية الجزائر", home: "Rouge", away: "Blanc", third: "Vert forêt" },
  { fr: "USM Alger", ar: "اتحاد الجزائر", home: "Rouge", away: "Noir", third: "Blanc" },
  { fr: "JS Kabylie", ar: "شبيبة القبائل", home: "Jaune moutarde", away: "Vert forêt", third: "Blanc" },
  { fr: "CR Belouizdad", ar: "شباب بلوزداد", home: "Rouge", away: "Blanc", third: "Bleu marine" },
  { fr: "MC Oran", ar: "مولودية وهران", home: "Rouge", away: "Blanc", third: "Noir" },
  { fr: "ES Sétif", ar: "وفاق سطيف", home: "Noir", away: "Blanc", third: "Gris anthracite" },
  { fr: "CS Constantine", ar: "شباب قسنطينة", home: "Vert forêt", away: "Noir", third: "Blanc" },
];

const KITS = [
  { fr: "Domicile", ar: "الأساسي", color: "home" },
  { fr: "Extérieur", ar: "الاحتياطي", color: "away" },
  { fr: "Third", ar: "الثالث", color: "third" },
] as const;

const SEASONS = ["23/24", "24/25", "25/26", "25/26"];

const teamOf = (name: string | undefined): Team =>
  JERSEY_TEAMS.find((team) => team.fr === name) ?? JERSEY_TEAMS[0]!;
const kitOf = (name: string | undefined) => KITS.find((kit) => kit.fr === name) ?? KITS[0];

/** Team jerseys: « Maillot Domicile Algérie 25/26 pour homme », one colourway per kit. */
export const JERSEY_KIND: ArticleKind = {
  key: "jersey",
  articleType: "Maillot",
  division: "Vêtements",
  leaf: "maillots",
  silhouette: "jersey",
  nameStyle: "apparel",
  weights: { homme: 3, femme: 1, enfant: 2 },
  activities: ["Football"],
  prices: { adult: [7990, 12990], kids: [5990, 8990] },
  sizes: (_gender, kids) => (kids ? APPAREL_SIZES_KIDS : APPAREL_SIZES),
  colorCount: [1, 1],
  noun: () => ({ fr: "Maillot", ar: "قميص" }),
  details: ({ rng }) => ({ kit: rng.pick(KITS).fr, season: rng.pick(SEASONS) }),
  attributes: ({ rng }) => ({
    team: rng.pick(JERSEY_TEAMS).fr,
    manches: "Manches courtes",
    cou: rng.pick(["Col V", "Col rond", "Col polo"]),
    dbp1EnAJ: rng.chance(0.5) ? "Coupe ajustée" : "Coupe régulière",
  }),
  title: ({ gender, kids }, a) => {
    const team = teamOf(a.team);
    const kit = kitOf(a.kit);
    const words = genderWords(gender, kids);
    return {
      fr: `Maillot ${kit.fr} ${team.fr} ${a.season ?? ""} ${words.fr}`.replace(/\s+/g, " ").trim(),
      ar: `قميص ${team.ar} ${kit.ar} ${a.season ?? ""} ${words.ar}`.replace(/\s+/g, " ").trim(),
    };
  },
  pickColors: (_ctx, a) => [teamOf(a.team)[kitOf(a.kit).color]],
  pitch: (_ctx, a) =>
    `Portez les couleurs de ${teamOf(a.team).fr} avec ce maillot ${(a.kit ?? "Domicile").toLowerCase()} ${a.season ?? ""} au tissu respirant, tel que le portent les joueurs.`.replace(
      /\s+/g,
      " ",
    ),
  pitchAr: (_ctx, a) =>
    `ارتدِ ألوان ${teamOf(a.team).ar} بهذا القميص ${kitOf(a.kit).ar} ${a.season ?? ""} ذي النسيج الذي يسمح بالتهوية، كما يرتديه اللاعبون.`.replace(
      /\s+/g,
      " ",
    ),
};
