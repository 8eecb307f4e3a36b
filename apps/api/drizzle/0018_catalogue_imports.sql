CREATE TABLE "catalogue_import_pictures" (
	"import_id" integer NOT NULL,
	"name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "catalogue_import_pictures_import_id_name_pk" PRIMARY KEY("import_id","name")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"plan" jsonb NOT NULL,
	"create_count" integer NOT NULL,
	"update_count" integer NOT NULL,
	"unchanged_count" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_status_check" CHECK ("catalogue_imports"."status" in ('preview', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_pictures" ADD CONSTRAINT "catalogue_import_pictures_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_imports_running_idx" ON "catalogue_imports" USING btree ("lease_until") WHERE status = 'running';