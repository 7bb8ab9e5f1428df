CREATE TABLE "integration_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"company_vehicle_id" integer,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempt" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" smallint,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text DEFAULT '' NOT NULL,
	"error" varchar(300) DEFAULT '' NOT NULL,
	"succeeded" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"company_vehicle_id" integer,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"give_up_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"url" varchar(2000) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"paused_reason" varchar(12),
	"failing_since" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_events" ADD CONSTRAINT "integration_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_integration_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."integration_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_events_waiting_idx" ON "integration_events" USING btree ("id") WHERE not "integration_events"."fanned_out";--> statement-breakpoint
CREATE INDEX "integration_events_recorded_idx" ON "integration_events" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_subscription_idx" ON "webhook_attempts" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("subscription_id","company_vehicle_id","id") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_company_idx" ON "webhook_subscriptions" USING btree ("company_id");--> statement-breakpoint
-- Approvals and device commands are decided and settled in many places and rarely: their webhook
-- events are recorded by triggers, in the transaction of the write itself, when an active webhook of
-- the company subscribes to them (an indexed look-up of the company's few webhooks).
CREATE OR REPLACE FUNCTION webhook_wants(company integer, event_type text) RETURNS boolean LANGUAGE sql STABLE AS $$
  select exists (select 1 from webhook_subscriptions s
                  where s.company_id = company and s.active and event_type = any(s.event_types))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_approval_decided() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'pending' AND NEW.status <> 'pending' AND webhook_wants(NEW.company_id, 'approval.decided') THEN
    insert into integration_events (company_id, type, company_vehicle_id, payload, occurred_at)
    values (NEW.company_id, 'approval.decided', null, jsonb_build_object(
      'approval_id', NEW.id, 'resource', NEW.resource, 'action', NEW.action, 'record_id', NEW.record_id,
      'record_label', NEW.record_label, 'status', NEW.status, 'requested_by', NEW.requested_by,
      'decided_by', NEW.decided_by, 'decided_at', NEW.decided_at, 'comment', NEW.comment),
      coalesce(NEW.decided_at, now()));
    PERFORM pg_notify('navgan_webhook_events', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER approvals_webhook_decided AFTER UPDATE OF status ON approvals
  FOR EACH ROW EXECUTE FUNCTION webhook_approval_decided();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_command_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vehicle integer;
BEGIN
  IF (TG_OP = 'INSERT' OR OLD.state IS DISTINCT FROM NEW.state)
     AND webhook_wants(NEW.company_id, 'command.state_changed') THEN
    select a.company_vehicle_id into vehicle from device_assignments a
     where a.device_id = NEW.device_id and a.until_at is null;
    insert into integration_events (company_id, type, company_vehicle_id, payload, occurred_at)
    values (NEW.company_id, 'command.state_changed', vehicle, jsonb_build_object(
      'command_id', NEW.id, 'device_id', NEW.device_id, 'vehicle_id', vehicle, 'type', NEW.type,
      'state', NEW.state, 'previous_state', CASE WHEN TG_OP = 'INSERT' THEN null ELSE OLD.state END,
      'answer', NEW.answer, 'created_by', NEW.created_by),
      coalesce(NEW.answered_at, NEW.sent_at, NEW.created_at, now()));
    PERFORM pg_notify('navgan_webhook_events', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER device_commands_webhook_state AFTER INSERT OR UPDATE OF state ON device_commands
  FOR EACH ROW EXECUTE FUNCTION webhook_command_state();
