CREATE TABLE "category_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer,
	"product_id" integer,
	"label" text NOT NULL,
	"price_before" integer,
	"price_after" integer,
	"promo_before" integer,
	"promo_after" integer,
	"source" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
-- A product not published until now becomes a draft; then `is_published` is written by PostgreSQL from the status.
UPDATE "products" SET "status" = 'draft' WHERE NOT "is_published";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_published";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_published" boolean GENERATED ALWAYS AS (status = 'published') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "handle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "planned_promo_price" integer;--> statement-breakpoint
UPDATE "skus" SET "planned_promo_price" = "promo_price" WHERE "promo_price" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "promo_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "promo_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "image_alts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_created_idx" ON "price_changes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_events_product_idx" ON "product_events" USING btree ("product_id","id");--> statement-breakpoint
-- The handle a product gets when none is given: its French title's slug, then its id (unique with it).
CREATE FUNCTION "shop_slug"(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(BOTH '-' FROM regexp_replace(
    lower(translate(title, 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ',
                           'aaaaaaceeeeiiiinooooouuuuyyoaAAAAAACEEEEIIIINOOOOOUUUUYY')),
    '[^a-z0-9]+', '-', 'g')), ''), 'produit')
$$;--> statement-breakpoint
CREATE FUNCTION "fill_product_handle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."handle" = '' THEN
    NEW."handle" := left("shop_slug"(NEW."title_fr"), 80) || '-' || NEW."id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_fill_handle" BEFORE INSERT OR UPDATE OF "handle" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "fill_product_handle"();--> statement-breakpoint
UPDATE "products" SET "handle" = '';--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_key" ON "products" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_sku_key" ON "skus" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'published', 'archived'));
--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_promo_window_check" CHECK ("promo_start" IS NULL OR "promo_end" IS NULL OR "promo_start" < "promo_end");--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_planned_promo_check" CHECK ("planned_promo_price" IS NULL OR ("planned_promo_price" >= 0 AND "planned_promo_price" < "price"));--> statement-breakpoint
-- A size switched off or on changes what shoppers can buy, as a size selling out or coming back does (the stock
-- answers are told by the skus' update triggers of migration 0010).
CREATE TRIGGER "skus_active_change" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active" AND NEW."stock" > 0)
  EXECUTE FUNCTION "record_stock_change"();--> statement-breakpoint
-- Every API process listens on "catalog_changed" and forgets what it built from the catalogue when the version moves,
-- so a change made in the back office is served by all of them at once instead of when their caches expire.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
