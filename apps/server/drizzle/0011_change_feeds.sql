ALTER TABLE "fuel_transactions" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
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
