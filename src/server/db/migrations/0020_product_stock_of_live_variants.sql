-- A product's stock is the sum of its live variants' (docs/stock.md): units that came back to a
-- variant taken off sale (an order for it cancelled or expired) had been counted for its product,
-- which then showed in stock with nothing to buy. Each product's stock is summed again.
UPDATE "products" SET "available_quantity" = COALESCE((
    SELECT SUM("product_variants"."available_quantity")::int FROM "product_variants"
    WHERE "product_variants"."product_id" = "products"."id" AND "product_variants"."archived_at" IS NULL
  ), 0)
  WHERE "available_quantity" <> COALESCE((
    SELECT SUM("product_variants"."available_quantity")::int FROM "product_variants"
    WHERE "product_variants"."product_id" = "products"."id" AND "product_variants"."archived_at" IS NULL
  ), 0);
