CREATE TABLE "company_daily_rollups" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"vehicle_days" integer DEFAULT 0 NOT NULL,
	"distance_m" double precision DEFAULT 0 NOT NULL,
	"engine_s" double precision DEFAULT 0 NOT NULL,
	"moving_s" double precision DEFAULT 0 NOT NULL,
	"idle_s" double precision DEFAULT 0 NOT NULL,
	"stopped_s" double precision DEFAULT 0 NOT NULL,
	"downtime_s" double precision DEFAULT 0 NOT NULL,
	"fuel_used_l" double precision DEFAULT 0 NOT NULL,
	"fuel_cost" bigint DEFAULT 0 NOT NULL,
	"harsh_acceleration" integer DEFAULT 0 NOT NULL,
	"harsh_braking" integer DEFAULT 0 NOT NULL,
	"harsh_cornering" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_daily_rollups_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"day" date NOT NULL,
	"start_time" varchar(5),
	"kind" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'planned' NOT NULL,
	"stops" jsonb NOT NULL,
	"route" jsonb,
	"corridor_m" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_daily_rollups" ADD CONSTRAINT "company_daily_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_company_day_idx" ON "plans" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "plans_vehicle_day_idx" ON "plans" USING btree ("company_vehicle_id","day");