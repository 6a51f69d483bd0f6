-- Categories (at most three levels), each product's category and brand, and the search columns:
-- a tsvector over name, brand, category, its live variants' SKUs and barcodes and description for
-- full-text search, and a lower-cased text of all but the description for trigram similarity (a
-- typo still finds the tool). Both are kept by triggers, so every write of a product, of a
-- variant's codes, and every rename or move of a category keeps them right (docs/search.md).
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" text,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_not_own_parent" CHECK ("parent_id" IS DISTINCT FROM "id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_rank_idx" ON "categories" USING btree ("parent_id","rank");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "products_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_words text;
  codes text;
BEGIN
  -- The category and its ancestors: "power tools" finds a drill filed under Power tools > Drills.
  WITH RECURSIVE chain AS (
    SELECT c.id, c.name, c.parent_id, 1 AS depth FROM categories c WHERE c.id = NEW.category_id
    UNION ALL
    SELECT c.id, c.name, c.parent_id, chain.depth + 1 FROM categories c JOIN chain ON c.id = chain.parent_id
    WHERE chain.depth < 3
  )
  SELECT coalesce(string_agg(chain.name, ' '), '') INTO category_words FROM chain;
  SELECT coalesce(string_agg(concat_ws(' ', v.sku, v.barcode), ' '), '') INTO codes
  FROM product_variants v WHERE v.product_id = NEW.id AND v.archived_at IS NULL;
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.brand, category_words, codes));
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', codes), 'A') ||
    setweight(to_tsvector('simple', NEW.brand), 'B') ||
    setweight(to_tsvector('english', category_words), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_refresh" BEFORE INSERT OR UPDATE OF "name", "description", "brand", "category_id" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_refresh"();--> statement-breakpoint
CREATE FUNCTION "categories_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting category_id to itself runs the products' trigger, which reads the new names.
  UPDATE products SET category_id = category_id WHERE category_id IN (
    WITH RECURSIVE tree AS (
      SELECT NEW.id AS id
      UNION ALL
      SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
    )
    SELECT id FROM tree
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_refresh" AFTER UPDATE OF "name", "parent_id" ON "categories" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."parent_id" IS DISTINCT FROM NEW."parent_id") EXECUTE FUNCTION "categories_search_refresh"();--> statement-breakpoint
CREATE FUNCTION "product_variants_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting brand to itself runs the products' trigger, which reads the variants' codes again.
  UPDATE products SET brand = brand WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_search_refresh" AFTER INSERT OR DELETE OR UPDATE OF "sku", "barcode", "archived_at" ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "product_variants_search_refresh"();--> statement-breakpoint
UPDATE "products" SET "name" = "name";
