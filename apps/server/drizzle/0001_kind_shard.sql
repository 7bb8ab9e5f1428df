CREATE TABLE "fence_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"geofence_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"color" varchar(7) NOT NULL,
	"shape" jsonb NOT NULL,
	"min_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"max_speed" integer,
	"time_rule_mode" varchar(10),
	"time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"forbidden" boolean DEFAULT false NOT NULL,
	"company_vehicle_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"condition_index" smallint NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"conditions" jsonb NOT NULL,
	"company_vehicle_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fence_events" ADD CONSTRAINT "fence_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_events" ADD CONSTRAINT "fence_events_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_events" ADD CONSTRAINT "fence_events_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_marks" ADD CONSTRAINT "notification_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_events" ADD CONSTRAINT "rule_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_events" ADD CONSTRAINT "rule_events_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_events" ADD CONSTRAINT "rule_events_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fence_events_company_at_idx" ON "fence_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "fence_events_vehicle_at_idx" ON "fence_events" USING btree ("company_vehicle_id","at");--> statement-breakpoint
CREATE INDEX "fence_events_fence_at_idx" ON "fence_events" USING btree ("geofence_id","at");--> statement-breakpoint
CREATE INDEX "geofences_company_idx" ON "geofences" USING btree ("company_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_marks_key" ON "notification_marks" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "rule_events_company_at_idx" ON "rule_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "rules_company_idx" ON "rules" USING btree ("company_id","title");