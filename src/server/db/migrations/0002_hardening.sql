ALTER TABLE "images" ADD COLUMN "size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uid" text;--> statement-breakpoint
CREATE INDEX "images_uploaded_by_idx" ON "images" USING btree ("uploaded_by");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_uid_unique" UNIQUE("uid");--> statement-breakpoint
-- Images stored before quotas count at their real size.
UPDATE "images" SET "size" = octet_length("bytes") WHERE "size" = 0;
