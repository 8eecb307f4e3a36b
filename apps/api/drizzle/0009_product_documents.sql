CREATE TABLE "product_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"catalog_version" bigint NOT NULL,
	"gzip" "bytea" NOT NULL
);
--> statement-breakpoint
-- What else a product document shows moves the catalogue version too, so that a document written before no longer
-- holds: the categories, the « Ensemble » links, a size's EAN and order, and the Arabic names of sizes and
-- characteristics.
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "variation_links_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variation_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "facet_value_names_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facet_value_names"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "skus_detail_catalog_version" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN (OLD."ean" IS DISTINCT FROM NEW."ean" OR OLD."position" IS DISTINCT FROM NEW."position")
  EXECUTE FUNCTION "bump_catalog_version"();
