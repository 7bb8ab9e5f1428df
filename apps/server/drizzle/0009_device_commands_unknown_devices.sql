CREATE TABLE "device_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"text" varchar(500) DEFAULT '' NOT NULL,
	"state" varchar(12) DEFAULT 'queued' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"awaits_answer" boolean DEFAULT false NOT NULL,
	"serial" integer,
	"answer" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_sightings" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"remote_address" varchar(64) DEFAULT '' NOT NULL,
	"connected" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unknown_devices" (
	"identity" varchar(20) NOT NULL,
	"protocol" varchar(20) NOT NULL,
	"remote_address" varchar(64) DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"frame_count" integer DEFAULT 0 NOT NULL,
	"last_frame" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sightings" ADD CONSTRAINT "device_sightings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "device_commands_open_idx" ON "device_commands" USING btree ("state","expires_at") WHERE "device_commands"."state" in ('queued', 'sent');--> statement-breakpoint
CREATE UNIQUE INDEX "unknown_devices_identity_key" ON "unknown_devices" USING btree ("identity","protocol");--> statement-breakpoint
CREATE INDEX "unknown_devices_seen_idx" ON "unknown_devices" USING btree ("last_seen_at");