CREATE TABLE "stop_desks" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stop_desk_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stop_desk_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stop_desk_address" text;--> statement-breakpoint
ALTER TABLE "stop_desks" ADD CONSTRAINT "stop_desks_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stop_desks_state_idx" ON "stop_desks" USING btree ("state_id","name");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stop_desk_id_stop_desks_id_fk" FOREIGN KEY ("stop_desk_id") REFERENCES "public"."stop_desks"("id") ON DELETE set null ON UPDATE no action;