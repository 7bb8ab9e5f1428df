CREATE TABLE "rollup_rebuild_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by" integer,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rollup_rebuild_jobs" ADD CONSTRAINT "rollup_rebuild_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_rebuild_jobs" ADD CONSTRAINT "rollup_rebuild_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rollup_rebuild_jobs_one_active_key" ON "rollup_rebuild_jobs" USING btree ("company_id") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "rollup_rebuild_jobs_company_idx" ON "rollup_rebuild_jobs" USING btree ("company_id","id");