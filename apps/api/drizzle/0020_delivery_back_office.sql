CREATE TABLE "delivery_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"summary" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stop_desks" ADD COLUMN "commune_id" integer;--> statement-breakpoint
ALTER TABLE "stop_desks" ADD COLUMN "courier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_changes" ADD CONSTRAINT "delivery_changes_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_changes_created_idx" ON "delivery_changes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stop_desks" ADD CONSTRAINT "stop_desks_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The storefront keeps the delivery fee grid it shows with the catalogue's answers and forgets them when the
-- catalogue's version moves (decision 0065): a fee or an agency changed in the back office moves it, as an
-- announcement does, without touching any product (migration 0016), so every storefront follows within two seconds.
CREATE TRIGGER "delivery_fees_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_fees"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_for_no_product"();--> statement-breakpoint
CREATE TRIGGER "stop_desks_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stop_desks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_for_no_product"();
