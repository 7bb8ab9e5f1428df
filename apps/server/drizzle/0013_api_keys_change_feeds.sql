CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_prefix_key" ON "api_keys" USING btree ("prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_user_key" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "fuel_transactions_feed_idx" ON "fuel_transactions" USING btree ("company_id","tx","id");--> statement-breakpoint
CREATE INDEX "trips_feed_idx" ON "trips" USING btree ("company_id","tx","id");--> statement-breakpoint
CREATE INDEX "vehicle_events_feed_idx" ON "vehicle_events" USING btree ("company_id","tx","id");--> statement-breakpoint
-- A changed fill-up goes to the end of the fuel transactions feed: its tx becomes the changing
-- transaction's, so readers past its old place still see the change.
CREATE FUNCTION feed_tx_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tx := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER fuel_transactions_feed_tx BEFORE UPDATE ON fuel_transactions
  FOR EACH ROW EXECUTE FUNCTION feed_tx_on_change();
