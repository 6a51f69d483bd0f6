-- Whether a product can be bought (its stock at least its smallest order, src/shared/stock.ts),
-- kept by the database and held in the facets' index, so that a browse filtered to what is in stock
-- counts its facets from that index alone instead of reading every product's row. The index holds
-- the flag, not the stock: a sale that leaves a product buyable changes no indexed value, and its
-- update stays in place (HOT); only selling it out or restocking it moves it in the index.
DROP INDEX "products_facets_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (not (available_quantity < greatest(1, minimum_order))) STORED;--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("category_id","brand","price_cents","in_stock") WHERE "products"."archived_at" is null;