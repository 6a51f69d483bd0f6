-- A customer's return request on the order, and its status kept apart for staff's filter and count.
ALTER TABLE "orders" ADD COLUMN "return_request" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_status" text GENERATED ALWAYS AS (return_request ->> 'status') STORED;--> statement-breakpoint
CREATE INDEX "orders_return_requested_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."return_status" = 'requested';