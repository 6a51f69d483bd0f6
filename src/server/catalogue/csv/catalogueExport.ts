/**
 * The catalogue as CSV (docs/catalogue-csv.md): one row per live variant, a product's rows together
 * under its Handle (the one its file gave it, else its id), the product's own columns on its first row, archived products included
 * (Status `archived`). Read a batch of products at a time, so a catalogue of any size streams in
 * flat memory. What it writes, the import reads back as it was.
 */
import { asc, gt } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS, CATEGORY_PATH_SEPARATOR } from '../../../shared/catalogueCsv';
import { decimalDollars } from '../../../shared/money';
import { rateOfBasisPoints } from '../../../shared/tax/regimes';
import type { Database } from '../../db/database';
import { categories, products, type ProductRow, type VariantRow } from '../../db/schema';
import { csvLine } from '../../http/csv';
import { liveVariantsOf } from '../variants';

const PRODUCTS_PER_BATCH = 500;

/** Each category's path from the top: `Tools > Power tools > Drills`. */
async function categoryPaths(db: Database): Promise<Map<string, string>> {
  const rows = await db.select().from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<string, string>();
  for (const row of rows) {
    const names: string[] = [];
    for (
      let at: typeof row | undefined = row;
      at && names.length <= rows.length;
      at = byId.get(at.parentId ?? '')
    ) {
      names.unshift(at.name);
    }
    paths.set(row.id, names.join(CATEGORY_PATH_SEPARATOR));
  }
  return paths;
}

/** A product's rows, one per variant; the product's own columns on the first. */
function productLines(product: ProductRow, variants: VariantRow[], categoryPath: string): string {
  const optionNames = product.options.map((option) => option.name);
  return variants
    .map((variant, i) => {
      const first = i === 0;
      const own = <T>(value: T): T | '' => (first ? value : '');
      const option = (n: number) => [
        own(optionNames[n] ?? ''),
        optionNames[n] === undefined ? '' : (variant.options[optionNames[n]] ?? ''),
      ];
      return csvLine([
        product.handle ?? product.id,
        own(product.name),
        own(product.description),
        own(product.brand),
        own(categoryPath),
        ...option(0),
        ...option(1),
        ...option(2),
        variant.sku ?? '',
        variant.barcode ?? '',
        decimalDollars(variant.priceCents),
        variant.availableQuantity,
        variant.weightGrams ?? '',
        own(product.minimumOrder),
        own(product.taxRateBp === null ? '' : rateOfBasisPoints(product.taxRateBp)),
        own(product.hsnCode ?? ''),
        own(product.img),
        own(product.archivedAt ? 'archived' : 'active'),
      ]);
    })
    .join('');
}

export async function* catalogueCsv(db: Database): AsyncGenerator<string> {
  yield csvLine(CATALOGUE_CSV_COLUMNS);
  const paths = await categoryPaths(db);
  let after = '';
  for (;;) {
    const batch = await db
      .select()
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(PRODUCTS_PER_BATCH);
    if (batch.length === 0) return;
    after = batch[batch.length - 1]!.id;
    const variantsOf = await liveVariantsOf(
      db,
      batch.map((product) => product.id),
    );
    yield batch
      .map((product) =>
        productLines(product, variantsOf.get(product.id) ?? [], paths.get(product.categoryId ?? '') ?? ''),
      )
      .join('');
  }
}
