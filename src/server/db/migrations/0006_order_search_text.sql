-- The admin's order search looks in one lowercased column, written with the order, rather than
-- in three with ILIKE: each candidate the trigram index finds is then rechecked with one LIKE.
DROP INDEX "orders_email_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_product_name_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_tnx_id_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || chr(10) || product_name || chr(10) || coalesce(tnx_id, ''))) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);