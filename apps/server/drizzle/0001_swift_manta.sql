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