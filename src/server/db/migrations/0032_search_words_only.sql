-- The trigram text holds the product's words only (docs/search.md): its name, brand and category
-- trail, no longer its SKUs and barcodes. Those were half of every text, so each typo's candidates
-- cost twice the word similarity they need; and a mistyped barcode matched every barcode that
-- shares its digits. A code is found whole by the variants' unique indexes, and beside other words
-- by the tsvector, which keeps the codes.
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
    setweight(to_tsvector('english', NEW.description), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Setting name to itself runs the trigger above on every product already there.
UPDATE "products" SET "name" = "name";
