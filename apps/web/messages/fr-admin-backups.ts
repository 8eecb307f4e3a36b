/** French strings of the back office's backups page (owners). */

export const adminBackupsFr = {
  nav: { backups: "Sauvegardes" },
  page: {
    metaTitle: "Sauvegardes",
    title: "Sauvegardes",
    description: (keepDays: number, daily: boolean) =>
      `${daily ? "La boutique se sauvegarde elle-même une fois par jour" : "La sauvegarde quotidienne est désactivée (BACKUP_DAILY=false)"} : la base de données (commandes, clients, produits, stock, réglages) et les images, dans un seul fichier. Chaque fichier est gardé ${keepDays} jours.`,
    now: "Sauvegarder maintenant",
    started: "Sauvegarde lancée : elle apparaît ci-dessous dès qu’elle est écrite.",
    running: "Sauvegarde en cours…",
    listTitle: "Dernières sauvegardes",
    emptyTitle: "Aucune sauvegarde pour l’instant",
    emptyText:
      "La première est prise une minute après le démarrage de la boutique, ou tout de suite avec « Sauvegarder maintenant ».",
    restoreTitle: "Restaurer",
    restoreText:
      "Téléchargez un fichier et gardez-le hors de cette machine. Pour restaurer : arrêtez la boutique, puis lancez « npm run restore -- FICHIER » ; la commande vérifie les sommes de contrôle, demande confirmation et compare ce qu’elle a restauré au contenu du fichier.",
    failedAlert: (date: string) =>
      `La dernière sauvegarde a échoué (${date}). La boutique réessaie dans l’heure ; la cause est indiquée ci-dessous.`,
  },
  row: {
    kinds: { daily: "Quotidienne", manual: "Demandée", command: "Commande" },
    states: { running: "En cours", done: "Réussie", failed: "Échec" },
    counts: (orders: number, customers: number, products: number, pictures: number) =>
      `${orders} commandes · ${customers} clients · ${products} produits · ${pictures} images`,
    download: "Télécharger",
    downloadLabel: (date: string) => `Télécharger la sauvegarde du ${date}`,
    removed: "Fichier supprimé (plus ancien que la durée de conservation)",
    elsewhere: (host: string) => `Fichier sur la machine ${host}`,
    size: (bytes: string) => bytes,
    error: "Cause",
  },
} as const;

export type AdminBackupsMessages = typeof adminBackupsFr;
