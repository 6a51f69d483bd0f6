ALTER TABLE "orders" DROP CONSTRAINT "orders_state_known";--> statement-breakpoint
DROP INDEX "orders_email_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_email_state_idx" ON "orders" USING btree ("email","state");--> statement-breakpoint
CREATE INDEX "orders_state_hold_until_idx" ON "orders" USING btree ("state","hold_until");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('unpaid', 'paid', 'shipped', 'cancelled', 'expired'));--> statement-breakpoint
-- Unpaid orders placed before reservations expired get the default 30-minute hold from their creation.
UPDATE "orders" SET "hold_until" = "created_at" + interval '30 minutes' WHERE "state" = 'unpaid' AND "hold_until" IS NULL;
