-- A counter sale's order says how it was paid: cash, card, or cash and card (docs/counter.md).
-- Counter sales made before this were all marked card; their own record (counter_sales) says
-- what paid them: card alone when the card covered the total, cash alone when no card was used.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('card', 'cod', 'cash', 'cash_and_card'));--> statement-breakpoint
UPDATE "orders" SET "payment_method" = CASE
    WHEN "counter_sales"."card_cents" = 0 THEN 'cash'
    WHEN "counter_sales"."card_cents" >= "counter_sales"."total_cents" THEN 'card'
    ELSE 'cash_and_card'
  END
  FROM "counter_sales"
  WHERE "counter_sales"."order_id" = "orders"."id";
