CREATE TABLE "report_schedule_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"status" varchar(10) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"report" varchar(30) NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"hour" smallint NOT NULL,
	"language" varchar(5) NOT NULL,
	"company_vehicle_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"geofence_id" integer,
	"user_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"owner_id" integer,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_geofence_id_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."geofences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedule_runs_schedule_idx" ON "report_schedule_runs" USING btree ("schedule_id","id");--> statement-breakpoint
CREATE INDEX "report_schedule_runs_waiting_idx" ON "report_schedule_runs" USING btree ("next_attempt_at") WHERE next_attempt_at is not null;--> statement-breakpoint
CREATE INDEX "report_schedules_company_idx" ON "report_schedules" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at") WHERE active;