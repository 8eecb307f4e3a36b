import { describe, expect, it } from "vitest";
import {
  OWN_HEADER,
  translateCatalogueFile,
  detectFormat,
  type ParsedFile,
} from "../src/modules/catalogue-files/foreign/index.js";
import { colourNumber } from "../src/modules/catalogue-files/foreign/text.js";
import { readCsvRecords, readFixture } from "./support/csv-records.js";

const categories = [
  { slug: "t-shirts", name: "T-shirts" },
  { slug: "chaussures", name: "Chaussures" },
  { slug: "homme", name: "Homme" },
  { slug: "survetements", name: "Survêtements" },
  { slug: "sport", name: "Sport" },
  { slug: "accessoires", name: "Accessoires" },
];

/** The translated rows as objects keyed by the shop's columns. */
function translate(file: ParsedFile) {
  const translation = translateCatalogueFile(file, { categories });
  if (!translation) throw new Error("format not detected");
  const rows = translation.rows.map((row) => ({
    line: row.line,
    ...Object.fromEntries(translation.header.map((column, index) => [column, row.cells[index]])),
  })) as ({ line: number } & Record<(typeof OWN_HEADER)[number], string>)[];
  return { ...translation, rows };
}

const csv = (lines: string[]) => readCsvRecords(lines.join("\n"));
const LEGACY =
  "Handle,Title,Body (HTML),Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Image Src,Image Position,Status";
const WOO =
  "ID,Type,SKU,Name,Published,Description,Regular price,Sale price,Stock,Categories,Images,Parent,Attribute 1 name,Attribute 1 value(s),Attribute 2 name,Attribute 2 value(s),Attribute 3 name,Attribute 3 value(s)";

describe("the format of a file, from its header", () => {
  it.each([
    [LEGACY.split(","), "shopify-legacy"],
    [readFixture("shopify-export.csv").header, "shopify"],
    [readFixture("shopify-legacy-export.csv").header, "shopify-legacy"],
    [readFixture("woocommerce-export.csv").header, "woocommerce"],
    [WOO.split(","), "woocommerce"],
    [[...OWN_HEADER], "own"],
    [["\uFEFFhandle", ...OWN_HEADER.slice(1)], "own"],
    [["Nom", "Prix", "Stock"], undefined],
    [["Handle", "Title"], undefined],
  ])("%j is %j", (header, format) => expect(detectFormat(header)).toBe(format));

  it("passes the shop's own file through unchanged", () => {
    const file = { header: [...OWN_HEADER], records: [{ line: 2, cells: OWN_HEADER.map(() => "x") }] };
    expect(translateCatalogueFile(file, { categories })).toEqual({
      format: "own",
      header: file.header,
      rows: file.records,
      errors: [],
    });
  });
});

