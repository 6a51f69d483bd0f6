-- The stock ledger (every change of stock with its reason), suppliers and purchase orders, and each
-- product's low-stock settings. A product's stock so far becomes its 'initial' movement.
CREATE TABLE "purchase_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"supplier_id" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"receipts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "purchase_orders_state_known" CHECK (state in ('draft', 'sent', 'partly_received', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"ref_number" bigint,
	"actor_uid" text,
	"actor_email" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "stock_movements_reason_known" CHECK (reason in ('initial', 'import', 'order', 'order_cancelled', 'order_expired', 'refund_restock', 'counter_sale', 'counter_return', 'received', 'count', 'damaged', 'lost', 'correction', 'cod_undelivered'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"lead_days" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reorder_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supplier_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_state_created_at_idx" ON "purchase_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_at_id_idx" ON "stock_movements" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_at_id_idx" ON "stock_movements" USING btree ("product_id","at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_at_id_idx" ON "stock_movements" USING btree ("variant_id","at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_ref_idx" ON "stock_movements" USING btree ("ref_id") WHERE "stock_movements"."ref_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "stock_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock movements are never changed or deleted' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_update_or_delete" BEFORE UPDATE OR DELETE ON "stock_movements"
  FOR EACH ROW EXECUTE FUNCTION "stock_movements_append_only"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_truncate" BEFORE TRUNCATE ON "stock_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_movements_append_only"();--> statement-breakpoint
INSERT INTO "stock_movements" ("id", "at", "product_id", "variant_id", "delta", "stock_after", "reason", "note")
  SELECT "id" || '-initial', now(), "id", "id", "available_quantity", "available_quantity", 'initial', 'Stock when the ledger began'
  FROM "products";
