import { describe, expect, it } from "vitest";
import { LEGACY, WOO, csv, translate } from "./support/foreign-files.js";

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
