/** What a merchant reads when a line of another shop's file cannot be brought in as it is. */
export const FOREIGN_MESSAGES = {
  unknownOption:
    "L’option « {name} » n’est ni une couleur ni une taille : la boutique ne connaît que les couleurs (Couleur, Color, Coloris) et les tailles (Taille, Size, Pointure).",
  noColour: "Cette variante n’a pas de couleur : ajoutez une option Couleur.",
  noSize: "Cette variante n’a pas de taille : ajoutez une option Taille.",
  twoValues: "L’option « {name} » est donnée deux fois pour cette variante.",
  priceInvalid: "Le prix « {value} » n’est pas un nombre de dinars (par exemple 2500 ou 2500,00).",
  priceMissing: "Le prix de cette variante manque.",
  priceTooHigh: "Le prix « {value} » dépasse le plus haut prix accepté.",
  stockInvalid: "Le stock « {value} » n’est pas un nombre entier positif.",
  statusInvalid: "Le statut « {value} » n’est pas reconnu (active, draft, archived).",
  publishedInvalid: "La valeur « {value} » n’est pas reconnue (1, 0 ou -1).",
  categoryUnknown:
    "La catégorie « {value} » ne correspond à aucune catégorie de la boutique : créez-la ou renommez-la dans le fichier.",
  tooManyCategories: "Ce produit a plus de {max} catégories.",
  titleMissing: "Le titre du produit manque.",
  titleTooLong: "Le titre dépasse {max} caractères.",
  descriptionTooLong: "La description dépasse {max} caractères une fois le HTML retiré.",
  handleMissing: "Le handle du produit manque.",
  handleInvalid: "Le handle « {value} » ne donne pas d’adresse valable (lettres, chiffres et tirets).",
  skuTooLong: "Le SKU « {value} » dépasse {max} caractères.",
  barcodeInvalid: "Le code-barres « {value} » n’est pas un EAN-13 (13 chiffres).",
  duplicateVariant: "La couleur « {colour} » en taille « {size} » est déjà donnée ligne {line}.",
  tooManyColours: "Ce produit a plus de {max} couleurs.",
  tooManySizes: "La couleur « {colour} » a plus de {max} tailles.",
  tooManyPictures: "La couleur « {colour} » a plus de {max} photos.",
  pictureInvalid: "L’adresse de photo « {value} » n’est pas une adresse http(s).",
  noVariant: "Ce produit n’a aucune variante (ni couleur ni taille).",
  orphanRow: "Cette ligne continue le produit « {value} », qui ne commence nulle part avant elle.",
  wooTypeUnknown: "Le type « {value} » n’est pas repris : seuls simple, variable et variation le sont.",
  wooParentMissing: "Le produit parent « {value} » de cette variation n’est pas dans le fichier.",
  wooParentNotVariable: "Le parent « {value} » de cette variation n’est pas un produit variable.",
  dateInvalid: "La date « {value} » n’est pas une date AAAA-MM-JJ.",
  colourTooLong: "Le nom de couleur « {value} » dépasse {max} caractères.",
  sizeTooLong: "La taille « {value} » dépasse {max} caractères.",
} as const;

export function say(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
