CREATE TABLE "rule_states" (
	"company_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"condition_index" smallint NOT NULL,
	"company_vehicle_id" integer NOT NULL,
	"holds_since" timestamp with time zone,
	"fired" boolean NOT NULL,
	"fired_at" timestamp with time zone,
	"fix_time" timestamp with time zone NOT NULL,
	CONSTRAINT "rule_states_company_vehicle_id_rule_id_condition_index_pk" PRIMARY KEY("company_vehicle_id","rule_id","condition_index")
);
--> statement-breakpoint
ALTER TABLE "rule_states" ADD CONSTRAINT "rule_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_states" ADD CONSTRAINT "rule_states_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_states" ADD CONSTRAINT "rule_states_company_vehicle_id_company_vehicles_id_fk" FOREIGN KEY ("company_vehicle_id") REFERENCES "public"."company_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_states_company_idx" ON "rule_states" USING btree ("company_id");