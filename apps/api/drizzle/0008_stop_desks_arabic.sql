ALTER TABLE "stop_desks" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stop_desks" ADD COLUMN "address_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stop_desks" ADD COLUMN "opening_hours_ar" text DEFAULT '' NOT NULL;