import type { ArticleKind, KindContext } from "./article-kind.js";
import { genderWords } from "./article-kind.js";
import type { Bilingual } from "./model-names.js";

/** Second sentence of a description, by division: how the article is made. */
const CRAFT: Record<ArticleKind["division"], readonly string[]> = {
  Chaussures: [
    "Le col rembourré et la languette matelassée offrent un chaussant confortable dès la première sortie.",
    "Sa semelle extérieure en caoutchouc assure une excellente adhérence sur sol sec comme mouillé.",
    "Des renforts thermocollés maintiennent le pied sans ajouter de poids.",
    "Des détails réfléchissants vous rendent visible à la tombée de la nuit.",
  ],
  Vêtements: [
    "Sa matière respirante évacue l’humidité pour rester au sec, même par forte chaleur.",
    "Des coutures plates limitent les frottements.",
    "Fabriqué en partie à partir de polyester recyclé.",
    "Lavable en machine à 30 °C sans perdre sa forme ni ses couleurs.",
  ],
  Accessoires: [
    "Matériaux robustes et finitions soignées, pour un usage quotidien.",
    "Conçu pour durer, saison après saison.",
  ],
};

/** An optional closing sentence drawn from the facet attributes. */
function attributeSentence(attributes: Record<string, string>): string | null {
  if (attributes.heeltotoedrop) {
    const sole = attributes.removableSole === "Oui" ? ", semelle intérieure amovible" : "";
    return `Drop de ${attributes.heeltotoedrop}${sole}.`;
  }
  const fits: Record<string, string> = {
    "Coupe régulière": "Coupe régulière, ni trop près du corps ni trop ample.",
    "Coupe ajustée": "Coupe ajustée qui épouse la silhouette.",
    "Coupe ample": "Coupe ample pour une allure décontractée.",
    "Coupe fuselée": "Coupe fuselée qui s’affine vers la cheville.",
  };
  return attributes.dbp1EnAJ ? (fits[attributes.dbp1EnAJ] ?? null) : null;
}

/** A French description of 2 or 3 sentences. */
export function describeProduct(
  kind: ArticleKind,
  ctx: KindContext,
  attributes: Record<string, string>,
): string {
  const sentences = [kind.pitch(ctx, attributes), ctx.rng.pick(CRAFT[kind.division])];
  const closing = attributeSentence(attributes);
  if (closing && ctx.rng.chance(0.7)) sentences.push(closing);
  return sentences.join(" ");
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
