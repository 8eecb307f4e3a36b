/** French strings of the catalogue file page (`/gestion/produits/import`): export, import preview, progress. */

// French counts 0 and 1 in the singular (« 0 erreur », « 1 ligne »).
const count = (value: number, one: string, many: string) => `${value.toLocaleString("fr-FR")} ${value <= 1 ? one : many}`;

export const adminCatalogueFilesFr = {
  metaTitle: "Importer et exporter le catalogue",
  title: "Importer et exporter le catalogue",
  intro:
    "Un fichier CSV, une ligne par taille : celui de la boutique, ou un export Shopify ou WooCommerce tel quel. L’aperçu montre tout ce qui changera ; rien n’est modifié avant « Lancer l’import ».",
  link: "Importer / exporter",
  exportLink: "Exporter le catalogue",
  readOnly: "Le catalogue entier en CSV, une ligne par taille. L’import est réservé au catalogue : demandez l’accès au gérant de la boutique.",
  back: "Retour aux produits",
  export: {
    title: "Exporter",
    text: "Tout le catalogue dans le fichier de la boutique (UTF-8, « ; ») : modifiez-le dans votre tableur, puis importez-le ici.",
    button: "Télécharger le catalogue (CSV)",
    guide: "Les colonnes du fichier",
  },
  upload: {
    title: "Importer",
    file: "Fichier du catalogue",
    hint: "CSV (séparé par « ; », « , » ou tabulation, en UTF-8), ou ZIP avec le CSV et ses photos ; 50 Mo et 100 000 lignes au plus.",
    noFile: "Choisissez un fichier CSV ou ZIP.",
    tooHeavy: "Le fichier dépasse 50 Mo : découpez-le en plusieurs fichiers.",
    button: "Prévisualiser",
    sending: "Lecture du fichier…",
  },
  preview: {
    title: "Aperçu de l’import",
    create: (value: number) => count(value, "ligne à créer", "lignes à créer"),
    update: (value: number) => count(value, "ligne modifiée", "lignes modifiées"),
    unchanged: (value: number) => count(value, "ligne inchangée", "lignes inchangées"),
    errors: (value: number) => count(value, "erreur", "erreurs"),
    errorsTitle: "Corrigez ces lignes dans le fichier, puis importez-le de nouveau : rien ne sera modifié d’ici là.",
    line: "Ligne",
    column: "Colonne",
    message: "Problème",
    nothing: "Le fichier ne change rien au catalogue.",
    confirm: (value: number) => `Lancer l’import (${count(value, "ligne", "lignes")})`,
    confirming: "Lancement…",
    another: "Choisir un autre fichier",
  },
  progress: {
    title: "Import en cours",
    label: "Avancement de l’import",
    text: (processed: number, total: number) => `${processed.toLocaleString("fr-FR")} sur ${count(total, "ligne", "lignes")} appliquées`,
    note: "Vous pouvez fermer cette page : l’import continue sur le serveur, en entier ou pas du tout.",
    doneTitle: "Import terminé",
    done: (total: number) => `${count(total, "ligne appliquée", "lignes appliquées")} : le catalogue de la boutique est à jour.`,
    failedTitle: "Import échoué : rien n’a été modifié",
    products: "Voir les produits",
    again: "Importer un autre fichier",
  },
  errorTitle: "Fichier refusé",
} as const;
