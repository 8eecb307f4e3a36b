/** Validation messages of spec §5, in French exactly as the spec writes them (straight apostrophes). */
export const VALIDATION_MESSAGES = {
  required: "Ce champ est obligatoire",
  tooShort: "Trop court",
  tooLong: "Trop longue",
  invalidName: "Veuillez entrer un nom valide",
  addressRequired: "L'adresse de livraison est obligatoire",
  countryRequired: "Sélectionnez votre Pays",
  stateRequired: "Sélectionnez votre wilaya",
  communeRequired: "Sélectionnez votre commune",
  phoneRequired: "Numéro de téléphone obligatoire",
  phoneInvalid: "Numéro de téléphone invalide",
  emailRequired: "L'email est obligatoire",
  emailInvalid: "Format de l'e-mail invalide",
  passwordRequired: "Entrez votre mot de passe",
  passwordMin: "Le mot de passe doit faire au moins 10 caractères",
  passwordMax: "Le mot de passe ne doit pas dépasser 40 caractères",
  passwordPattern: "Le mot de passe doit avoir majuscule, minuscule, chiffre et caractère spécial.",
  passwordMismatch: "Les mots de passes ne sont pas identiques",
  passwordUnchanged: "Le nouveau mot de passe ne doit pas être identique à l'ancien",
  acceptPolicy: "Vous devez lire et accepter les conditions de vente",
  quantityRequired: "Veuillez entrer la quantité souhaitée",
  quantityPositive: "La quantité doit être une valeur positive",
  quantityMin: "La quantité doit être d'une valeur supérieure ou égale à 1",
  sizeRequired: "Veuillez choisir votre taille",
  colorRequired: "Veuillez choisir la couleur souhaitée",
  // Not in the spec: the pick-up agency when the delivery is to a stop desk.
  stopDeskRequired: "Choisissez l’agence où retirer votre colis",
  // Not in the spec: control characters (NUL, escape…) pasted or sent into any text field.
  controlCharacters: "Caractères non autorisés",
} as const;

/** Refusals the API sends to shoppers in its error shape, written once. */
export const SHOP_MESSAGES = {
  /** Checkout from a blocked phone number: neutral on purpose, it tells a fraudster nothing. */
  orderRefused: "Nous ne pouvons pas accepter cette commande. Contactez-nous.",
  tooManyContactMessages: "Trop de messages envoyés depuis cette connexion. Réessayez plus tard.",
} as const;
