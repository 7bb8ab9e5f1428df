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
ALTER TABLE "company_daily_rollups" ADD CONSTRAINT "company_daily_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;