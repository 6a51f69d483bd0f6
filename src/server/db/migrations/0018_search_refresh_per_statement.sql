-- The search columns kept at a bulk load's speed (docs/search.md). Until now each variant written
-- re-read its product's variants row by row, by a plan cached while the table was small: filling
-- 10,000 products in 30,000 variants grew with the square of its size. Now a product keeps its live
-- variants' SKUs and barcodes in `search_codes`, refreshed once per statement for the products that
-- statement touched (transition tables), so the product's own trigger reads no variants at all.
ALTER TABLE "products" ADD COLUMN "search_codes" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP TRIGGER "product_variants_search_refresh" ON "product_variants";--> statement-breakpoint
DROP FUNCTION "product_variants_search_refresh"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_words text;
BEGIN
  -- A new product has no variants yet (their foreign key is checked at once): they bring its codes.
  IF TG_OP = 'INSERT' THEN
    NEW.search_codes := '';
  END IF;
  -- The category and its ancestors: "power tools" finds a drill filed under Power tools > Drills.
  WITH RECURSIVE chain AS (
    SELECT c.id, c.name, c.parent_id, 1 AS depth FROM categories c WHERE c.id = NEW.category_id
    UNION ALL
    SELECT c.id, c.name, c.parent_id, chain.depth + 1 FROM categories c JOIN chain ON c.id = chain.parent_id
    WHERE chain.depth < 3
  )
  SELECT coalesce(string_agg(chain.name, ' '), '') INTO category_words FROM chain;
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.brand, category_words, NEW.search_codes));
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', NEW.search_codes), 'A') ||
    setweight(to_tsvector('simple', NEW.brand), 'B') ||
    setweight(to_tsvector('english', category_words), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_search_refresh" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_refresh" BEFORE INSERT OR UPDATE OF "name", "description", "brand", "category_id", "search_codes" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_refresh"();--> statement-breakpoint
-- Planned afresh at each call: a plan cached while product_variants was small would scan it whole.
CREATE FUNCTION "products_search_codes_refresh"("product_ids" text[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  UPDATE products p SET search_codes = coalesce(live.codes, '')
  FROM (SELECT DISTINCT unnest(product_ids) AS id) changed
  LEFT JOIN LATERAL (
    SELECT string_agg(concat_ws(' ', v.sku, v.barcode), ' ' ORDER BY v.rank, v.id) AS codes
    FROM product_variants v
    WHERE v.product_id = changed.id AND v.archived_at IS NULL AND (v.sku IS NOT NULL OR v.barcode IS NOT NULL)
  ) live ON true
  WHERE p.id = changed.id;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_variants_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_search_codes_refresh(array(SELECT product_id FROM changed_variants));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_inserted_search_refresh" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_search_refresh"();--> statement-breakpoint
CREATE TRIGGER "product_variants_deleted_search_refresh" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_search_refresh"();--> statement-breakpoint
-- Updates stay row by row: a trigger with transition tables cannot name columns, and only this
-- column list keeps the stock and price updates of every order from paying for a refresh.
CREATE FUNCTION "product_variants_recoded_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_search_codes_refresh(array[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_recoded_search_refresh" AFTER UPDATE OF "sku", "barcode", "archived_at", "product_id" ON "product_variants" FOR EACH ROW WHEN (OLD."sku" IS DISTINCT FROM NEW."sku" OR OLD."barcode" IS DISTINCT FROM NEW."barcode" OR OLD."archived_at" IS DISTINCT FROM NEW."archived_at" OR OLD."product_id" IS DISTINCT FROM NEW."product_id") EXECUTE FUNCTION "product_variants_recoded_search_refresh"();--> statement-breakpoint
SELECT products_search_codes_refresh(array(SELECT id FROM products));
