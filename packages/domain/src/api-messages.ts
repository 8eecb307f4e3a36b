/**
 * The API's own refusals, in French, written once: the error handler's generic answers, and the texts modules
 * and routes send in the error shape. The validation messages of spec §5 are apart, in `messages.ts`.
 *
 * A text that carries a value names it between braces (`{max}`) and is filled in by `formatMessage()`;
 * `translateMessage()` (`messages-ar.ts`) reads such a text back into its values to write it in Arabic.
 */
export const API_MESSAGES = {
  // Answers of the error handler and of the server to malformed requests.
  badRequest: "Requête invalide",
  invalidJson: "Le corps de la requête n’est pas un JSON valide",
  emptyJson: "Le corps de la requête est vide",
  bodyNotObject: "Le corps de la requête doit être un objet JSON",
  unsupportedMediaType: "Type de contenu non pris en charge",
  payloadTooLarge: "La requête est trop volumineuse",
  invalidContentLength: "Longueur de contenu invalide",
  badUrl: "L’adresse de la requête est mal encodée",
  uriTooLong: "L’adresse de la requête est trop longue",
  headersTooLarge: "Les en-têtes de la requête sont trop volumineux",
  requestTimeout: "La requête a mis trop de temps à arriver",
  methodNotAllowed: "Méthode non autorisée",
  unauthorized: "Vous devez être connecté",
  forbidden: "Action non autorisée",
  forbiddenOrigin: "Requête refusée : origine non autorisée",
  notFound: "Ressource introuvable",
  unknownRoute: "Cette adresse de l’API n’existe pas",
  tooManyRequests: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
  internalError: "Une erreur interne est survenue. Veuillez réessayer.",
  invalidValue: "Valeur invalide",
  invalidFields: "Certains champs sont invalides",
  // Parameters of the routes.
  invalidId: "Identifiant invalide",
  invalidPage: "Page invalide",
  invalidCategoryId: "Identifiant de catégorie invalide",
  invalidCategory: "Catégorie invalide",
  invalidSort: "Tri invalide",
  invalidPrice: "Prix invalide",
  filterTooLong: "Valeur de filtre trop longue",
  unknownFilter: "Paramètre de filtre inconnu",
  searchTooLong: "Recherche trop longue",
  invalidColourNumber: "Numéro de couleur invalide",
  invalidSize: "Taille invalide",
  invalidDeliveryMethod: "Mode de livraison invalide",
  invalidOrderId: "Identifiant de commande invalide",
  invalidIdempotencyKey: "Clé d’idempotence invalide",
  invalidPaymentId: "Identifiant de paiement invalide",
  invalidPaymentMethod: "Moyen de paiement invalide",
  quantityTooHigh: "Quantité trop élevée",
  cartMode: "Le mode doit être « set » ou « add »",
  wishlistAction: "L’action doit être « add » ou « remove »",
  // Catalogue and geography.
  categoryNotFound: "Cette catégorie n’existe pas",
  productNotFound: "Ce produit n’existe pas",
  productArchived: "Ce produit n’est plus en vente",
  skuNotFound: "Cette couleur ou cette taille n’existe pas",
  stateNotFound: "Cette wilaya n’existe pas",
  // Cart.
  noCart: "Aucun panier pour cette session",
  sizeSoldOut: "Cette taille est épuisée",
  // A cart read that removed lines no longer sold (product archived or back to draft, size switched off).
  cartLineRemoved: "Un article de votre panier n’est plus en vente : il a été retiré.",
  cartLinesRemoved: "{count} articles de votre panier ne sont plus en vente : ils ont été retirés.",
  cartFull:
    "Votre panier contient déjà {max} articles différents, le maximum. Passez commande ou retirez un article pour en ajouter un autre.",
  // Checkout and orders.
  emptyCart: "Votre panier est vide",
  communeNotInState: "Cette commune n’appartient pas à la wilaya choisie",
  deliveryUnavailable: "Ce mode de livraison n’est pas disponible dans cette wilaya",
  stopDeskNotInState: "Cette agence n’est pas dans la wilaya choisie",
  stopDeskClosed: "Cette agence ne reçoit plus de colis : choisissez-en une autre",
  orderTooManyLines: "Une commande compte au plus {max} articles différents.",
  quantityLimit: "La quantité est limitée à {max} par article (« {title} »).",
  lineSoldOut: "« {title} » ({colour}, taille {size}) est épuisé.",
  lineShortOfOne: "Stock insuffisant pour « {title} » ({colour}, taille {size}) : il reste 1 article.",
  lineShort: "Stock insuffisant pour « {title} » ({colour}, taille {size}) : il reste {stock} articles.",
  orderLimitPhone:
    "Trop de commandes récentes avec ce numéro de téléphone. Contactez-nous pour finaliser votre achat.",
  orderLimitAddress:
    "Trop de commandes récentes pour cette adresse. Contactez-nous pour finaliser votre achat.",
  duplicateOrder:
    "Une commande identique vient d’être passée avec ce numéro de téléphone. Si elle est de vous, inutile de la refaire ; sinon, contactez-nous.",
  orderNotFound: "Cette commande n’existe pas",
  // Card payments.
  paymentNotFound: "Paiement introuvable",
  paymentMethodLocked: "Cette commande ne peut plus changer de mode de paiement",
  orderAlreadyPaid: "Cette commande est déjà payée",
  paymentNotRetryable: "Cette commande ne peut plus être payée par carte",
  cardPaymentsOff:
    "Le paiement par carte n’est pas disponible pour le moment. Choisissez le paiement à la livraison.",
  paymentProviderDown:
    "Le service de paiement est indisponible. Réessayez ou choisissez le paiement à la livraison.",
  paymentMismatch: "Ce paiement ne correspond pas à la commande (montant ou commande).",
  invalidPaymentEvent: "Événement de paiement invalide",
  invalidSignature: "Signature de l’événement de paiement invalide",
  // Accounts and addresses.
  emailTaken: "Un compte existe déjà avec cet e-mail",
  invalidCredentials: "E-mail ou mot de passe incorrect",
  wrongPassword: "Le mot de passe actuel est incorrect",
  tooManyLogins: "Trop de tentatives de connexion. Réessayez dans {minutes} minute(s).",
  tooManySignUps: "Trop de comptes créés depuis cette connexion. Réessayez plus tard.",
  addressLimit: "Vous pouvez enregistrer 20 adresses au plus",
  addressNotFound: "Cette adresse n’existe pas",
  /** Checkout from a blocked phone number: neutral on purpose, it tells a fraudster nothing. */
  orderRefused: "Nous ne pouvons pas accepter cette commande. Contactez-nous.",
  tooManyVitals: "Trop de mesures envoyées depuis cette connexion. Réessayez plus tard.",
  tooManyContactMessages: "Trop de messages envoyés depuis cette connexion. Réessayez plus tard.",
  // Forgotten passwords: the link of the e-mail.
  tooManyPasswordResets: "Trop de demandes de réinitialisation. Réessayez plus tard.",
  resetLinkInvalid: "Ce lien de réinitialisation n’est pas valide. Demandez-en un nouveau.",
  resetLinkUsed: "Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau si besoin.",
  resetLinkExpired: "Ce lien de réinitialisation a expiré (il est valable 30 minutes). Demandez-en un nouveau.",
  resetAccountDisabled: "Ce compte est désactivé : son mot de passe ne peut pas être réinitialisé.",
} as const;

export type ApiMessageKey = keyof typeof API_MESSAGES;

/** Fills a message's `{name}` placeholders: `formatMessage(API_MESSAGES.cartFull, { max: 30 })`. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
