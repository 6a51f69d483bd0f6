-- A catalogue file's new products are written once each, not twice (docs/catalogue-csv.md). Until
-- now a new product was inserted with no codes, and the statement inserting its variants wrote it
-- again to give it their SKUs and barcodes, paying its search vector and both of its search indexes
-- a second time: most of a 10,000-variant import. Now the variants' foreign key may wait for the end
-- of the transaction, so an import inserts a new product's variants first and the product after
-- them, reading its codes from them as it is inserted; the refresh of the variants' statement leaves
-- a product whose codes are already right as it is. Every other writer still inserts a product
-- before its variants (the key is checked at once unless a transaction defers it), with no codes.
ALTER TABLE "product_variants" ALTER CONSTRAINT "product_variants_product_id_products_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- A product's codes: its live variants' SKUs and barcodes, in their order. The one rule, read by
-- the variants' refresh and by an import's insert of products; a view, so that a query naming one
-- product reads that product's variants alone through their index. A variant without codes is
-- left out by the aggregate, not by a condition: one on the codes would tempt the planner, without
-- statistics in the middle of an import, to read the unique indexes of the codes whole each time.
CREATE VIEW "product_search_codes" AS
  SELECT v.product_id,
         string_agg(nullif(concat_ws(' ', v.sku, v.barcode), ''), ' ' ORDER BY v.rank, v.id) AS codes
  FROM product_variants v
  WHERE v.archived_at IS NULL
  GROUP BY v.product_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_codes_refresh"("product_ids" text[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  UPDATE products p SET search_codes = coalesce(live.codes, '')
  FROM (SELECT DISTINCT unnest(product_ids) AS id) changed
  LEFT JOIN product_search_codes live ON live.product_id = changed.id
  WHERE p.id = changed.id AND p.search_codes IS DISTINCT FROM coalesce(live.codes, '');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_words text;
BEGIN
  -- A new product's codes are the ones its insert gives (an import's, read from the variants it
  -- inserted first), or none.
  -- The category and its ancestors: "power tools" finds a drill filed under Power tools > Drills.
  WITH RECURSIVE chain AS (
    SELECT c.id, c.name, c.parent_id, 1 AS depth FROM categories c WHERE c.id = NEW.category_id
    UNION ALL
    SELECT c.id, c.name, c.parent_id, chain.depth + 1 FROM categories c JOIN chain ON c.id = chain.parent_id
    WHERE chain.depth < 3
  )
  SELECT coalesce(string_agg(chain.name, ' '), '') INTO category_words FROM chain;
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.brand, category_words));
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', NEW.search_codes), 'A') ||
    setweight(to_tsvector('simple', NEW.brand), 'B') ||
    setweight(to_tsvector('english', category_words), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C') ||
    -- The search text's words as search_words has them (letters and digits, whole), weight D: a
    -- typo's look-alikes are found by them, whatever the parser makes of the name ("</script>").
    setweight(to_tsvector('simple', regexp_replace(NEW.search_text, '[^[:alnum:]]+', ' ', 'g')), 'D');
  -- Its words, for matching typos; letters and digits only, as a search's words are. In order, so
  -- two products written at once adding the same new words wait for each other, not deadlock.
  IF TG_OP = 'INSERT' OR NEW.search_text IS DISTINCT FROM OLD.search_text THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS word WHERE word <> ''
    ORDER BY word
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Each variant's first price recorded once per statement, not by a call per row.
CREATE FUNCTION "variant_prices_record_entered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "variant_prices" ("variant_id", "price_cents") SELECT "id", "price_cents" FROM entered_variants;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "product_variants_price_inserted" ON "product_variants";--> statement-breakpoint
CREATE TRIGGER "product_variants_price_inserted" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS "entered_variants" FOR EACH STATEMENT EXECUTE FUNCTION "variant_prices_record_entered"();
