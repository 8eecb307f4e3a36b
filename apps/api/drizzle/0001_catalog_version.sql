CREATE TABLE "catalog_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_singleton_check" CHECK ("catalog_version"."singleton")
);
--> statement-breakpoint
INSERT INTO "catalog_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "variations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "skus_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- Selling and restocking change the index only when a size goes out of stock or comes back.
CREATE TRIGGER "skus_stock_catalog_version" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN ((OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0) OR OLD."size" IS DISTINCT FROM NEW."size")
  EXECUTE FUNCTION "bump_catalog_version"();
