-- Reviews of one product by a customer who bought it, one per account and product; each product's
-- ratings summed and counted for the catalogue.
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "uid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_uid_product_id_idx" ON "reviews" USING btree ("uid","product_id") WHERE "reviews"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_product_id_created_at_idx" ON "reviews" USING btree ("product_id","created_at");