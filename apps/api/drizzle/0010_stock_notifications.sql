-- Every change of a size's stock, or of which sizes a product has, is told to the API processes listening on
-- "product_stock" (LISTEN), with the products it concerns: they hold stock answers only until told
-- (modules/catalog/stock-held.ts). A statement that touches more than 200 products sends "*": forget them all.
-- PostgreSQL delivers the notification when the transaction commits, and not at all when it rolls back.
CREATE FUNCTION "notify_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  products integer;
BEGIN
  SELECT string_agg(DISTINCT v."product_id"::text, ','), count(DISTINCT v."product_id")::integer INTO ids, products
    FROM "changed_skus" s JOIN "variations" v ON v."id" = s."variation_id";
  IF products > 200 THEN
    PERFORM pg_notify('product_stock', '*');
  ELSIF products > 0 THEN
    PERFORM pg_notify('product_stock', ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "skus_stock_inserted" AFTER INSERT ON "skus"
  REFERENCING NEW TABLE AS "changed_skus" FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_change"();
--> statement-breakpoint
CREATE TRIGGER "skus_stock_updated_old" AFTER UPDATE ON "skus"
  REFERENCING OLD TABLE AS "changed_skus" FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_change"();
--> statement-breakpoint
CREATE TRIGGER "skus_stock_updated_new" AFTER UPDATE ON "skus"
  REFERENCING NEW TABLE AS "changed_skus" FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_change"();
--> statement-breakpoint
CREATE TRIGGER "skus_stock_deleted" AFTER DELETE ON "skus"
  REFERENCING OLD TABLE AS "changed_skus" FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_all_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('product_stock', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "skus_stock_truncated" AFTER TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_stock"();
--> statement-breakpoint
-- A size's variation moved to another product, or a variation deleted with its sizes: both products' answers change.
CREATE TRIGGER "variations_stock_changed" AFTER UPDATE OF "product_id" OR DELETE ON "variations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_stock"();
