-- A counter return refunds by the way its sale was paid (docs/counter.md): a sale paid in cash and
-- by card is refunded in both, in proportion, so each return keeps how much of it went each way.
-- Returns made before were all one way, as their method says.
ALTER TABLE "counter_returns" ADD COLUMN "cash_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_returns" ADD COLUMN "card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "counter_returns" SET
  "cash_cents" = CASE WHEN "method" = 'cash' THEN "amount_cents" ELSE 0 END,
  "card_cents" = CASE WHEN "method" = 'card' THEN "amount_cents" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "counter_returns" ADD CONSTRAINT "counter_returns_split_is_amount" CHECK ("cash_cents" >= 0 AND "card_cents" >= 0 AND "cash_cents" + "card_cents" = "amount_cents");
