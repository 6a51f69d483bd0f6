-- A product's stock is the sum of its live variants' (docs/stock.md): units that came back to a
-- variant taken off sale (an order for it cancelled or expired) had been counted for its product,
-- which then showed in stock with nothing to buy. Each product's stock is summed again.
UPDATE "products" SET "available_quantity" = "live"."stock"
  FROM (
    SELECT "products"."id", COALESCE(SUM("product_variants"."available_quantity")
      FILTER (WHERE "product_variants"."archived_at" IS NULL), 0)::int AS "stock"
    FROM "products" LEFT JOIN "product_variants" ON "product_variants"."product_id" = "products"."id"
    GROUP BY "products"."id"
  ) AS "live"
  WHERE "live"."id" = "products"."id" AND "products"."available_quantity" <> "live"."stock";
