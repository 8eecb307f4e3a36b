/**
 * The French chrome texts that take a value (a count, a title, a name): the only part of the chrome that is code.
 * Client components import these for the page's language only and receive the plain texts from the layout.
 */
export const chromeFormatFr = {
  header: {
    phone: (number: string) => `Appeler le service client au ${number}`,
    wishlistCount: (count: number) => `Favoris (${count} article${count > 1 ? "s" : ""})`,
    cartCount: (count: number) => `Panier (${count} article${count > 1 ? "s" : ""})`,
  },
  menu: {
    open: (title: string) => `${title} : voir les sous-catégories`,
  },
  search: {
    placeholder: (brand: string) => `Rechercher sur ${brand}`,
  },
  cartDrawer: {
    titleWithCount: (count: number) => `Votre panier (${count})`,
  },
  cartLine: {
    removeLabel: (title: string) => `Supprimer ${title} du panier`,
    addLinkedLabel: (title: string, colour: string, size: string) => `Ajouter au panier : ${title}, ${colour}, taille ${size}`,
  },
  footer: {
    follow: (network: string) => `${network} (s’ouvre dans un nouvel onglet)`,
    appTitle: (brand: string) => `${brand} Run`,
  },
} as const;
