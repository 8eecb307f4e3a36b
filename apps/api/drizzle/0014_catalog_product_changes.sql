CREATE TABLE "catalog_product_changes" (
	"version" bigint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "catalog_product_changes_version_product_id_pk" PRIMARY KEY("version","product_id")
);
--> statement-breakpoint
CREATE INDEX "catalog_product_changes_product" ON "catalog_product_changes" USING btree ("product_id","version");--> statement-breakpoint
CREATE INDEX "product_documents_version_idx" ON "product_documents" USING btree ("catalog_version");--> statement-breakpoint
CREATE INDEX "variation_links_linked_idx" ON "variation_links" USING btree ("linked_variation_id");--> statement-breakpoint
-- Every statement that moves the catalogue version names the products it touched, under that version and the lock
-- of the one catalog_version row (the versions commit in order, without gaps): an API process then rebuilds its
-- product index and writes the product documents for those products only, where it loaded and wrote all of them
-- (seconds at 100,000 products). The products whose « Ensemble » links show a changed product are named too (their
-- pages show its title and pictures). Called with the columns naming the products (`id`, `product_id`) or their
-- colours (`variation_id`, `linked_variation_id`) in the statement's rows; without any (categories, names of facet
-- values), or for a table emptied, it names product 0: everything is built again. A statement that named no product
-- (an update matching no row, sizes removed with their colour) is noted as -1. The 10,000 latest versions are kept.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
  keys integer[] := '{}';
  ids integer[];
  found integer[];
  column_name text;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 RETURNING "version" INTO changed;
  IF TG_OP = 'TRUNCATE' OR TG_NARGS = 0 THEN
    ids := ARRAY[0];
  ELSE
    IF TG_LEVEL = 'ROW' THEN
      keys := ARRAY[NEW."variation_id", OLD."variation_id"];
    ELSE
      FOREACH column_name IN ARRAY TG_ARGV LOOP
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          EXECUTE format('SELECT array_agg(DISTINCT %I) FROM "new_rows"', column_name) INTO found;
          keys := keys || coalesce(found, '{}');
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          EXECUTE format('SELECT array_agg(DISTINCT %I) FROM "old_rows"', column_name) INTO found;
          keys := keys || coalesce(found, '{}');
        END IF;
      END LOOP;
    END IF;
    IF TG_ARGV[0] = 'variation_id' OR TG_LEVEL = 'ROW' THEN
      ids := ARRAY(SELECT DISTINCT "product_id" FROM "variations" WHERE "id" = ANY(keys));
    ELSE
      ids := ARRAY(SELECT DISTINCT unnest(keys));
    END IF;
    ids := ids || ARRAY(
      SELECT DISTINCT o."product_id" FROM "variations" v
        JOIN "variation_links" l ON l."linked_variation_id" = v."id"
        JOIN "variations" o ON o."id" = l."variation_id"
       WHERE v."product_id" = ANY(ids));
    IF cardinality(ids) = 0 THEN ids := ARRAY[-1]; END IF;
  END IF;
  INSERT INTO "catalog_product_changes" ("version", "product_id")
    SELECT DISTINCT changed, id FROM unnest(ids) AS id WHERE id IS NOT NULL;
  DELETE FROM "catalog_product_changes" WHERE "version" <= changed - 10000;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The statement triggers read the rows touched from transition tables, one trigger per event (PostgreSQL allows
-- transition tables on single-event triggers only); TRUNCATE keeps its own trigger.
DROP TRIGGER "products_catalog_version" ON "products";--> statement-breakpoint
DROP TRIGGER "variations_catalog_version" ON "variations";--> statement-breakpoint
DROP TRIGGER "product_categories_catalog_version" ON "product_categories";--> statement-breakpoint
DROP TRIGGER "skus_catalog_version" ON "skus";--> statement-breakpoint
DROP TRIGGER "variation_links_catalog_version" ON "variation_links";--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN SELECT * FROM (VALUES
      ('products', '''id''', true), ('variations', '''product_id''', true),
      ('product_categories', '''product_id''', true), ('skus', '''variation_id''', false),
      ('variation_links', '''variation_id'', ''linked_variation_id''', true)) AS t(name, args, updates)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"(%s)',
                   target.name || '_inserted_catalog_version', target.name, target.args);
    IF target.updates THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
                     'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"(%s)',
                     target.name || '_updated_catalog_version', target.name, target.args);
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"(%s)',
                   target.name || '_deleted_catalog_version', target.name, target.args);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"()',
                   target.name || '_truncated_catalog_version', target.name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The sizes' updates that move the version (their size, colour, prices, EAN, order) keep their row triggers
-- (migrations 0007 and 0009), which now name their colour's product: new argument, same conditions.
DROP TRIGGER "skus_listing_catalog_version" ON "skus";--> statement-breakpoint
CREATE TRIGGER "skus_listing_catalog_version" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN (OLD."size" IS DISTINCT FROM NEW."size" OR OLD."variation_id" IS DISTINCT FROM NEW."variation_id"
                     OR OLD."price" IS DISTINCT FROM NEW."price" OR OLD."promo_price" IS DISTINCT FROM NEW."promo_price")
  EXECUTE FUNCTION "bump_catalog_version"('variation_id');--> statement-breakpoint
DROP TRIGGER "skus_detail_catalog_version" ON "skus";--> statement-breakpoint
CREATE TRIGGER "skus_detail_catalog_version" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN (OLD."ean" IS DISTINCT FROM NEW."ean" OR OLD."position" IS DISTINCT FROM NEW."position")
  EXECUTE FUNCTION "bump_catalog_version"('variation_id');--> statement-breakpoint
-- Documents written before the log starts cannot be told apart from current ones by it: only those of the current
-- version are kept (the others no longer held anyway).
DELETE FROM "product_documents" WHERE "catalog_version" <> (SELECT "version" FROM "catalog_version");
