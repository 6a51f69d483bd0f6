-- A typo is matched against the catalogue's distinct words (docs/search.md), a few thousand short words,
-- not against every product's text; its look-alikes are then searched through the tsvector, which
-- holds those words as they are (weight D). The products' trigger, which keeps search_text, adds
-- its words; nothing else writes them. A browse
-- without words counts its facets from a narrow index and reads its page in an index's order; the
-- brand filter compares lower-cased brands, so its index does too.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("category_id","brand","price_cents") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"));--> statement-breakpoint
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
-- Setting name to itself runs the trigger above on every product already there: their tsvectors
-- take their words in.
UPDATE "products" SET "name" = "name";--> statement-breakpoint
-- The words of the products already there (their search text is unchanged, so the trigger added none).
INSERT INTO "search_words" ("word")
SELECT DISTINCT word FROM "products", regexp_split_to_table("search_text", '[^[:alnum:]]+') AS word WHERE word <> ''
ON CONFLICT DO NOTHING;
