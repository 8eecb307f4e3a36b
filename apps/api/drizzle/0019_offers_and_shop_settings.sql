CREATE TABLE "settings_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"subject_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"brand_name" text NOT NULL,
	"phone" text,
	"email" text,
	"facebook_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"returns_portal_url" text,
	"free_delivery_from" integer,
	"free_delivery_methods" text DEFAULT 'both' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_singleton_check" CHECK ("shop_settings"."singleton"),
	CONSTRAINT "shop_settings_free_delivery_check" CHECK ("shop_settings"."free_delivery_from" > 0),
	CONSTRAINT "shop_settings_free_delivery_methods_check" CHECK ("shop_settings"."free_delivery_methods" in ('home', 'stopdesk', 'both'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings_events" ADD CONSTRAINT "settings_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_events_area_idx" ON "settings_events" USING btree ("area","id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_window_check" CHECK ("offers"."starts_at" < "offers"."ends_at");--> statement-breakpoint
-- The storefront keeps the offers' answer (and the shop's details) with the catalogue's and forgets them when the
-- catalogue's version moves (decision 0065); a change of an offer, of free delivery or of the shop's details moves it,
-- logged as touching no product (migration 0016), so every storefront shows it within two seconds (decision 0068).
CREATE TRIGGER "offers_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_for_no_product"();--> statement-breakpoint
CREATE TRIGGER "shop_settings_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_for_no_product"();
