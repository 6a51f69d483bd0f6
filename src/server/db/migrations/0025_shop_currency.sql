-- The shop's currency (docs/currency.md), kept from its first start. A shop that already has data priced
-- it in dollars, the only currency before this; a new one is given the currency it starts with
-- (src/server/shop/shopCurrency.ts). Orders and purchase orders take it as they are written, so no
-- writer has to remember it; a database no start has settled yet (a script's, a test's) is in dollars.
CREATE TABLE "shop_settings" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."one"),
	CONSTRAINT "shop_settings_currency_known" CHECK ("shop_settings"."currency" in ('USD', 'BDT', 'INR'))
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
INSERT INTO "shop_settings" ("currency")
  SELECT 'USD' WHERE EXISTS (SELECT 1 FROM "products") OR EXISTS (SELECT 1 FROM "orders");--> statement-breakpoint
CREATE FUNCTION "take_shop_currency"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."currency" := coalesce((SELECT "currency" FROM "shop_settings"), 'USD');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_take_shop_currency" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "take_shop_currency"();--> statement-breakpoint
CREATE TRIGGER "purchase_orders_take_shop_currency" BEFORE INSERT ON "purchase_orders" FOR EACH ROW EXECUTE FUNCTION "take_shop_currency"();