describe.each([
  ["shopify-legacy-export.csv", "shopify-legacy"],
  ["shopify-export.csv", "shopify"],
])("Shopify's export %s", (fixture, format) => {
  const result = translate(readFixture(fixture));

  it("becomes one row per variant, nothing refused", () => {
    expect(result.format).toBe(format);
    expect(result.errors).toEqual([]);
    expect(result.header).toEqual([...OWN_HEADER]);
    expect(result.rows.map((row) => [row.line, row.handle, row.color_fr, row.size, row.sku])).toEqual([
      [2, "maillot-entrainement", "Rouge", "M", "MAI-ROU-M"],
      // The first description holds a line break: the file's lines, not its records, are counted.
      [4, "maillot-entrainement", "Rouge", "L", "MAI-ROU-L"],
      [5, "maillot-entrainement", "Bleu nuit", "M", "MAI-BLE-M"],
      [6, "maillot-entrainement", "Bleu nuit", "L", "MAI-BLE-L"],
      // Line 7 only adds a picture. The shoes give the size first (Pointure) and the colour second (Color).
      [8, "baskets-course-eclair", "Noir", "41", "ECL-NOI-41"],
      [9, "baskets-course-eclair", "Noir", "42", "ECL-NOI-42"],
      [10, "baskets-course-eclair", "Blanc", "42", "ECL-BLA-42"],
    ]);
  });

  it("keeps the product on every row (continuation rows have no title), status, categories and stock", () => {
    for (const row of result.rows.slice(0, 4)) {
      expect(row.title_fr).toBe("Maillot d'entraînement Rafale");
      expect(row.status).toBe("published");
      // Type « T-shirts » first, then the tags « homme » and « sport »; « nouveauté » matches no category of the shop.
      expect(row.categories).toBe("t-shirts|homme|sport");
    }
    expect(result.rows[4]!.categories).toBe("chaussures|homme");
    expect(result.rows.map((row) => row.stock)).toEqual(["12", "8", "5", "0", "3", "6", "2"]);
    expect(result.rows.map((row) => row.ean)).toEqual([
      "6130000000017",
      "6130000000024",
      "",
      "",
      "6130000000031",
      "",
      "",
    ]);
  });

  it("turns a compare-at price above the price into price and promo price; decimals with a comma or a point", () => {
    expect(result.rows.map((row) => [row.price, row.promo_price])).toEqual([
      ["3500", "2900"],
      ["3500", "2900"],
      ["2900", ""],
      ["2900", ""],
      ["8900", ""],
      ["8900", ""],
      ["9900", "8900"],
    ]);
  });

  it("writes the descriptions as plain text, the script dropped", () => {
    expect(result.rows[0]!.description_fr).toBe(
      "Maillot léger en polyester respirant.\n\nCoupe ajustée, col rond : idéal pour l'entraînement\nLavable à 30 °C.",
    );
    expect(result.rows[4]!.description_fr).toBe(
      "Baskets de course Éclair\n\n• Semelle amortissante\n\n• Tige en mesh\n\nPoids : 280 g & plus",
    );
    expect(result.rows[4]!.description_fr).not.toContain("alert");
  });

  it("gives each colour a stable number and its pictures on its first row: the variant's first, then the product's by position", () => {
    const image = (name: string) => `https://cdn.shopify.com/s/files/1/0612/3456/7890/files/${name}`;
    expect(result.rows.map((row) => row.color_no)).toEqual([
      ...Array(2).fill(colourNumber("maillot-entrainement", "Rouge")),
      ...Array(2).fill(colourNumber("maillot-entrainement", "Bleu nuit")),
      ...Array(2).fill(colourNumber("baskets-course-eclair", "Noir")),
      colourNumber("baskets-course-eclair", "Blanc"),
    ]);
    expect(result.rows.map((row) => row.images.split("|").filter(Boolean))).toEqual([
      [
        image("maillot-rouge-face.jpg?v=1712345678"),
        image("maillot-dos.jpg?v=1712345679"),
        image("maillot-detail-col.jpg?v=1712345681"),
      ],
      [],
      [image("maillot-bleu-face.jpg?v=1712345680")],
      [],
      [image("eclair-noir.jpg?v=1712345690"), image("eclair-semelle.jpg?v=1712345691")],
      [],
      [image("eclair-blanc.jpg?v=1712345692")],
    ]);
  });

  it("translates the same file to the same rows twice", () => {
    expect(translate(readFixture(fixture)).rows).toEqual(result.rows);
  });
});

describe("WooCommerce's export", () => {
  const result = translate(readFixture("woocommerce-export.csv"));
  const upload = (name: string) => `https://boutique.example.dz/wp-content/uploads/2025/03/${name}`;

  it("becomes one row per variation (found by id:… or the parent's SKU) and per simple product", () => {
    expect(result.format).toBe("woocommerce");
    expect(result.errors).toEqual([]);
    expect(
      result.rows.map((row) => [
        row.line,
        row.handle,
        row.color_fr,
        row.size,
        row.sku,
        row.price,
        row.promo_price,
        row.stock,
      ]),
    ).toEqual([
      [4, "survetement-rafale", "Noir", "S", "SURV-NOI-S", "7500", "6900", "4"],
      [5, "survetement-rafale", "Noir", "M", "SURV-NOI-M", "7500", "", "7"],
      [6, "survetement-rafale", "Vert olive", "S", "SURV-VER-S", "7500", "", "2"],
      [7, "survetement-rafale", "Vert olive", "M", "SURV-VER-M", "7500", "", "0"],
      [9, "short-de-running-trail", "Gris", "40", "SHORT-GRI-40", "2400", "", "10"],
      [10, "short-de-running-trail", "Gris", "42", "SHORT-GRI-42", "2400", "", ""],
      [11, "casquette-rafale", "Blanc", "Unique", "CASQ-BLA", "1500", "", "25"],
    ]);
  });

  it("reads the product from the parent: name with entities decoded, status, categories' last level, description as text", () => {
    const [survetement, , , , short, , casquette] = result.rows;
    expect(survetement).toMatchObject({
      title_fr: "Survêtement Rafale",
      status: "published",
      categories: "survetements|sport",
      description_fr: "Veste zippée et pantalon assorti.\n\nTissu « softshell » déperlant.\nPoches zippées.",
      ean: "6130000000109",
      promo_start: "2026-12-01 00:00",
      promo_end: "2026-12-31 23:59",
    });
    expect(short).toMatchObject({
      title_fr: "Short de running & trail",
      status: "draft",
      categories: "sport",
    });
    expect(casquette).toMatchObject({ categories: "accessoires", images: upload("casquette.jpg") });
  });

  it("puts a variation's picture on its colour, the parent's others on the first colour", () => {
    expect(result.rows.map((row) => row.images)).toEqual([
      `${upload("survetement-noir.jpg")}|${upload("survetement-detail.jpg")}`,
      "",
      upload("survetement-vert.jpg"),
      "",
      upload("short-gris.jpg"),
      "",
      upload("casquette.jpg"),
    ]);
  });
});

