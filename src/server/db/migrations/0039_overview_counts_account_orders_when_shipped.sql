-- The overview counts each order on the day it became a sale (soldAtSql, src/server/db/tables/orders.ts):
-- when it was paid, or, a web order on account, never paid on its own, when it shipped and was invoiced.
-- Its index replaces the one on the paid time alone, which only the overview read by.
DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
CREATE INDEX "orders_sold_at_idx" ON "orders" USING btree (coalesce("paid_at", case when "payment_method" = 'account' then "shipped_at" end));