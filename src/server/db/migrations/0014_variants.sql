-- Variants: a product sells in one or more variants (a voltage, a size), each with its own SKU,
-- barcode, price and stock. Every product so far becomes one variant whose id is the product's, and
-- takes the product's stock settings with it; the product keeps its price and stock as a summary.
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sku" text,
	"barcode" text,
	"price_cents" integer NOT NULL,
	"available_quantity" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"low_stock_threshold" integer,
	"reorder_quantity" integer,
	"supplier_id" text,
	"cost_price_cents" integer,
	"low_since" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_available_quantity_nonnegative" CHECK ("available_quantity" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK ("price_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_id_rank_idx" ON "product_variants" USING btree ("product_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree (lower("sku")) WHERE "product_variants"."sku" is not null and "product_variants"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_barcode_idx" ON "product_variants" USING btree ("barcode") WHERE "product_variants"."barcode" is not null and "product_variants"."archived_at" is null;--> statement-breakpoint
INSERT INTO "product_variants" (
	"id", "product_id", "price_cents", "available_quantity", "low_stock_threshold", "reorder_quantity",
	"supplier_id", "low_since", "archived_at", "created_at"
)
SELECT "id", "id", "price_cents", "available_quantity", "low_stock_threshold", "reorder_quantity",
	"supplier_id", "low_since", "archived_at", "created_at"
FROM "products";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_supplier_id_suppliers_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "low_stock_threshold";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "reorder_quantity";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "supplier_id";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "low_since";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = "product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_uid_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_uid_variant_id_pk" PRIMARY KEY("uid","variant_id");
