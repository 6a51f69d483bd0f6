-- Trigram indexes for the admin lists' search (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "order_counts_state_known" CHECK ("order_counts"."state" in ('unpaid', 'paid', 'shipped', 'cancelled', 'expired'))
);
--> statement-breakpoint
-- The counts of the orders already there; from now on every order placed or moved keeps them.
INSERT INTO "order_counts" ("state", "count") SELECT "state", count(*) FROM "orders" GROUP BY "state";--> statement-breakpoint
DROP INDEX "orders_created_at_id_idx";--> statement-breakpoint
DROP INDEX "orders_total_cents_id_idx";--> statement-breakpoint
CREATE INDEX "orders_listed_created_at_id_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_listed_total_cents_id_idx" ON "orders" USING btree ("total_cents","id") WHERE "orders"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_state_total_cents_id_idx" ON "orders" USING btree ("state","total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_product_name_trgm_idx" ON "orders" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_tnx_id_trgm_idx" ON "orders" USING gin ("tnx_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_shown_name_id_idx" ON "users" USING btree (lower(coalesce(nullif("name", ''), "email")),"id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);