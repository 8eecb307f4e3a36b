CREATE TABLE "catalog_stock_changes" (
	"stock_version" bigint PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_version" ADD COLUMN "stock_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A size selling out or coming back no longer moves "version" (a whole reload of the product index): it moves
-- "stock_version" and names the product, under the lock of the one catalog_version row, so the versions commit in
-- order and without gaps. The 10,000 latest changes are kept; an index older than them is reloaded whole.
CREATE FUNCTION "record_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  UPDATE "catalog_version" SET "stock_version" = "stock_version" + 1 RETURNING "stock_version" INTO changed;
  INSERT INTO "catalog_stock_changes" ("stock_version", "product_id")
    SELECT changed, "product_id" FROM "variations" WHERE "id" = NEW."variation_id";
  DELETE FROM "catalog_stock_changes" WHERE "stock_version" <= changed - 10000;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "skus_stock_catalog_version" ON "skus";
--> statement-breakpoint
CREATE TRIGGER "skus_stock_change" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN ((OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0))
  EXECUTE FUNCTION "record_stock_change"();
--> statement-breakpoint
-- What else of a size the index and the product cards show: its size, its variation, its prices.
CREATE TRIGGER "skus_listing_catalog_version" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN (OLD."size" IS DISTINCT FROM NEW."size" OR OLD."variation_id" IS DISTINCT FROM NEW."variation_id"
                     OR OLD."price" IS DISTINCT FROM NEW."price" OR OLD."promo_price" IS DISTINCT FROM NEW."promo_price")
  EXECUTE FUNCTION "bump_catalog_version"();
