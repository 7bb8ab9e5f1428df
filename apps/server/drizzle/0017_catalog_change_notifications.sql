-- Every write of what the live catalog shows (live/vehicle-catalog.ts) notifies 'navgan_catalog'
-- with the company id, whoever the writer is (API, approvals, imports, the CLI, another process),
-- after the transaction commits: every process refreshes that company's catalog at once. One
-- notification per company and transaction (PostgreSQL folds identical ones). '' means "any
-- company" (TRUNCATE).
CREATE OR REPLACE FUNCTION navgan_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('navgan_catalog', '');
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('navgan_catalog', OLD.company_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('navgan_catalog', NEW.company_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['company_vehicles', 'vehicle_technicals', 'drivers', 'driver_assignments',
    'devices', 'device_assignments', 'tags', 'company_vehicle_tags']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION navgan_catalog_changed()', t || '_catalog_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION navgan_catalog_changed()', t || '_catalog_truncated', t);
  END LOOP;
END $$;
