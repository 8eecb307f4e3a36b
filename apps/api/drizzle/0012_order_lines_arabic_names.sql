ALTER TABLE "order_lines" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "color_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines sold before the Arabic names were kept with them get the names the catalogue gives today, the best known.
UPDATE "order_lines" l SET "title_ar" = coalesce(p."title_ar", ''), "color_name_ar" = coalesce(v."color_name_ar", '')
  FROM "products" p, "variations" v
 WHERE p."id" = l."product_id" AND v."product_id" = l."product_id" AND v."color_no" = l."color_no";
