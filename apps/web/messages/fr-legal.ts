/** Legal pages' French text: general terms of sale, data protection (law 18-07) and legal notice. */
import type { HelpArticle } from "./fr-help";

export const legalFr = {
  cgv: {
    metaTitle: "Conditions générales de vente",
    title: "Conditions générales de vente",
    intro:
      "Les présentes conditions régissent les ventes conclues sur notre boutique en ligne avec des consommateurs résidant en Algérie, conformément à la loi n° 18-05 du 10 mai 2018 relative au commerce électronique.",
    sections: [
      {
        title: "1. Objet et acceptation",
        paragraphs: [
          "Toute commande suppose l’acceptation sans réserve des présentes conditions, que vous confirmez en cochant la case prévue avant de valider votre commande. Les conditions applicables sont celles en vigueur au jour de la commande.",
        ],
      },
      {
        title: "2. Produits et prix",
        paragraphs: [
          "Les caractéristiques essentielles des produits figurent sur chaque fiche produit. Les photographies sont aussi fidèles que possible mais n’ont pas de valeur contractuelle.",
          "Les prix sont indiqués en dinars algériens (DA), toutes taxes comprises, hors frais de livraison. Les frais de livraison sont indiqués avant la validation de la commande. Les prix promotionnels sont valables pendant la durée de l’offre et dans la limite des stocks disponibles.",
        ],
      },
      {
        title: "3. Commande",
        paragraphs: [
          "La commande est formée lorsque vous la validez après avoir vérifié son contenu, son prix total et l’adresse de livraison. Un récapitulatif vous est présenté, puis notre service client vous appelle pour la confirmer. Nous pouvons refuser une commande anormale ou passée de mauvaise foi.",
        ],
      },
      {
        title: "4. Paiement",
        paragraphs: [
          "Vous pouvez payer en espèces à la livraison, ou en ligne par carte CIB ou Edahabia. Le paiement en ligne est débité à la validation de la commande ; le paiement à la livraison est dû à la remise du colis.",
        ],
      },
      {
        title: "5. Livraison",
        paragraphs: [
          "Nous livrons dans les 58 wilayas, à domicile ou en point relais, dans les délais indiqués sur la page Livraison. En cas de retard de plus de 7 jours sur le délai annoncé, vous pouvez annuler la commande et être remboursé intégralement.",
        ],
      },
      {
        title: "6. Droit de retour",
        paragraphs: [
          "Vous disposez d’un délai de 14 jours à compter de la réception pour retourner un produit qui ne vous convient pas, dans les conditions décrites sur la page Retours. Le remboursement intervient dans les 14 jours suivant la réception du produit retourné.",
        ],
      },
      {
        title: "7. Garanties",
        paragraphs: [
          "Tous nos produits bénéficient de la garantie légale prévue par la loi n° 09-03 du 25 février 2009 relative à la protection du consommateur et à la répression des fraudes. Un produit défectueux est réparé, échangé ou remboursé à nos frais.",
        ],
      },
      {
        title: "8. Réclamations et litiges",
        paragraphs: [
          "Pour toute réclamation, contactez notre service client par téléphone ou depuis la page Nous contacter ; nous répondons sous 48 heures. Les présentes conditions sont soumises au droit algérien. À défaut d’accord amiable, le litige est porté devant la juridiction compétente.",
        ],
      },
    ],
  } satisfies HelpArticle,
  privacy: {
    metaTitle: "Protection des données",
    title: "Protection de vos données personnelles",
    intro:
      "Nous traitons vos données personnelles dans le respect de la loi n° 18-07 du 10 juin 2018 relative à la protection des personnes physiques dans le traitement des données à caractère personnel.",
    sections: [
      {
        title: "Responsable du traitement",
        paragraphs: [
          "Le responsable du traitement est la société éditrice de la boutique, dont les coordonnées figurent dans les mentions légales. Les traitements de la boutique sont déclarés auprès de l’Autorité nationale de protection des données à caractère personnel (ANPDP).",
        ],
      },
      {
        title: "Données collectées et finalités",
        items: [
          "commande et livraison : nom, prénom, téléphone, adresse, wilaya et commune, e-mail facultatif ;",
          "compte client : e-mail, nom, prénom, téléphone et mot de passe (conservé sous forme chiffrée) ;",
          "panier et favoris : les articles choisis, rattachés à votre session ou à votre compte ;",
          "mesure d’audience et publicité : uniquement si vous avez accepté tous les cookies.",
        ],
      },
      {
        title: "Cookies",
        paragraphs: [
          "Par défaut, nous n’utilisons que les cookies nécessaires au fonctionnement de la boutique : la session, le panier et la mémorisation de votre choix. Les outils de mesure d’audience, de publicité et d’analyse des visites ne sont chargés que si vous choisissez « Accepter tous les cookies ». Vous pouvez changer d’avis à tout moment depuis le lien « Paramètres des cookies » en bas de page.",
        ],
      },
      {
        title: "Durée de conservation",
        paragraphs: [
          "Les données de commande sont conservées pendant la durée imposée par la législation commerciale et fiscale. Les données du compte sont conservées tant que le compte est actif et supprimées après trois ans d’inactivité. Les cookies de mesure d’audience expirent au plus tard après 13 mois.",
        ],
      },
      {
        title: "Destinataires",
        paragraphs: [
          "Vos données sont destinées à nos équipes et à nos prestataires de livraison et de paiement, pour les seuls besoins de votre commande. Elles sont hébergées en Algérie et ne sont ni vendues ni transférées à l’étranger sans l’autorisation préalable de l’ANPDP.",
        ],
      },
      {
        title: "Vos droits",
        paragraphs: [
          "Conformément aux articles 32 à 37 de la loi n° 18-07, vous disposez d’un droit d’information, d’accès, de rectification et d’opposition, ainsi que du droit de retirer votre consentement. Pour les exercer, écrivez-nous depuis la page Nous contacter en précisant l’adresse e-mail ou le téléphone utilisé pour vos commandes. Vous pouvez aussi saisir l’ANPDP.",
        ],
      },
    ],
  } satisfies HelpArticle,
  imprint: {
    metaTitle: "Mentions légales",
    title: "Mentions légales",
    intro: "Informations sur l’éditeur de la boutique en ligne, conformément à la loi n° 18-05 relative au commerce électronique.",
    publisherTitle: "Éditeur",
    company: (brand: string) => `${brand} Sport Algérie SARL`,
    details: [
      "Société à responsabilité limitée au capital de 10 000 000 DA",
      "Siège social : zone d’activités d’Oued Smar, 16270 Alger, Algérie",
      "Registre du commerce : 16/00-0987654 B 21",
      "Numéro d’identification fiscale (NIF) : 002116098765432",
      "Numéro d’identification statistique (NIS) : 002116010098765",
      "Inscription au registre national du e-commerce auprès du CNRC",
    ],
    contactTitle: "Contact",
    phone: "Téléphone",
    email: "E-mail",
    form: "En ligne",
    formLink: "Nous écrire depuis la page Nous contacter",
    directorTitle: "Directeur de la publication",
    director: "Le gérant de la société",
    hostingTitle: "Hébergement",
    hosting: "Le site et ses données sont hébergés en Algérie, dans un centre de données situé à Alger.",
    ipTitle: "Propriété intellectuelle",
    ip: "Les marques, logos, textes, photographies et visuels de la boutique sont protégés. Toute reproduction sans autorisation écrite est interdite.",
  },
} as const;
