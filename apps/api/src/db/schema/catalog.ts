import { DISCOUNT_TYPES, PRODUCT_STATUSES } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** A node of the navigation tree: depth 1 (top level) to 3. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    depth: smallint("depth").notNull(),
    /** Non-clickable third-level entries render as headings in the menu. */
    isClickable: boolean("is_clickable").notNull().default(true),
    /** Featured links (Promos, Last Chance, Nouveautés…) hang under a top-level category but are shown apart. */
    isFeatured: boolean("is_featured").notNull().default(false),
    position: integer("position").notNull().default(0),
    description: text("description"),
  },
  (t) => [
    uniqueIndex("categories_slug_key").on(t.slug),
    index("categories_parent_idx").on(t.parentId, t.position),
    check("categories_depth_check", sql`${t.depth} between 1 and 3`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    titleFr: text("title_fr").notNull(),
    titleAr: text("title_ar").notNull(),
    descriptionFr: text("description_fr").notNull(),
    /** The description in Arabic; empty when the merchant wrote it only in French (the French one is shown). */
    descriptionAr: text("description_ar").notNull().default(""),
    articleType: text("article_type").notNull(),
    gender: text("gender").notNull(),
    ageGroup: text("age_group").notNull(),
    division: text("division").notNull(),
    /** Activity (sport) — the `rbu` facet. */
    activity: text("activity").notNull(),
    /** Other facet attributes of the spec (surface, manches, longueur, cou, team…), keyed by facet key. */
    attributes: jsonb("attributes").$type<Record<string, string>>().notNull().default({}),
    /** Lowest SKU price and lowest promotional price, recomputed from the SKUs whenever they are written. */
    price: integer("price").notNull(),
    promoPrice: integer("promo_price"),
    /** Lowest price a shopper pays (promo or regular): used to sort and filter by price. */
    salePrice: integer("sale_price").notNull(),
    /** draft (never shown to shoppers), published, or archived (its address answers 301 to its primary category). */
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("published"),
    /** What the storefront's reads filter on, written by PostgreSQL from `status`. */
    isPublished: boolean("is_published").generatedAlwaysAs(sql`status = 'published'`),
    /**
     * The product's name in files and tools, made from the French title (unique). An insert that leaves it empty gets
     * the French title's slug and the id (trigger of migration 0011).
     */
    handle: text("handle").notNull().default(""),
    seoTitleFr: text("seo_title_fr").notNull().default(""),
    seoTitleAr: text("seo_title_ar").notNull().default(""),
    seoDescriptionFr: text("seo_description_fr").notNull().default(""),
    seoDescriptionAr: text("seo_description_ar").notNull().default(""),
    /** Moves at every save from the back office: a save made on an older version is refused (two staff, one product). */
    revision: integer("revision").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text("updated_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Unaccented, lower-cased French and Arabic titles and category names (written by the catalogue module). */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (t) => [
    index("products_search_idx").using("gin", t.searchVector),
    index("products_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("products_sale_price_idx").on(t.salePrice, t.id),
    uniqueIndex("products_handle_key").on(t.handle),
    index("products_status_idx").on(t.status, t.id),
    check("products_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
    check("products_price_check", sql`${t.price} >= 0 and (${t.promoPrice} is null or ${t.promoPrice} >= 0)`),
  ],
);

/** Every category a product is listed under, ancestors included, so a category page is one index lookup. */
export const productCategories = pgTable(
  "product_categories",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    /** The category's hand order of its products, lowest first; null for a product not placed by hand. */
    position: integer("position"),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index("product_categories_product_idx").on(t.productId),
  ],
);

export const variations = pgTable(
  "variations",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Globally unique colour number, shown to shoppers as « Numéro de style ». */
    colorNo: text("color_no").notNull(),
    colorName: text("color_name").notNull(),
    /** The colour's name in Arabic; empty when only the French one is written. */
    colorNameAr: text("color_name_ar").notNull().default(""),
    colorHex: text("color_hex").notNull(),
    /** Colour family used by the `searchColor` facet. */
    searchColor: text("search_color").notNull(),
    style: text("style").notNull(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /** The pictures' alternative texts, in the order of `images`: `{ fr, ar }` each (empty strings when not written). */
    imageAlts: jsonb("image_alts").$type<{ fr: string; ar: string }[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("variations_color_no_key").on(t.colorNo),
    index("variations_product_idx").on(t.productId, t.position),
    index("variations_search_color_idx").on(t.searchColor, t.productId),
  ],
);

/** Variations sold together as an « Ensemble » (a jacket and its trousers). Stored in both directions. */
export const variationLinks = pgTable(
  "variation_links",
  {
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    linkedVariationId: integer("linked_variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
  },
  // By the linked colour too: a product's change names the products whose « Ensemble » links show it (migration 0014).
  (t) => [primaryKey({ columns: [t.variationId, t.linkedVariationId] }), index("variation_links_linked_idx").on(t.linkedVariationId)],
);

export const skus = pgTable(
  "skus",
  {
    id: serial("id").primaryKey(),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    ean: text("ean").notNull(),
    /** The merchant's own reference, unique; null when none was given (files then name the size by its EAN). */
    sku: text("sku"),
    stock: integer("stock").notNull().default(0),
    price: integer("price").notNull(),
    /** The promo price in force now: `plannedPromoPrice` within its dates, written by the server (promo-schedule.ts). */
    promoPrice: integer("promo_price"),
    /** The promo price the merchant set, and the optional window it applies in. */
    plannedPromoPrice: integer("planned_promo_price"),
    promoStart: timestamp("promo_start", { withTimezone: true }),
    promoEnd: timestamp("promo_end", { withTimezone: true }),
    /** An inactive size is not sold: its stock is kept, shoppers see it as out of stock. */
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("skus_ean_key").on(t.ean),
    uniqueIndex("skus_sku_key").on(t.sku),
    uniqueIndex("skus_variation_size_key").on(t.variationId, t.size),
    index("skus_size_idx").on(t.size, t.variationId),
    check("skus_stock_check", sql`${t.stock} >= 0`),
    check("skus_ean_check", sql`${t.ean} ~ '^[0-9]{13}$'`),
    check(
      "skus_price_check",
      sql`${t.price} >= 0 and (${t.promoPrice} is null or (${t.promoPrice} >= 0 and ${t.promoPrice} < ${t.price}))`,
    ),
  ],
);

/** The slugs a category had before it was renamed: their addresses answer 301 to the category's current one. */
export const categoryRedirects = pgTable("category_redirects", {
  slug: text("slug").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    text: text("text").notNull(),
    /** The text in Arabic; empty when the merchant wrote it only in French. */
    textAr: text("text_ar").notNull().default(""),
    bgColor: text("bg_color").notNull(),
    textColor: text("text_color").notNull(),
    position: integer("position").notNull().default(0),
    /** When it starts and stops showing (null: at once, and until switched off); the public read keeps to them. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [check("announcements_window_check", sql`${t.startsAt} < ${t.endsAt}`)],
);

/**
 * The Arabic name of a filter value. Facet values are the catalogue's French words (« Noir », « Route », « 12 ans »)
 * and stay its filter parameters in both languages; a value without a row here is shown in French.
 */
export const facetValueNames = pgTable(
  "facet_value_names",
  {
    facet: text("facet").notNull(),
    value: text("value").notNull(),
    nameAr: text("name_ar").notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value] })],
);

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** The title in Arabic; empty when the merchant wrote it only in French. */
    titleAr: text("title_ar").notNull().default(""),
    minOrderAmount: integer("min_order_amount").notNull(),
    giftSkuId: integer("gift_sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "restrict" }),
    discountType: text("discount_type", { enum: DISCOUNT_TYPES }).notNull(),
    amount: integer("amount").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** When the offer starts and stops (null: at once, and until switched off); the cart and checkout keep to them. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [
    check("offers_amount_check", sql`${t.amount} >= 0 and ${t.minOrderAmount} > 0`),
    check("offers_window_check", sql`${t.startsAt} < ${t.endsAt}`),
    check(
      "offers_discount_type_check",
      sql`${t.discountType} in ('percentage', 'fixed') and (${t.discountType} <> 'percentage' or ${t.amount} <= 100)`,
    ),
  ],
);

/**
 * One row counting the changes that alter the product index (products, their colours, sizes, prices,
 * categories), bumped by triggers (migrations 0001 and 0006): the API reloads its index only when it moved. A size
 * going out of stock or coming back moves `stockVersion` instead, and is listed in `catalog_stock_changes`: the
 * index is updated for those products only.
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    stockVersion: bigint("stock_version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalog_version_singleton_check", sql`${t.singleton}`)],
);

/**
 * The product page's answer, written ahead of the reads (decision 0036): the JSON of each published product's
 * page, gzip-compressed as the API sends it. A document holds while no change since the version it was written at
 * named its product or the whole catalogue: every change it shows (the product, its colours, sizes, prices, EANs,
 * categories, « Ensemble » links, Arabic names) moves that version (migrations 0001, 0007 and 0009) and names the
 * products it touched in `catalog_product_changes` (0014); a product read whose document no longer holds is built
 * from the tables, as before, until the documents of the changed products are written again.
 */
export const productDocuments = pgTable(
  "product_documents",
  {
    productId: integer("product_id").primaryKey(),
    catalogVersion: bigint("catalog_version", { mode: "number" }).notNull(),
    gzip: bytea("gzip").notNull(),
  },
  // The version the documents were last written at is their highest (product-documents.ts): read by key.
  (t) => [index("product_documents_version_idx").on(t.catalogVersion)],
);

/**
 * The products whose stock crossed zero (a size sold out or came back), one row per `stock_version` (written by
 * a trigger, migration 0007, under the lock of the `catalog_version` row: versions commit in order, with no gap).
 * The oldest rows are pruned as new ones come; an index older than them is loaded whole again.
 */
export const catalogStockChanges = pgTable("catalog_stock_changes", {
  stockVersion: bigint("stock_version", { mode: "number" }).primaryKey(),
  productId: integer("product_id").notNull(),
});

/**
 * The products each catalogue version changed: every statement that moves `catalog_version.version` names here,
 * under the same version, the products it touched (and those whose « Ensemble » links show them), written by the
 * statement's own trigger under the lock of the `catalog_version` row (migration 0014), so versions commit in order
 * with no gap. `product_id` 0 marks a change that is not a product's (a category, a facet value's name, a table
 * emptied): whatever was built from the catalogue is built whole again; -1 a statement that named no product (an
 * update matching no row). The oldest rows are pruned as new ones come; an index older than them is loaded whole.
 */
export const catalogProductChanges = pgTable(
  "catalog_product_changes",
  {
    version: bigint("version", { mode: "number" }).notNull(),
    productId: integer("product_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.productId] }), index("catalog_product_changes_product").on(t.productId, t.version)],
);
