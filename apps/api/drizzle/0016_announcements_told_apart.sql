-- An announcement changed moves the catalogue's version, so that every storefront forgets its kept top bar within two
-- seconds (migration 0015), but it changes no product: its version is logged as touching none (-1), so the API
-- processes keep their product index and product pages rather than building them all again (migration 0014).
CREATE FUNCTION "bump_catalog_version_for_no_product"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 RETURNING "version" INTO changed;
  INSERT INTO "catalog_product_changes" ("version", "product_id") VALUES (changed, -1);
  DELETE FROM "catalog_product_changes" WHERE "version" <= changed - 10000;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "announcements_catalog_version" ON "announcements";--> statement-breakpoint
CREATE TRIGGER "announcements_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_for_no_product"();
