CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"resource" varchar(30) NOT NULL,
	"action" varchar(10) NOT NULL,
	"target" varchar(100) NOT NULL,
	"record_id" integer,
	"record_label" varchar(200) DEFAULT '' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"body" jsonb,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(10) NOT NULL,
	"user_id" integer,
	"resource" varchar(30) NOT NULL,
	"record_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"fa_title" varchar(100) DEFAULT '' NOT NULL,
	"en_title" varchar(100) DEFAULT '' NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approval_required" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_organizations" (
	"company_id" integer NOT NULL,
	"resource" varchar(30) NOT NULL,
	"record_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "record_organizations_resource_record_id_organization_id_pk" PRIMARY KEY("resource","record_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "user_organizations" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "user_organizations_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "user_policies" (
	"user_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	CONSTRAINT "user_policies_user_id_policy_id_pk" PRIMARY KEY("user_id","policy_id")
);
--> statement-breakpoint
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
CREATE TABLE "driver_daily_rollups" (
	"driver_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"distance_m" double precision DEFAULT 0 NOT NULL,
	"engine_s" double precision DEFAULT 0 NOT NULL,
	"moving_s" double precision DEFAULT 0 NOT NULL,
	"idle_s" double precision DEFAULT 0 NOT NULL,
	"stopped_s" double precision DEFAULT 0 NOT NULL,
	"downtime_s" double precision DEFAULT 0 NOT NULL,
	"fuel_used_l" double precision DEFAULT 0 NOT NULL,
	"refuel_l" double precision DEFAULT 0 NOT NULL,
	"fuel_cost" bigint DEFAULT 0 NOT NULL,
	"speed_time_sum" double precision DEFAULT 0 NOT NULL,
	"max_speed_kmh" real DEFAULT 0 NOT NULL,
	"max_speed_at" timestamp with time zone,
	"harsh_acceleration" integer DEFAULT 0 NOT NULL,
	"harsh_braking" integer DEFAULT 0 NOT NULL,
	"harsh_cornering" integer DEFAULT 0 NOT NULL,
	"overspeed_count" integer DEFAULT 0 NOT NULL,
	"overspeed_s" double precision DEFAULT 0 NOT NULL,
	"idle_count" integer DEFAULT 0 NOT NULL,
	"trip_count" integer DEFAULT 0 NOT NULL,
	"fence_violations" integer DEFAULT 0 NOT NULL,
	"max_speed_company_vehicle_id" integer,
	CONSTRAINT "driver_daily_rollups_driver_id_day_pk" PRIMARY KEY("driver_id","day")
);
--> statement-breakpoint
CREATE TABLE "motion_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"overspeed_kmh" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motion_states" (
	"company_vehicle_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"last_fix_time" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"ignition_off" boolean
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"start_latitude" double precision NOT NULL,
	"start_longitude" double precision NOT NULL,
	"end_latitude" double precision NOT NULL,
	"end_longitude" double precision NOT NULL,
	"distance_m" double precision NOT NULL,
	"moving_s" double precision NOT NULL,
	"idle_s" double precision NOT NULL,
	"max_speed_kmh" real NOT NULL,
	"mean_speed_kmh" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_daily_rollups" (
	"company_vehicle_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"distance_m" double precision DEFAULT 0 NOT NULL,
	"engine_s" double precision DEFAULT 0 NOT NULL,
	"moving_s" double precision DEFAULT 0 NOT NULL,
	"idle_s" double precision DEFAULT 0 NOT NULL,
	"stopped_s" double precision DEFAULT 0 NOT NULL,
	"downtime_s" double precision DEFAULT 0 NOT NULL,
	"fuel_used_l" double precision DEFAULT 0 NOT NULL,
	"refuel_l" double precision DEFAULT 0 NOT NULL,
	"fuel_cost" bigint DEFAULT 0 NOT NULL,
	"speed_time_sum" double precision DEFAULT 0 NOT NULL,
	"max_speed_kmh" real DEFAULT 0 NOT NULL,
	"max_speed_at" timestamp with time zone,
	"harsh_acceleration" integer DEFAULT 0 NOT NULL,
	"harsh_braking" integer DEFAULT 0 NOT NULL,
	"harsh_cornering" integer DEFAULT 0 NOT NULL,
	"overspeed_count" integer DEFAULT 0 NOT NULL,
	"overspeed_s" double precision DEFAULT 0 NOT NULL,
	"idle_count" integer DEFAULT 0 NOT NULL,
	"trip_count" integer DEFAULT 0 NOT NULL,
	"fence_violations" integer DEFAULT 0 NOT NULL,
	"odometer_m" double precision DEFAULT 0 NOT NULL,
	"engine_total_s" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_daily_rollups_company_vehicle_id_day_pk" PRIMARY KEY("company_vehicle_id","day")
);
--> statement-breakpoint
CREATE TABLE "vehicle_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"kind" varchar(24) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"value" real,
	"from_device" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_organizations" ADD CONSTRAINT "record_organizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_organizations" ADD CONSTRAINT "record_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_policies" ADD CONSTRAINT "user_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_policies" ADD CONSTRAINT "user_policies_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_events" ADD CONSTRAINT "fence_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_events" ADD CONSTRAINT "fence_events_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fence_events" ADD CONSTRAINT "fence_events_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_marks" ADD CONSTRAINT "notification_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_events" ADD CONSTRAINT "rule_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_events" ADD CONSTRAINT "rule_events_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_events" ADD CONSTRAINT "rule_events_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_daily_rollups" ADD CONSTRAINT "driver_daily_rollups_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_daily_rollups" ADD CONSTRAINT "driver_daily_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_daily_rollups" ADD CONSTRAINT "driver_daily_rollups_max_speed_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("max_speed_company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motion_settings" ADD CONSTRAINT "motion_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motion_states" ADD CONSTRAINT "motion_states_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motion_states" ADD CONSTRAINT "motion_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stops" ADD CONSTRAINT "stops_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_daily_rollups" ADD CONSTRAINT "vehicle_daily_rollups_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_daily_rollups" ADD CONSTRAINT "vehicle_daily_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_company_status_idx" ON "approvals" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "approvals_requester_idx" ON "approvals" USING btree ("requested_by","id");--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("company_id","resource","record_id","id");--> statement-breakpoint
CREATE INDEX "organizations_company_idx" ON "organizations" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "policies_company_idx" ON "policies" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "record_organizations_org_idx" ON "record_organizations" USING btree ("organization_id","resource");--> statement-breakpoint
CREATE INDEX "user_organizations_org_idx" ON "user_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "user_policies_policy_idx" ON "user_policies" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "fence_events_company_at_idx" ON "fence_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "fence_events_vehicle_at_idx" ON "fence_events" USING btree ("company_vehicle_id","at");--> statement-breakpoint
CREATE INDEX "fence_events_fence_at_idx" ON "fence_events" USING btree ("geofence_id","at");--> statement-breakpoint
CREATE INDEX "geofences_company_idx" ON "geofences" USING btree ("company_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_marks_key" ON "notification_marks" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "rule_events_company_at_idx" ON "rule_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "rules_company_idx" ON "rules" USING btree ("company_id","title");--> statement-breakpoint
CREATE INDEX "driver_daily_rollups_company_day_idx" ON "driver_daily_rollups" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "motion_states_company_idx" ON "motion_states" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stops_vehicle_start_key" ON "stops" USING btree ("company_vehicle_id","started_at");--> statement-breakpoint
CREATE INDEX "stops_company_start_idx" ON "stops" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_vehicle_start_key" ON "trips" USING btree ("company_vehicle_id","started_at");--> statement-breakpoint
CREATE INDEX "trips_company_start_idx" ON "trips" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "trips_driver_start_idx" ON "trips" USING btree ("driver_id","started_at");--> statement-breakpoint
CREATE INDEX "vehicle_daily_rollups_company_day_idx" ON "vehicle_daily_rollups" USING btree ("company_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_events_vehicle_kind_at_key" ON "vehicle_events" USING btree ("company_vehicle_id","kind","at");--> statement-breakpoint
CREATE INDEX "vehicle_events_company_at_idx" ON "vehicle_events" USING btree ("company_id","at");