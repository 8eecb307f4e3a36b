ALTER TABLE "announcements" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_window_check" CHECK ("announcements"."starts_at" < "announcements"."ends_at");--> statement-breakpoint
-- The storefront keeps the announcements' answer with the catalogue's and forgets them all when the catalogue's
-- version moves (decision 0065): a change of the top bar moves it too, so shoppers see it within two seconds.
CREATE TRIGGER "announcements_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