describe("what cannot be mapped is named by line and column, never guessed", () => {
  it.each([
    [
      "an unknown third option",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,Matière,Coton,S1,1,100,,,,,active"],
      [
        {
          line: 2,
          column: "Option3 Name",
          message: expect.stringContaining("« Matière » n’est ni une couleur ni une taille"),
        },
      ],
    ],
    [
      "a variant without a size",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,,,,,S1,1,100,,,,,active"],
      [
        {
          line: 2,
          column: "Option2 Value",
          message: "Cette variante n’a pas de taille : ajoutez une option Taille.",
        },
      ],
    ],
    [
      "a variant without a colour (Shopify's Default Title)",
      ["p,Maillot,,T-shirts,,TRUE,Title,Default Title,,,,,S1,1,100,,,,,active"],
      [
        {
          line: 2,
          column: "Option1 Value",
          message: "Cette variante n’a pas de couleur : ajoutez une option Couleur.",
        },
        {
          line: 2,
          column: "Option2 Value",
          message: "Cette variante n’a pas de taille : ajoutez une option Taille.",
        },
      ],
    ],
    [
      "a price that is not a number",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,deux mille,,,,,active"],
      [
        {
          line: 2,
          column: "Variant Price",
          message: "Le prix « deux mille » n’est pas un nombre de dinars (par exemple 2500 ou 2500,00).",
        },
      ],
    ],
    [
      "centimes",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,,2500.50,,,,active"],
      [
        { line: 2, column: "Variant Price", message: "Le prix de cette variante manque." },
        { line: 2, column: "Variant Compare At Price", message: expect.stringContaining("« 2500.50 »") },
      ],
    ],
    [
      "a negative stock",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,-3,100,,,,,active"],
      [
        {
          line: 2,
          column: "Variant Inventory Qty",
          message: "Le stock « -3 » n’est pas un nombre entier positif.",
        },
      ],
    ],
    [
      "a type matching no category",
      ["p,Maillot,,Vestes de pluie,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,100,,,,,active"],
      [
        {
          line: 2,
          column: "Type",
          message: expect.stringContaining("« Vestes de pluie » ne correspond à aucune catégorie"),
        },
      ],
    ],
    [
      "an unknown status",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,100,,,,,pending"],
      [{ line: 2, column: "Status", message: expect.stringContaining("« pending »") }],
    ],
    [
      "a continuation row before its product",
      ["q,,,,,,,Bleu,,L,,,S2,1,100,,,,,"],
      [{ line: 2, column: "Title", message: expect.stringContaining("continue le produit « q »") }],
    ],
    [
      "the same colour and size twice",
      [
        "p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,100,,,,,active",
        "p,,,,,,,rouge,,m,,,S2,1,100,,,,,",
      ],
      [
        {
          line: 3,
          column: "Option2 Value",
          message: "La couleur « rouge » en taille « m » est déjà donnée ligne 2.",
        },
      ],
    ],
    [
      "a picture that is not an http(s) address",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,100,,,file:///etc/passwd,1,active"],
      [{ line: 2, column: "Image Src", message: expect.stringContaining("« file:///etc/passwd »") }],
    ],
    [
      "a barcode that is not an EAN-13",
      ["p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,100,,12345,,,active"],
      [{ line: 2, column: "Variant Barcode", message: expect.stringContaining("« 12345 »") }],
    ],
  ])("Shopify: %s", (_, lines, errors) => {
    const result = translate(csv([LEGACY, ...lines]));
    expect(result.errors).toEqual(errors);
    expect(result.rows).toEqual([]);
  });

  it("Shopify: more colours than the shop takes", () => {
    const lines = Array.from({ length: 31 }, (_, i) =>
      i === 0
        ? "p,Maillot,,T-shirts,,TRUE,Couleur,C0,Taille,M,,,S0,1,100,,,,,active"
        : `p,,,,,,,C${i},,M,,,S${i},1,100,,,,,`,
    );
    expect(translate(csv([LEGACY, ...lines])).errors).toEqual([
      { line: 2, column: "Option1 Value", message: "Ce produit a plus de 30 couleurs." },
    ]);
  });

  it("Shopify: more pictures on a colour than the shop takes", () => {
    const lines = Array.from({ length: 13 }, (_, i) =>
      i === 0
        ? "p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S0,1,100,,,https://cdn.example/0.jpg,1,active"
        : `p,,,,,,,,,,,,,,,,,https://cdn.example/${i}.jpg,${i + 1},`,
    );
    expect(translate(csv([LEGACY, ...lines])).errors).toEqual([
      { line: 2, column: "Image Src", message: "La couleur « Rouge » a plus de 12 photos." },
    ]);
  });

  it("Shopify: one bad product keeps only itself out, the others are translated", () => {
    const result = translate(
      csv([
        LEGACY,
        "p,Maillot,,T-shirts,,TRUE,Couleur,Rouge,Taille,M,,,S1,1,abc,,,,,active",
        "q,Short,,T-shirts,,FALSE,Couleur,Gris,Taille,L,,,S2,4,1200,,,,,",
      ]),
    );
    expect(result.errors.map((error) => [error.line, error.column])).toEqual([[2, "Variant Price"]]);
    expect(result.rows.map((row) => [row.line, row.handle, row.status])).toEqual([[3, "q", "draft"]]);
  });

  it.each([
    [
      "a variation whose parent is not in the file",
      ["2,variation,V1,X,1,,100,,1,,,id:99,Couleur,Rouge,Taille,M,,"],
      [
        {
          line: 2,
          column: "Parent",
          message: "Le produit parent « id:99 » de cette variation n’est pas dans le fichier.",
        },
      ],
    ],
    [
      "a grouped product",
      ["1,grouped,G1,Lot,1,,,,,Sport,,,,,,,,"],
      [{ line: 2, column: "Type", message: expect.stringContaining("« grouped »") }],
    ],
    [
      "an attribute that is neither a colour nor a size",
      [
        "1,variable,P1,Veste,1,,,,,Sport,,,Couleur,Rouge,Taille,M,Matière,Coton",
        "2,variation,V1,Veste - Rouge,1,,100,,1,,,id:1,Couleur,Rouge,Taille,M,,",
      ],
      [{ line: 2, column: "Attribute 3 name", message: expect.stringContaining("« Matière »") }],
    ],
    [
      "a category matching none of the shop's",
      ["1,simple,P1,Veste,1,,100,,1,Femme > Robes,,,Couleur,Rouge,Taille,M,,"],
      [{ line: 2, column: "Categories", message: expect.stringContaining("« Femme > Robes »") }],
    ],
    [
      "a simple product with two colours",
      ['1,simple,P1,Veste,1,,100,,1,Sport,,,Couleur,"Rouge, Bleu",Taille,M,,'],
      [
        {
          line: 2,
          column: "Attribute 1 value(s)",
          message: "L’option « Couleur » est donnée deux fois pour cette variante.",
        },
      ],
    ],
    [
      "a sale price that is not a number",
      ["1,simple,P1,Veste,1,,100,moins cher,1,Sport,,,Couleur,Rouge,Taille,M,,"],
      [{ line: 2, column: "Sale price", message: expect.stringContaining("« moins cher »") }],
    ],
    [
      "a variable product without variations",
      ["1,variable,P1,Veste,1,,,,,Sport,,,Couleur,Rouge,Taille,M,,"],
      [{ line: 2, column: "Type", message: "Ce produit n’a aucune variante (ni couleur ni taille)." }],
    ],
  ])("WooCommerce: %s", (_, lines, errors) => {
    const result = translate(csv([WOO, ...lines]));
    expect(result.errors).toEqual(errors);
    expect(result.rows).toEqual([]);
  });
});
