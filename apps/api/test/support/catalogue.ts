import { eanCheckDigit } from "@shop/domain/catalogue";
import type { ProductEditor, ProductFieldsInput } from "@shop/domain/contract/admin-catalogue";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";
import type { Reply } from "./shopper.js";
import type { StaffClient } from "./staff.js";

let counter = 0;
/** A word no product of the demo has, so search finds only the product a test made: « zephyrin3k1 ». */
export const uniqueWord = (stem = "zephyrin") => `${stem}${(Date.now() % 1_000_000).toString(36)}${(counter++).toString(36)}`;

/** A colour number no colour has: 14 digits starting with 9 (the demo's have 7). */
export const uniqueColorNo = () => `9${String(Date.now() % 10_000_000_000).padStart(10, "0")}${String(counter++ % 1000).padStart(3, "0")}`;

/** A valid EAN-13 with the prefix 376 (never the demo's 200 nor the editor's internal 2…), unique in this run. */
export function uniqueEan(): string {
  const first12 = `376${String(Date.now() % 1_000_000).padStart(6, "0")}${String(counter++ % 1000).padStart(3, "0")}`;
  return `${first12}${eanCheckDigit(first12)}`;
}

/** A category's id by its slug. */
export async function categoryId(db: Db, slug: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`select id from categories where slug = ${slug}`);
  if (!result.rows[0]) throw new Error(`no category ${slug}`);
  return result.rows[0].id;
}

/** A product form filled in: a men's running jacket under Vestes (primary) and Sports › Running › Vêtements. */
export async function productForm(db: Db, overrides: Partial<ProductFieldsInput> = {}): Promise<ProductFieldsInput> {
  const vestes = await categoryId(db, "homme-vetements-vestes");
  const running = await categoryId(db, "sports-running-vetements");
  return {
    titleFr: `Veste ${uniqueWord()} Sprint`,
    titleAr: `سترة ${uniqueWord("زفير")}`,
    descriptionFr: "Une veste légère pour courir par temps frais.",
    descriptionAr: "سترة خفيفة للجري في الطقس البارد.",
    categoryIds: [vestes, running],
    primaryCategoryId: vestes,
    facets: {
      gender: "Homme",
      ageGroup: "Adultes",
      articleType: "Vestes",
      division: "Vêtements",
      activity: "Running",
      attributes: { manches: "Manches longues" },
    },
    ...overrides,
  };
}

/** Creates a product through the API; fails the test unless it is created. */
export async function createProduct(client: StaffClient, form: ProductFieldsInput): Promise<ProductEditor> {
  const reply = await client.post("/api/admin/products", form);
  if (reply.status !== 201) throw new Error(`create product: ${reply.status} ${reply.raw}`);
  return reply.body as ProductEditor;
}

/** Adds a colour with its sizes through the API; returns the product as the editor then loads it. */
export async function addColour(
  client: StaffClient,
  product: { id: number; revision: number },
  colour: { nameFr: string; nameAr?: string; hex?: string; searchColor?: string; sizes: string[]; price: number; colorNo?: string },
): Promise<ProductEditor> {
  const reply = await client.post(`/api/admin/products/${product.id}/colours`, {
    colorNo: colour.colorNo ?? uniqueColorNo(),
    nameFr: colour.nameFr,
    nameAr: colour.nameAr ?? "",
    hex: colour.hex ?? "#111111",
    searchColor: colour.searchColor ?? colour.nameFr,
    sizes: colour.sizes,
    price: colour.price,
    revision: product.revision,
  });
  if (reply.status !== 201) throw new Error(`add colour: ${reply.status} ${reply.raw}`);
  return reply.body as ProductEditor;
}

export const put = (client: StaffClient, url: string, body: unknown): Promise<Reply> => client.request("PUT", url, body);
export const remove = (client: StaffClient, url: string, body: unknown): Promise<Reply> => client.request("DELETE", url, body);

type EditorSku = ProductEditor["colours"][number]["skus"][number];

/** A colour of the editor as the grid saves it back, sizes changed by `edit`. */
export function gridOf(
  product: ProductEditor,
  colourIndex: number,
  edit: (sku: EditorSku, index: number) => Partial<EditorSku> & { promoPrice?: number | null } = () => ({}),
) {
  const colour = product.colours[colourIndex]!;
  return {
    colorNo: colour.colorNo,
    nameFr: colour.nameFr,
    nameAr: colour.nameAr,
    hex: colour.hex,
    searchColor: colour.searchColor,
    revision: product.revision,
    skus: colour.skus.map((sku, index) => {
      const row = { ...sku, ...edit(sku, index) };
      return {
        id: row.id,
        size: row.size,
        ean: row.ean,
        sku: row.sku ?? "",
        price: row.price,
        promoPrice: row.promoPrice,
        promoStart: row.promoStart,
        promoEnd: row.promoEnd,
        stock: row.stock,
        loadedStock: sku.stock,
        active: row.active,
      };
    }),
  };
}
