-- Orders with lines, carts, delivery addresses, order numbers and orders owned by the account.
-- Every existing order becomes a one-line order of what it sold, numbered in the order placed.
-- Lines live in their order's row (jsonb): they are never read without it.
CREATE TABLE "cart_items" (
	"uid" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_uid_product_id_pk" PRIMARY KEY("uid","product_id"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lines" jsonb;--> statement-breakpoint
UPDATE "orders" o SET "lines" = jsonb_build_array(jsonb_build_object(
	'productId', o."product_id", 'name', o."product_name", 'img', coalesce(p."img", ''),
	'priceCents', o."price_cents", 'quantity', o."quantity"))
	FROM (SELECT o2."id", p2."img" FROM "orders" o2 LEFT JOIN "products" p2 ON p2."id" = o2."product_id") p
	WHERE p."id" = o."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "lines" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "uid" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_line1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_line2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" jsonb;--> statement-breakpoint
UPDATE "orders" SET "line_names" = "product_name";--> statement-breakpoint
UPDATE "orders" SET "uid" = "users"."uid" FROM "users" WHERE "users"."email" = "orders"."email";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" bigint;--> statement-breakpoint
UPDATE "orders" SET "number" = 1000 + r."n"
	FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "orders") r
	WHERE r."id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1);--> statement-breakpoint
SELECT setval('orders_number_seq', (SELECT max("number") FROM "orders"));--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || chr(10) || line_names || chr(10) || coalesce(tnx_id, ''))) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_uid_state_idx" ON "orders" USING btree ("uid","state");
