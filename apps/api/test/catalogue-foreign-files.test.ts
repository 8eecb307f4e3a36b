import { describe, expect, it } from "vitest";
import {
  OWN_HEADER,
  translateCatalogueFile,
  detectFormat,
} from "../src/modules/catalogue-files/foreign/index.js";
import { colourNumber } from "../src/modules/catalogue-files/foreign/text.js";
import { readFixture } from "./support/csv-records.js";
import { LEGACY, WOO, categories, translate } from "./support/foreign-files.js";

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
