-- Each variant's prices over time, so an offline counter sale replayed later is checked against the
-- prices its till could have shown (docs/counter.md). Written by the database itself on every insert
-- and every change of a price, so no writer of a variant has to remember it.
CREATE TABLE "variant_prices" (
	"variant_id" text NOT NULL REFERENCES "product_variants"("id"),
	"price_cents" integer NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "variant_prices_variant_from_idx" ON "variant_prices" USING btree ("variant_id", "from_at");--> statement-breakpoint
INSERT INTO "variant_prices" ("variant_id", "price_cents", "from_at")
  SELECT "id", "price_cents", "created_at" FROM "product_variants";--> statement-breakpoint
CREATE FUNCTION "variant_prices_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "variant_prices" ("variant_id", "price_cents") VALUES (NEW."id", NEW."price_cents");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_price_inserted" AFTER INSERT ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "variant_prices_record"();--> statement-breakpoint
CREATE TRIGGER "product_variants_price_changed" AFTER UPDATE OF "price_cents" ON "product_variants" FOR EACH ROW WHEN (OLD."price_cents" IS DISTINCT FROM NEW."price_cents") EXECUTE FUNCTION "variant_prices_record"();
