/** French strings of the dashboard's « Vitesse ressentie par les clients » panel (real visits' web vitals). */

export const adminVitalsFr = {
  title: "Vitesse ressentie par les clients",
  intro: (sample: string) =>
    `75e centile des visites réelles mesurées (${sample} des pages vues, sans cookie ni identifiant), comparé aux seuils de Google : 3 visites sur 4 font au moins aussi bien.`,
  window: (days: number) => `${days} derniers jours`,
  page: "Page",
  samples: "Mesures",
  empty: "Aucune visite mesurée sur cette période.",
  pages: {
    home: "Accueil",
    category: "Catégorie",
    product: "Produit",
    search: "Recherche",
    cart: "Panier",
    checkout: "Commande",
    other: "Autres pages",
  },
  metrics: {
    LCP: "Affichage (LCP)",
    INP: "Réactivité (INP)",
    CLS: "Stabilité (CLS)",
    TTFB: "Serveur (TTFB)",
  },
  ratings: { good: "Bon", "needs-improvement": "À améliorer", poor: "Mauvais" },
  none: "—",
  thresholds: "Seuils : LCP 2,5 s / 4 s · INP 200 ms / 500 ms · CLS 0,1 / 0,25 · TTFB 0,8 s / 1,8 s (bon / à améliorer / mauvais).",
};
export type AdminVitalsMessages = typeof adminVitalsFr;
