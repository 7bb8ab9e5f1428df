ALTER TABLE "notification_preferences" ADD COLUMN "link_code" varchar(12);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "link_channel" varchar(10);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "link_expires_at" timestamp with time zone;