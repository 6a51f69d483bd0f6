-- Delivery charges and cash on delivery: an order carries its delivery charge (part of its total)
-- and how it is paid; a COD order is confirmed by staff before it ships, and its cash is recorded
-- when the courier pays it over. Orders placed before this were card orders delivered free.
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collection" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('card', 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_not_negative" CHECK ("orders"."shipping_cents" >= 0);--> statement-breakpoint
CREATE INDEX "orders_cod_to_confirm_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."payment_method" = 'cod' and "orders"."state" = 'unpaid' and "orders"."cod_confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_cod_to_collect_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."payment_method" = 'cod' and "orders"."state" = 'shipped' and "orders"."cod_collection" is null;
