-- Tax and numbered invoices (docs/tax.md): products and categories carry a tax rate (basis points),
-- products an HSN code and a unit; an order keeps how its tax is split, its place of supply, its
-- buyer's business details, its delivery charge's rate, and the numbers of its invoice and credit
-- notes. Invoices are immutable snapshots numbered from one series per kind and financial year.
-- Orders made before carry no rates: they were sold with no tax and keep a plain invoice.
CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_series_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"year" text NOT NULL,
	"sequence" integer NOT NULL,
	"regime" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"cites" text,
	"buyer_tax_id" text,
	"place_of_supply" text,
	"taxable_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"hsn_lines" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_kind_known" CHECK (kind in ('invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'pcs' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_tax_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_split" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_sequence_idx" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_order_id_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tax_rate_bp_range" CHECK ("categories"."tax_rate_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_rate_bp_range" CHECK ("products"."tax_rate_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_split_known" CHECK (tax_split in ('none', 'vat', 'intra', 'inter'));
