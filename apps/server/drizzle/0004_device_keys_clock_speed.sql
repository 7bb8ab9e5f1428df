ALTER TABLE "devices" ADD COLUMN "ingest_key" varchar(64);--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "clock_offset_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "speed_unit" varchar(4) DEFAULT 'kn' NOT NULL;--> statement-breakpoint
-- Every write of a device or of a device assignment notifies the channel 'navgan_devices' with
-- the device's IMEI, whoever the writer is (API, approvals, CLI, another process): the tracker
-- gateway drops its cached answer for that IMEI at once (pipeline/device-registry.ts). '' means
-- "anything may have changed" (TRUNCATE, or an assignment whose device is gone).
CREATE OR REPLACE FUNCTION navgan_device_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('navgan_devices', '');
  ELSIF TG_TABLE_NAME = 'devices' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('navgan_devices', OLD.imei); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('navgan_devices', NEW.imei); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('navgan_devices', coalesce((select imei from devices where id = OLD.device_id), ''));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('navgan_devices', coalesce((select imei from devices where id = NEW.device_id), ''));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_changed AFTER INSERT OR UPDATE OR DELETE ON devices
  FOR EACH ROW EXECUTE FUNCTION navgan_device_changed();
--> statement-breakpoint
CREATE TRIGGER devices_truncated AFTER TRUNCATE ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION navgan_device_changed();
--> statement-breakpoint
CREATE TRIGGER device_assignments_changed AFTER INSERT OR UPDATE OR DELETE ON device_assignments
  FOR EACH ROW EXECUTE FUNCTION navgan_device_changed();
--> statement-breakpoint
CREATE TRIGGER device_assignments_truncated AFTER TRUNCATE ON device_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION navgan_device_changed();
