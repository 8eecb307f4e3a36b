import type { ArticleKind, KindContext } from "./article-kind.js";
import { genderWords } from "./article-kind.js";
import type { Bilingual } from "./model-names.js";

/** Second sentence of a description, by division: how the article is made, in French and in Arabic. */
const CRAFT: Record<ArticleKind["division"], readonly Bilingual[]> = {
  Chaussures: [
    {
      fr: "Le col rembourré et la languette matelassée offrent un chaussant confortable dès la première sortie.",
      ar: "الياقة المبطنة واللسان المنجد يمنحان راحة في الارتداء منذ الخرجة الأولى.",
    },
    {
      fr: "Sa semelle extérieure en caoutchouc assure une excellente adhérence sur sol sec comme mouillé.",
      ar: "يضمن نعله الخارجي المطاطي ثباتًا ممتازًا على الأرض الجافة كما المبللة.",
    },
    {
      fr: "Des renforts thermocollés maintiennent le pied sans ajouter de poids.",
      ar: "تثبت التقويات الملصوقة حراريًا القدم دون إضافة وزن.",
    },
    {
      fr: "Des détails réfléchissants vous rendent visible à la tombée de la nuit.",
      ar: "تفاصيل عاكسة تجعلك مرئيًا عند حلول الليل.",
    },
  ],
  Vêtements: [
    {
      fr: "Sa matière respirante évacue l’humidité pour rester au sec, même par forte chaleur.",
      ar: "تطرد خامته التي تسمح بالتهوية الرطوبة لتبقى جافًا حتى في الحر الشديد.",
    },
    { fr: "Des coutures plates limitent les frottements.", ar: "خياطات مسطحة تحد من الاحتكاك." },
    {
      fr: "Fabriqué en partie à partir de polyester recyclé.",
      ar: "مصنوع جزئيًا من البوليستر المعاد تدويره.",
    },
    {
      fr: "Lavable en machine à 30 °C sans perdre sa forme ni ses couleurs.",
      ar: "قابل للغسل في الآلة على 30 °C دون أن يفقد شكله أو ألوانه.",
    },
  ],
  Accessoires: [
    {
      fr: "Matériaux robustes et finitions soignées, pour un usage quotidien.",
      ar: "مواد متينة وتشطيبات متقنة للاستعمال اليومي.",
    },
    { fr: "Conçu pour durer, saison après saison.", ar: "مصمم ليدوم موسمًا بعد موسم." },
  ],
};

const FITS: Record<string, Bilingual> = {
  "Coupe régulière": {
    fr: "Coupe régulière, ni trop près du corps ni trop ample.",
    ar: "قصة عادية، لا ضيقة جدًا ولا واسعة جدًا.",
  },
  "Coupe ajustée": { fr: "Coupe ajustée qui épouse la silhouette.", ar: "قصة ضيقة تتبع شكل الجسم." },
  "Coupe ample": { fr: "Coupe ample pour une allure décontractée.", ar: "قصة واسعة لإطلالة مريحة." },
  "Coupe fuselée": {
    fr: "Coupe fuselée qui s’affine vers la cheville.",
    ar: "قصة مستدقة تضيق نحو الكاحل.",
  },
};

/** An optional closing sentence drawn from the facet attributes. */
function attributeSentence(attributes: Record<string, string>): Bilingual | null {
  if (attributes.heeltotoedrop) {
    const removable = attributes.removableSole === "Oui";
    return {
      fr: `Drop de ${attributes.heeltotoedrop}${removable ? ", semelle intérieure amovible" : ""}.`,
      ar: `فرق ارتفاع \u2066${attributes.heeltotoedrop}\u2069${removable ? "، نعل داخلي قابل للنزع" : ""}.`,
    };
  }
  return attributes.dbp1EnAJ ? (FITS[attributes.dbp1EnAJ] ?? null) : null;
}

/**
 * A description of 2 or 3 sentences in French and in Arabic. The Arabic one says the same and draws nothing
 * more from the generator, so the catalogue a seed number gives is the same as before it was written.
 */
export function describeProduct(
  kind: ArticleKind,
  ctx: KindContext,
  attributes: Record<string, string>,
): Bilingual {
  const craft = ctx.rng.pick(CRAFT[kind.division]);
  const sentences = [{ fr: kind.pitch(ctx, attributes), ar: kind.pitchAr(ctx, attributes) }, craft];
  const closing = attributeSentence(attributes);
  if (closing && ctx.rng.chance(0.7)) sentences.push(closing);
  return {
    fr: sentences.map((sentence) => sentence.fr).join(" "),
    ar: sentences.map((sentence) => sentence.ar).join(" "),
  };
}

/** « Chaussure de running Vortex Glide 3 pour homme » / « حذاء جري فورتكس غلايد 3 للرجال ». */
export function titleOf(kind: ArticleKind, ctx: KindContext, attributes: Record<string, string>): Bilingual {
  if (kind.title) return kind.title(ctx, attributes);
  const noun = kind.noun(ctx.activity);
  const gender = genderWords(ctx.gender, ctx.kids);
  return {
    fr: [noun.fr, ctx.model.fr, gender.fr].filter(Boolean).join(" "),
    ar: [noun.ar, ctx.model.ar, gender.ar].filter(Boolean).join(" "),
  };
}
