-- The email outbox (one row per email, written with the change that causes it) and the bell's read mark.
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"to_address" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_known" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_order_id_idx" ON "mail_outbox" USING btree ("order_id") WHERE "mail_outbox"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("done_at") WHERE "mail_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "mail_outbox_resets_idx" ON "mail_outbox" USING btree ("to_address","created_at") WHERE "mail_outbox"."kind" = 'passwordReset';