CREATE TABLE "facet_value_names" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "facet_value_names_facet_value_pk" PRIMARY KEY("facet","value")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "text_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "color_name_ar" text DEFAULT '' NOT NULL;