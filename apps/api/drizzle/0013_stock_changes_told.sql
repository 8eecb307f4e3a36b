-- A size selling out, coming back, switched off or on is told on "catalog_changed" too: every API process then
-- applies it to its product index at once (a few products read), where listings and searches followed it only when
-- their caches expired (CATALOG_CACHE_SECONDS). Sales that leave a size in stock tell nothing here.
CREATE OR REPLACE FUNCTION "record_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE "catalog_version" SET "stock_version" = "stock_version" + 1 RETURNING "stock_version" INTO changed;
  INSERT INTO "catalog_stock_changes" ("stock_version", "product_id")
    SELECT changed, "product_id" FROM "variations" WHERE "id" = NEW."variation_id";
  DELETE FROM "catalog_stock_changes" WHERE "stock_version" <= changed - 10000;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
