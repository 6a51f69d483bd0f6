-- The counter (docs/counter.md): the cashier role, counter orders (channel counter, state collected),
-- register sessions with their cash movements, counter sales and returns by the till's own keys, and
-- stock allowed below zero by an offline counter sale replayed, and by nothing else.
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'cashier', 'admin'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('web', 'counter'));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_known";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_known" CHECK (state in ('unpaid', 'paid', 'shipped', 'collected', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_state_known";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_state_known" CHECK (state in ('unpaid', 'paid', 'shipped', 'collected', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_available_quantity_nonnegative";--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_available_quantity_nonnegative";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_below_zero_only_offline" CHECK ("stock_movements"."stock_after" >= 0 or "stock_movements"."delta" >= 0 or "stock_movements"."reason" = 'counter_sale');--> statement-breakpoint
CREATE TABLE "register_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "register_sessions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"register" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by_uid" text NOT NULL,
	"opened_by_email" text NOT NULL,
	"float_cents" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_uid" text,
	"closed_by_email" text,
	"counted_cents" integer,
	"z_report" jsonb,
	CONSTRAINT "register_sessions_state_known" CHECK ("register_sessions"."state" in ('open', 'closed')),
	CONSTRAINT "register_sessions_float_nonnegative" CHECK ("register_sessions"."float_cents" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "register_sessions_one_open_idx" ON "register_sessions" USING btree ("register") WHERE "register_sessions"."state" = 'open';--> statement-breakpoint
CREATE INDEX "register_sessions_opened_at_idx" ON "register_sessions" USING btree ("opened_at");--> statement-breakpoint
CREATE TABLE "register_cash_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL REFERENCES "register_sessions"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"by_uid" text NOT NULL,
	"by_email" text NOT NULL,
	CONSTRAINT "register_cash_movements_amount_positive" CHECK ("register_cash_movements"."amount_cents" > 0)
);--> statement-breakpoint
CREATE INDEX "register_cash_movements_session_idx" ON "register_cash_movements" USING btree ("session_id","at");--> statement-breakpoint
CREATE TABLE "counter_sales" (
	"sale_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"order_id" text NOT NULL UNIQUE REFERENCES "orders"("id"),
	"session_id" text NOT NULL REFERENCES "register_sessions"("id"),
	"cashier_uid" text NOT NULL,
	"cashier_email" text NOT NULL,
	"total_cents" integer NOT NULL,
	"units" integer NOT NULL,
	"cash_tendered_cents" integer DEFAULT 0 NOT NULL,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"card_cents" integer DEFAULT 0 NOT NULL,
	"card_reference" text,
	"offline" boolean DEFAULT false NOT NULL,
	"taken_at" timestamp with time zone,
	"below_zero" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_sales_change_within_cash" CHECK ("counter_sales"."change_cents" between 0 and "counter_sales"."cash_tendered_cents")
);--> statement-breakpoint
CREATE INDEX "counter_sales_session_idx" ON "counter_sales" USING btree ("session_id");--> statement-breakpoint
CREATE TABLE "counter_returns" (
	"return_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id"),
	"session_id" text REFERENCES "register_sessions"("id"),
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"restock" boolean NOT NULL,
	"by_uid" text NOT NULL,
	"by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "counter_returns_session_idx" ON "counter_returns" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "counter_returns_order_idx" ON "counter_returns" USING btree ("order_id");
