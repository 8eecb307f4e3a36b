import type { SizeGuideColumn, SizeGuideKind } from "@shop/domain/size-guide";

/** French strings of the product page's size guide, loaded with the guide when a shopper opens it. */
export const sizeGuideFr = {
  title: "Guide des tailles",
  close: "Fermer le guide des tailles",
  tables: {
    shoes: "Chaussures : pointure EU et longueur du pied",
    socks: "Chaussettes : taille, pointures et longueur du pied",
    "apparel-men": "Vêtements homme et unisexe : tour de poitrine, de taille et de hanches",
    "apparel-women": "Vêtements femme : tour de poitrine, de taille et de hanches",
    kids: "Vêtements enfant : taille selon l’âge",
  } satisfies Record<SizeGuideKind, string>,
  size: {
    shoes: "Pointure EU",
    socks: "Taille",
    "apparel-men": "Taille",
    "apparel-women": "Taille",
    kids: "Âge",
  } satisfies Record<SizeGuideKind, string>,
  columns: {
    footLength: "Longueur du pied (cm)",
    euSizes: "Pointures EU",
    height: "Stature (cm)",
    chest: "Tour de poitrine (cm)",
    waist: "Tour de taille (cm)",
    hip: "Tour de hanches (cm)",
  } satisfies Record<SizeGuideColumn, string>,
  howTo: {
    shoes:
      "Posez le pied à plat sur une feuille, talon contre un mur, et mesurez du talon au bout de l’orteil le plus long, en fin de journée. Entre deux pointures, prenez la plus grande.",
    socks: "Choisissez la taille qui couvre votre pointure habituelle.",
    "apparel-men":
      "Mesurez sur vous, sans serrer le mètre : la poitrine à l’endroit le plus fort, la taille au creux, les hanches à l’endroit le plus large. Entre deux tailles, prenez la plus grande pour une coupe plus ample.",
    "apparel-women":
      "Mesurez sur vous, sans serrer le mètre : la poitrine à l’endroit le plus fort, la taille au creux, les hanches à l’endroit le plus large. Entre deux tailles, prenez la plus grande pour une coupe plus ample.",
    kids: "Les âges sont indicatifs : fiez-vous d’abord à la stature de l’enfant, mesurée pieds nus, dos au mur.",
  } satisfies Record<SizeGuideKind, string>,
  exchange: "Pas la bonne taille ? L’échange de taille est gratuit sous 14 jours.",
  exchangeLink: "Retours et échanges",
  range: (from: string, to: string) => `${from}–${to}`,
} as const;
