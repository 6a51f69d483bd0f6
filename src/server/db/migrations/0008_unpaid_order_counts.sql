-- Each customer's count of unpaid orders, which their limit is checked against without a lock taken
-- before the placing statement. Counted from the orders already held.
CREATE TABLE "unpaid_order_counts" (
	"uid" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "unpaid_order_counts" ("uid", "count")
	SELECT "uid", count(*) FROM "orders" WHERE "state" = 'unpaid' AND "uid" IS NOT NULL GROUP BY "uid";
