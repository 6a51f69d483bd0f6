-- Shipping's carrier and tracking number; refunds kept in the order's row with their running total;
-- the payment driver's refunds (the sandbox's only record, and how a retried request finds its own).
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_state_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_refunds_intent_id_idx" ON "payment_refunds" USING btree ("intent_id");--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_state_known" CHECK ("order_counts"."state" in ('unpaid', 'paid', 'shipped', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('unpaid', 'paid', 'shipped', 'cancelled', 'expired', 'refunded'));