import type { Rng } from "./random.js";

/** A name in Latin script and its Arabic transliteration. */
export type Bilingual = { fr: string; ar: string };

const PREFIXES: readonly Bilingual[] = [
  { fr: "Vortex", ar: "فورتكس" },
  { fr: "Velox", ar: "فيلوكس" },
  { fr: "Aeris", ar: "أيريس" },
  { fr: "Zenith", ar: "زينيث" },
  { fr: "Strato", ar: "ستراتو" },
  { fr: "Kinetik", ar: "كينيتيك" },
  { fr: "Nova", ar: "نوفا" },
  { fr: "Orbit", ar: "أوربيت" },
  { fr: "Falcon", ar: "فالكون" },
  { fr: "Atlas", ar: "أطلس" },
  { fr: "Hoggar", ar: "هقار" },
  { fr: "Tassili", ar: "طاسيلي" },
  { fr: "Djurdjura", ar: "جرجرة" },
  { fr: "Casbah", ar: "القصبة" },
  { fr: "Mistral", ar: "ميسترال" },
  { fr: "Sirocco", ar: "سيروكو" },
  { fr: "Apex", ar: "أبكس" },
  { fr: "Pulse", ar: "بولس" },
  { fr: "Fusion", ar: "فيوجن" },
  { fr: "Blaze", ar: "بليز" },
  { fr: "Comet", ar: "كوميت" },
  { fr: "Titan", ar: "تيتان" },
  { fr: "Lynx", ar: "لينكس" },
  { fr: "Rapido", ar: "رابيدو" },
];

/** Second words that suit each family of articles. */
const SUFFIXES = {
  run: [
    { fr: "Glide", ar: "غلايد" },
    { fr: "Elite", ar: "إيليت" },
    { fr: "Lite", ar: "لايت" },
    { fr: "Max", ar: "ماكس" },
    { fr: "Flow", ar: "فلو" },
    { fr: "Rise", ar: "رايز" },
    { fr: "Sprint", ar: "سبرينت" },
  ],
  football: [
    { fr: "Strike", ar: "سترايك" },
    { fr: "Pro", ar: "برو" },
    { fr: "Edge", ar: "إيدج" },
    { fr: "Ultra", ar: "ألترا" },
  ],
  court: [
    { fr: "Court", ar: "كورت" },
    { fr: "Hoops", ar: "هوبس" },
    { fr: "Jump", ar: "جامب" },
  ],
  trail: [
    { fr: "Trail", ar: "تريل" },
    { fr: "Grip", ar: "غريب" },
    { fr: "Terra", ar: "تيرا" },
  ],
  street: [
    { fr: "Street", ar: "ستريت" },
    { fr: "Classic", ar: "كلاسيك" },
    { fr: "Retro", ar: "ريترو" },
    { fr: "Suede", ar: "سويد" },
    { fr: "Low", ar: "لو" },
  ],
  apparel: [
    { fr: "Dry", ar: "دراي" },
    { fr: "Essentials", ar: "إسنشلز" },
    { fr: "Core", ar: "كور" },
    { fr: "Tech", ar: "تيك" },
    { fr: "Warm", ar: "وارم" },
    { fr: "Club", ar: "كلوب" },
  ],
  gear: [
    { fr: "Core", ar: "كور" },
    { fr: "Pro", ar: "برو" },
    { fr: "Team", ar: "تيم" },
    { fr: "City", ar: "سيتي" },
  ],
} as const satisfies Record<string, readonly Bilingual[]>;

export type NameStyle = keyof typeof SUFFIXES;

/** A model name such as « Vortex Glide 3 » / « فورتكس غلايد 3 », with « Jr » for children. */
export function drawModelName(rng: Rng, style: NameStyle, kids: boolean): Bilingual {
  const prefix = rng.pick(PREFIXES);
  const suffixes: readonly Bilingual[] = SUFFIXES[style];
  const suffix = rng.pick(suffixes);
  const version = style !== "apparel" && style !== "gear" && rng.chance(0.55) ? String(rng.int(2, 5)) : "";
  const fr = [prefix.fr, suffix.fr, version, kids ? "Jr" : ""].filter(Boolean).join(" ");
  // Arabic listings keep the model number in Western digits, as brands print it.
  const ar = [prefix.ar, suffix.ar, version, kids ? "جونيور" : ""].filter(Boolean).join(" ");
  return { fr, ar };
}
