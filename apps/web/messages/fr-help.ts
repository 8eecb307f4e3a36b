/**
 * The help pages' French prose (FAQ, account, delivery, returns). Read only by server components through
 * `getHelpMessages()`, so none of this text travels in the browser's JavaScript.
 */
import { messageSection } from "./locale";
import { helpAr } from "./ar-help";
import { legalFr } from "./fr-legal";
import type { Translation } from "./translation";

export type HelpSection = { title: string; paragraphs?: readonly string[]; items?: readonly string[] };
export type HelpArticle = { metaTitle: string; title: string; intro: string; sections: readonly HelpSection[] };

export const helpFr = {
  layout: {
    eyebrow: "Aide et informations",
    navLabel: "Pages d’aide",
    contactTitle: "Une question sans réponse ?",
    contactText: "Notre service client vous répond du samedi au jeudi, de 9 h à 18 h.",
    contactLink: "Nous contacter",
    updated: "Dernière mise à jour : 1er septembre 2025",
  },
  nav: [
    { title: "Questions fréquentes", href: "/help/faq" },
    { title: "Mon compte", href: "/help/account" },
    { title: "Livraison", href: "/help/delivery" },
    { title: "Retours et remboursements", href: "/help/retour" },
    { title: "Protection des données", href: "/help/data-privacy" },
    { title: "Conditions générales de vente", href: "/help/cgv" },
    { title: "Mentions légales", href: "/help/imprint" },
  ],
  faq: {
    metaTitle: "Questions fréquentes",
    title: "Questions fréquentes",
    intro: "Commande, paiement, livraison, retours : les réponses aux questions que vous nous posez le plus souvent.",
    groups: [
      {
        title: "Commander",
        questions: [
          {
            q: "Dois-je créer un compte pour commander ?",
            a: "Non. Vous pouvez commander en tant qu’invité avec votre nom, votre numéro de téléphone et votre adresse. Un compte vous permet en plus de retrouver votre panier sur tous vos appareils, d’enregistrer vos adresses et vos favoris.",
          },
          {
            q: "Comment savoir si un article est disponible dans ma taille ?",
            a: "Sur la fiche produit, les tailles épuisées sont barrées et ne peuvent pas être sélectionnées. Dans le panier, la mention « En réserve » confirme la disponibilité de l’article au moment de votre visite.",
          },
          {
            q: "Puis-je modifier ou annuler ma commande ?",
            a: "Tant que votre colis n’a pas été remis au transporteur, appelez notre service client : nous modifions l’adresse ou annulons la commande sans frais. Une fois le colis expédié, vous pouvez refuser la livraison ou nous le retourner dans les 14 jours.",
          },
          {
            q: "Comment fonctionnent les cadeaux offerts ?",
            a: "Certaines offres ajoutent automatiquement un cadeau à votre panier à partir d’un montant d’achat. Seuls les articles au prix normal comptent pour atteindre ce montant ; le cadeau apparaît sous vos articles dès que le seuil est atteint.",
          },
        ],
      },
      {
        title: "Paiement",
        questions: [
          {
            q: "Quels moyens de paiement acceptez-vous ?",
            a: "Le paiement à la livraison, en espèces, est disponible dans les 58 wilayas. Vous pouvez aussi payer en ligne par carte CIB ou par carte Edahabia d’Algérie Poste, sur une page de paiement sécurisée.",
          },
          {
            q: "Mon paiement en ligne est-il sécurisé ?",
            a: "Oui. Les données de votre carte sont saisies sur la plateforme de paiement agréée et ne nous sont jamais transmises. Nous ne conservons aucun numéro de carte.",
          },
          {
            q: "Les prix incluent-ils la TVA ?",
            a: "Oui, tous nos prix sont indiqués en dinars algériens (DA), toutes taxes comprises. Les frais de livraison s’ajoutent au moment du paiement selon votre wilaya et le mode de livraison choisi.",
          },
        ],
      },
      {
        title: "Livraison et retours",
        questions: [
          {
            q: "Combien coûte la livraison ?",
            a: "Les frais dépendent de votre wilaya et du mode choisi : à domicile ou en point relais (stop desk), généralement moins cher. La grille complète figure sur notre page Livraison.",
          },
          {
            q: "En combien de temps vais-je recevoir ma commande ?",
            a: "Comptez 1 à 3 jours ouvrables pour Alger et les grandes villes du Nord, et jusqu’à 8 jours pour les wilayas du Grand Sud. Le livreur vous appelle avant de passer.",
          },
          {
            q: "Puis-je retourner un article ?",
            a: "Oui, vous disposez de 14 jours après la réception pour nous retourner un article non porté, dans son emballage d’origine avec ses étiquettes. Toutes les étapes sont sur notre page Retours.",
          },
        ],
      },
    ],
  },
  account: {
    metaTitle: "Mon compte",
    title: "Votre compte client",
    intro: "Créer un compte est gratuit et ne prend qu’une minute. Voici ce qu’il vous apporte et comment le gérer.",
    sections: [
      {
        title: "Créer un compte",
        paragraphs: [
          "Choisissez « Connexion » dans le menu du compte, puis « Inscrivez-vous ici ». Indiquez votre prénom, votre nom, votre adresse e-mail et un mot de passe d’au moins 10 caractères comprenant une majuscule, une minuscule, un chiffre et un caractère spécial.",
          "Si vous aviez déjà ajouté des articles au panier ou à vos favoris, ils sont conservés et rattachés à votre nouveau compte.",
        ],
      },
      {
        title: "Ce que votre compte vous permet",
        items: [
          "retrouver votre panier sur votre téléphone comme sur votre ordinateur ;",
          "enregistrer vos adresses de livraison et les réutiliser en un clic ;",
          "garder vos articles préférés dans vos favoris ;",
          "remplir plus vite le formulaire de commande.",
        ],
      },
      {
        title: "Modifier vos informations",
        paragraphs: [
          "Depuis « Mon compte », vous pouvez modifier votre nom, votre adresse e-mail et votre numéro de téléphone, changer votre mot de passe et gérer vos adresses. Pour votre sécurité, un changement de mot de passe déconnecte vos autres appareils.",
        ],
      },
      {
        title: "Mot de passe oublié ou compte à supprimer",
        paragraphs: [
          "Contactez notre service client depuis la page Nous contacter, avec l’adresse e-mail de votre compte. Nous vérifions votre identité avant toute intervention. La suppression du compte efface vos données personnelles, à l’exception de celles que la loi nous oblige à conserver pour vos commandes.",
        ],
      },
    ],
  } satisfies HelpArticle,
  delivery: {
    metaTitle: "Livraison",
    title: "Livraison dans les 58 wilayas",
    intro: "Nous livrons partout en Algérie, à domicile ou en point relais (stop desk). Le paiement à la livraison est possible dans toutes les wilayas.",
    sections: [
      {
        title: "Deux modes de livraison",
        items: [
          "À domicile : le livreur vous appelle puis vous remet le colis à l’adresse indiquée.",
          "En point relais (stop desk) : vous retirez le colis dans l’agence de votre choix, sur présentation d’une pièce d’identité, pendant 7 jours.",
        ],
      },
      {
        title: "Préparation et suivi",
        paragraphs: [
          "Les commandes passées avant 14 h (du samedi au jeudi) sont préparées le jour même. Vous recevez un appel de confirmation avant l’expédition ; sans réponse après trois tentatives, la commande est annulée.",
          "Le délai indiqué ci-dessous court à partir de l’expédition et s’entend en jours ouvrables, hors vendredis et jours fériés.",
        ],
      },
      {
        title: "À la réception",
        paragraphs: [
          "Vérifiez l’état du colis devant le livreur. En cas de colis endommagé ou d’article manquant, indiquez-le au livreur et contactez-nous sous 48 heures.",
        ],
      },
    ],
    gridTitle: "Frais et délais par wilaya",
    gridIntro: "Frais de livraison en dinars, toutes taxes comprises, pour un colis standard.",
    gridCaption: "Frais de livraison et délais par wilaya",
    code: "N°",
    state: "Wilaya",
    home: "À domicile",
    stopDesk: "Point relais",
    delay: "Délai",
    unavailable: "Non disponible",
    days: (min: number, max: number) => (min === max ? `${min} j` : `${min} à ${max} j`),
    gridUnavailable: "La grille des frais est momentanément indisponible. Les frais exacts s’affichent au moment du paiement.",
  },
  /** The returns portal's box on the returns page, shown when the shop has configured its address. */
  retourPortal: {
    title: "Retour en ligne",
    text: "Déclarez votre retour sur notre portail : c’est le plus rapide.",
    link: "Procéder à un retour",
  },
  /** The returns policy in one line, under a product page's add-to-cart button (as the returns page below states it). */
  returnsLine: {
    text: "Retour sous 14 jours, échange de taille gratuit",
    hygiene: "Ni repris ni échangé pour raison d’hygiène, sauf défaut",
    link: "Retours et échanges",
  },
  retour: {
    metaTitle: "Retours et remboursements",
    title: "Retours et remboursements",
    intro: "Un article ne vous convient pas ? Vous avez 14 jours à compter de la réception pour nous le retourner.",
    sections: [
      {
        title: "Conditions",
        items: [
          "l’article n’a pas été porté ni lavé, et il est dans son emballage d’origine avec toutes ses étiquettes ;",
          "les chaussures sont retournées dans leur boîte, elle-même protégée par un emballage ;",
          "les sous-vêtements, chaussettes et articles personnalisés ne sont ni repris ni échangés pour des raisons d’hygiène, sauf défaut.",
        ],
      },
      {
        title: "Comment faire",
        items: [
          "Déclarez votre retour à notre service client, depuis la page Nous contacter, en indiquant votre numéro de commande.",
          "Déposez le colis dans l’agence de notre transporteur la plus proche, avec le bon de retour reçu par SMS.",
          "Dès réception et contrôle de l’article dans notre entrepôt, nous vous confirmons le remboursement ou l’échange.",
        ],
      },
      {
        title: "Remboursement",
        paragraphs: [
          "Le remboursement intervient sous 14 jours après la réception du retour : par virement sur votre compte CCP ou bancaire pour un paiement à la livraison, sur la carte utilisée pour un paiement en ligne. Les frais de livraison initiaux sont remboursés si vous retournez la totalité de la commande.",
          "Un article reçu défectueux ou non conforme est repris à nos frais, sans condition de délai autre que la garantie légale.",
        ],
      },
      {
        title: "Échange de taille",
        paragraphs: [
          "Pour un échange de taille, déclarez un retour et indiquez la taille souhaitée : nous vous l’expédions gratuitement dès réception de l’article retourné, dans la limite des stocks disponibles.",
        ],
      },
    ],
  } satisfies HelpArticle,
  ...legalFr,
} as const;

export type HelpMessages = Translation<typeof helpFr>;
export type LegalMessages = Translation<typeof legalFr>;

/** The help prose for the current locale. The Arabic text (`ar-help.ts`) is typed against this French one. */
export const getHelpMessages = messageSection<HelpMessages>({ fr: helpFr, ar: helpAr });
