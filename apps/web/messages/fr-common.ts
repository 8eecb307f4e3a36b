import { PAGE_TITLE_TAGLINE } from "@shop/domain/constants";

/** French strings shared by every page: meta, accessibility labels, header, hero, footer, the 404 page. */
export const commonFr = {
  meta: {
    /** After the brand in every page title (spec §9). */
    tagline: PAGE_TITLE_TAGLINE,
    description:
      "Chaussures de running, vêtements de sport et accessoires. Livraison partout en Algérie, paiement à la livraison.",
  },
  a11y: {
    skipToContent: "Aller au contenu",
    homeLink: (brand: string) => `${brand}, page d’accueil`,
    footerNavigation: "Aide et informations",
  },
  header: {
    account: "Mon compte",
    wishlist: "Favoris",
    cart: "Panier",
  },
  hero: {
    eyebrow: "Nouvelle saison running",
    title: "Plus vite, plus loin.",
    text: "Chaussures, vêtements et accessoires pensés pour la performance, du premier kilomètre au dernier sprint.",
    imageAlt: "Chaussure de running noire sur fond orange et rose",
    shopNow: "Acheter maintenant",
    seeNew: "Voir les nouveautés",
  },
  footer: {
    tagline: "Équipement de sport, livré partout en Algérie.",
    helpTitle: "Aide",
    helpLinks: [
      { title: "Nous contacter", href: "/contact-us" },
      { title: "Aide", href: "/help/faq" },
      { title: "Mon compte", href: "/help/account" },
      { title: "Livraison", href: "/help/delivery" },
      { title: "Retours", href: "/help/retour" },
      { title: "Protection des données", href: "/help/data-privacy" },
      { title: "Conditions générales de vente", href: "/help/cgv" },
    ],
    legalNotice: "Mentions légales",
    copyright: (year: number, brand: string) => `© ${year} ${brand}. Tous droits réservés.`,
  },
  notFound: {
    metaTitle: "Page introuvable",
    code: "Erreur 404",
    title: "Cette page est introuvable",
    text: "Le lien est peut-être incorrect ou la page a été déplacée. Nos nouveautés vous attendent sur l’accueil.",
    home: "Retour à l’accueil",
  },
} as const;
