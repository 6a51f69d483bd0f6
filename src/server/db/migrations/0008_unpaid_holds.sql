-- What each customer holds unpaid, which their limits are checked against without a lock taken
-- before the placing statement: how many orders, and how many units of each product. Counted from
-- the orders already held.
CREATE TABLE "unpaid_order_counts" (
	"uid" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"held_units" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
INSERT INTO "unpaid_order_counts" ("uid", "count", "held_units")
	SELECT o."uid", count(*),
		(SELECT jsonb_object_agg(h."product_id", h."units") FROM (
			SELECT l->>'productId' AS "product_id", sum((l->>'quantity')::int) AS "units"
			FROM "orders" o2, jsonb_array_elements(o2."lines") l
			WHERE o2."uid" = o."uid" AND o2."state" = 'unpaid'
			GROUP BY 1) h)
	FROM "orders" o WHERE o."state" = 'unpaid' AND o."uid" IS NOT NULL GROUP BY o."uid";
