/**
 * The French journey texts that take a value (a count, a name, a date, an amount): the only part of the journey's
 * texts that is code. Client components import these for the page's language and receive the plain texts from
 * the page (`getJourneyTexts()`, `JourneyMessagesProvider`).
 */
export const journeyFormatFr = {
  cartPage: {
    itemCount: (count: number) => `(${count})`,
    giftOffer: (title: string) => `Offre : ${title}`,
    nextOffer: (amount: string, gift: string) => `Plus que ${amount} pour ${gift}`,
    offerCounted: (amount: string) => `Compté pour l’offre : ${amount} d’articles hors promotion`,
    freeDeliveryNext: (amount: string, methods: "home" | "stopdesk" | "both") =>
      `Plus que ${amount} pour la livraison offerte${methods === "home" ? " à domicile" : methods === "stopdesk" ? " en point relais" : ""}`,
    freeDeliveryReached: (methods: "home" | "stopdesk" | "both") =>
      `Livraison offerte${methods === "home" ? " à domicile" : methods === "stopdesk" ? " en point relais" : ""}`,
  },
  checkout: {
    deliveryDays: (min: number, max: number) => `${min}–${max} jours ouvrés`,
    summaryItems: (count: number) => `${count} article${count > 1 ? "s" : ""}`,
    lineDetails: (colour: string, size: string, quantity: number) =>
      `${colour} · ${/^taille/i.test(size) ? size : `Taille ${size}`} · Qté ${quantity}`,
  },
  order: {
    thanks: (firstName: string) => `Merci ${firstName} !`,
    number: (number: number) => `Commande n° ${number}`,
    placedOn: (date: string) => `Passée le ${date}`,
    nextCallText: (phone: string) => `Gardez votre téléphone à portée de main : nous appelons le ${phone}.`,
    nextDelivery: (min: number, max: number) => `Livraison en ${min}–${max} jours ouvrés`,
    nextDeliveryStopDesk: (agency: string) =>
      `Après la confirmation, votre colis est remis au transporteur : vous le retirez à « ${agency} ».`,
    lineDetails: (colour: string, size: string, quantity: number) =>
      `${colour} · ${/^taille/i.test(size) ? size : `Taille ${size}`} · Qté ${quantity}`,
    place: (commune: string, wilaya: string) => `${commune}, ${wilaya}`,
  },
  account: {
    welcomeTitle: (firstName: string) => `Bienvenue ${firstName} !`,
    greeting: (lastName: string) => `Salut ${lastName}`,
    orderNumber: (number: number) => `Commande n° ${number}`,
    orderItems: (count: number) => `${count} article${count > 1 ? "s" : ""}`,
    orderStopDesk: (agency: string) => `Stop desk · ${agency}`,
    addressLabel: (name: string) => `Adresse de ${name}`,
    wishlistCount: (count: number) => `${count} article${count > 1 ? "s" : ""}`,
    wishlistRemove: (title: string) => `Retirer ${title} des favoris`,
    wishlistAddToCartLabel: (title: string) => `${title}, choisir la taille`,
    wishlistColour: (colour: string) => `Couleur : ${colour}`,
  },
} as const;
