-- Every order's history: a row for how it was made (placed on the web, sold at the counter) and one
-- per move of its lifecycle, with the states it left and reached, who made it (null: the shop
-- itself) and when; the order's timeline reads it. Orders from before it get their history from
-- their stamps: placed at created_at by their customer, sold by the cashier of their counter sale,
-- then each stamp as the move that sets it (cod_confirmed_at, paid_at, shipped_at, cancelled_at,
-- expired_at, refunded_at), the courier's cash by the staff member who recorded it; who made the
-- other moves was never kept, so those rows name no one.
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"event" text NOT NULL,
	"actor_uid" text,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "order_events_event_known" CHECK (event in ('place', 'sell', 'pay', 'ship', 'cancel', 'expire', 'refund', 'returnSale', 'confirmCod', 'shipCod', 'collectCod', 'undeliveredCod'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_at_id_idx" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "from_state", "to_state", "event", "actor_uid", "actor_email", "at")
  SELECT "order_id", "from_state", "to_state", "event", "actor_uid", "actor_email", "at" FROM (
    SELECT o."id" AS "order_id", NULL AS "from_state", 'unpaid' AS "to_state", 'place' AS "event",
           o."uid" AS "actor_uid", o."email" AS "actor_email", o."created_at" AS "at", 0 AS "step"
      FROM "orders" o WHERE o."channel" = 'web'
    UNION ALL
    SELECT o."id", NULL, 'collected', 'sell', s."cashier_uid", s."cashier_email", o."created_at", 0
      FROM "orders" o LEFT JOIN "counter_sales" s ON s."order_id" = o."id" WHERE o."channel" = 'counter'
    UNION ALL
    SELECT "id", 'unpaid', 'unpaid', 'confirmCod', NULL, NULL, "cod_confirmed_at", 1
      FROM "orders" WHERE "cod_confirmed_at" IS NOT NULL
    UNION ALL
    SELECT "id", 'unpaid', 'paid', 'pay', NULL, NULL, "paid_at", 2
      FROM "orders" WHERE "channel" = 'web' AND "payment_method" = 'card' AND "paid_at" IS NOT NULL
    UNION ALL
    SELECT "id", CASE WHEN "payment_method" = 'cod' THEN 'unpaid' ELSE 'paid' END, 'shipped',
           CASE WHEN "payment_method" = 'cod' THEN 'shipCod' ELSE 'ship' END, NULL, NULL, "shipped_at", 3
      FROM "orders" WHERE "shipped_at" IS NOT NULL
    UNION ALL
    SELECT "id", 'shipped', 'shipped', 'collectCod', NULL, "cod_collection" ->> 'byEmail', "paid_at", 4
      FROM "orders" WHERE "payment_method" = 'cod' AND "cod_collection" IS NOT NULL AND "paid_at" IS NOT NULL
    UNION ALL
    SELECT "id", CASE WHEN "shipped_at" IS NULL THEN 'unpaid' ELSE 'shipped' END, 'cancelled',
           CASE WHEN "shipped_at" IS NULL THEN 'cancel' ELSE 'undeliveredCod' END, NULL, NULL, "cancelled_at", 5
      FROM "orders" WHERE "cancelled_at" IS NOT NULL
    UNION ALL
    SELECT "id", 'unpaid', 'expired', 'expire', NULL, NULL, "expired_at", 5
      FROM "orders" WHERE "expired_at" IS NOT NULL
    UNION ALL
    SELECT "id", CASE WHEN "channel" = 'counter' THEN 'collected' WHEN "shipped_at" IS NULL THEN 'paid' ELSE 'shipped' END,
           'refunded', CASE WHEN "channel" = 'counter' THEN 'returnSale' ELSE 'refund' END, NULL, NULL, "refunded_at", 6
      FROM "orders" WHERE "refunded_at" IS NOT NULL
  ) AS "stamped"
  ORDER BY "at", "order_id", "step";
