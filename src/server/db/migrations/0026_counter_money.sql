-- The counter takes UPI, bKash and Nagad beside cash and card, and rounds cash to CASH_ROUNDING
-- (docs/counter.md): a sale keeps its digital payment (a payer's reference pays one sale only) and its
-- rounding; a return keeps what went back to the digital payment, with its own reference, and the
-- rounding of the cash it gave. Sales and returns made before were exact and took no digital payment,
-- so the Z reports kept before total none by UPI, bKash or Nagad, and no rounding.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "counter_returns" DROP CONSTRAINT "counter_returns_split_is_amount";--> statement-breakpoint
ALTER TABLE "counter_returns" ADD COLUMN "digital_method" text;--> statement-breakpoint
ALTER TABLE "counter_returns" ADD COLUMN "digital_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_returns" ADD COLUMN "digital_reference" text;--> statement-breakpoint
ALTER TABLE "counter_returns" ADD COLUMN "rounding_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "digital_method" text;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "digital_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "digital_reference" text;--> statement-breakpoint
ALTER TABLE "counter_sales" ADD COLUMN "rounding_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_sales_digital_reference_idx" ON "counter_sales" USING btree ("digital_method","digital_reference") WHERE "counter_sales"."digital_method" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK (payment_method in ('card', 'cod', 'cash', 'upi', 'bkash', 'nagad', 'cash_and_card', 'cash_and_upi', 'cash_and_bkash', 'cash_and_nagad'));--> statement-breakpoint
ALTER TABLE "counter_returns" ADD CONSTRAINT "counter_returns_digital_whole" CHECK (("counter_returns"."digital_cents" = 0 and "counter_returns"."digital_reference" is null) or ("counter_returns"."digital_method" is not null and "counter_returns"."digital_cents" > 0 and "counter_returns"."digital_reference" is not null));--> statement-breakpoint
ALTER TABLE "counter_returns" ADD CONSTRAINT "counter_returns_split_is_amount" CHECK ("counter_returns"."cash_cents" >= 0 and "counter_returns"."card_cents" >= 0 and "counter_returns"."digital_cents" >= 0 and "counter_returns"."cash_cents" + "counter_returns"."card_cents" + "counter_returns"."digital_cents" = "counter_returns"."amount_cents" + "counter_returns"."rounding_cents");--> statement-breakpoint
ALTER TABLE "counter_sales" ADD CONSTRAINT "counter_sales_digital_whole" CHECK (("counter_sales"."digital_method" is null and "counter_sales"."digital_cents" = 0 and "counter_sales"."digital_reference" is null) or ("counter_sales"."digital_method" is not null and "counter_sales"."digital_cents" > 0 and "counter_sales"."digital_reference" is not null));--> statement-breakpoint
UPDATE "register_sessions" SET "z_report" = jsonb_set(jsonb_set(jsonb_set(jsonb_set("z_report",
    '{sales,byMethod}', ("z_report" -> 'sales' -> 'byMethod') || '{"upi": 0, "bkash": 0, "nagad": 0}'),
    '{sales,rounding}', '0'),
    '{refunds,byMethod}', ("z_report" -> 'refunds' -> 'byMethod') || '{"upi": 0, "bkash": 0, "nagad": 0}'),
    '{refunds,rounding}', '0')
  WHERE "z_report" IS NOT NULL AND NOT ("z_report" -> 'sales' ? 'rounding');
