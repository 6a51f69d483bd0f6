/**
 * Imports a catalogue CSV (docs/catalogue-csv.md): the shop's own, Shopify's or WooCommerce's. The
 * file is read and checked (./readCatalogueCsv.ts) without the database, then planned against the
 * catalogue: a Handle that is a product's handle (or, for a product made in the shop, its id)
 * updates that product, any other starts a new one, kept as its handle; a row's variant is the
 * product's variant with the same options (a product without options has one); a column the file
 * leaves out leaves its field as it is. The images given by address are fetched next, outside any
 * transaction (a dry run only checks that they can be); one that cannot be is a row error, or, when
 * the admin chose so, left out with a warning. A dry run stops there and says what would
 * happen. Otherwise the file is written as a staged import (./stagedImport.ts), short transactions
 * of batched statements: the categories the paths name, the existing products and variants it
 * changes with their stock, then the new products hidden until one short transaction shows them;
 * stock moves as `import` movements through the ledger. Any problem anywhere, and the catalogue
 * ends as it was.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { CatalogueImportReport, ImportRowError, UnfetchedImages } from '../../../shared/catalogueCsv';
import { slugOf } from '../../../shared/catalogueSchemas';
import { OWN_IMAGE_PATH } from '../../../shared/schemas';
import { catalogueCsvErrors as e, catalogueCsvWarnings as w } from '../../../shared/strings/catalogueCsv';
import { rateBasisPoints, type TaxRegime } from '../../../shared/tax/regimes';
import { productHsnProblem } from '../../../shared/tax/taxIds';
import { queryRows, type Database, type Transaction } from '../../db/database';
import {
  categories,
  images,
  newId,
  productVariants,
  products,
  type CategoryRow,
  type ProductOption,
  type ProductRow,
  type VariantRow,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { imageUrl, saveImage } from '../../images/imageStore';
import { nextTurn } from '../../nextTurn';
import { moveStock, type LowVariant, type MovementContext, type StockActor } from '../../stock/ledger';
import {
  writeHiddenProducts,
  writeImportedChanges,
  type ImportedProduct,
  type ImportedVariant,
} from '../catalogueWriter';
import { productPriceCents } from '../productPrice';
import { placeholderImageUrl } from '../../images/placeholderImage';
import { downloadImage } from './imageDownload';
import { readCatalogueCsv, type CatalogueCsv, type CsvProduct, type CsvVariant } from './readCatalogueCsv';
import { stagedImport, type StagedWrite } from './stagedImport';

export interface ImportOptions {
  dryRun: boolean;
  actor: StockActor;
  lowStockDefault: number;
  /** IMPORT_ALLOW_PRIVATE_HOSTS: images may come from the shop's own network. */
  allowPrivateHosts: boolean;
  /** The shop's tax regime: the file's rates and HSN codes are held to it. */
  taxRegime: TaxRegime;
  /** A picture that cannot be downloaded: a row error, or left out (docs/catalogue-csv.md). */
  unfetchedImages: UnfetchedImages;
}

export interface ImportOutcome {
  report: CatalogueImportReport;
  /** Variants the import took below their threshold: staff are told once it committed. */
  becameLow: LowVariant[];
}

interface PlannedVariant extends CsvVariant {
  id: string;
  existing: VariantRow | null;
}

interface PlannedProduct extends Omit<CsvProduct, 'variants'> {
  id: string;
  existing: ProductRow | null;
  variants: PlannedVariant[];
  /** The updated product's live variants the file leaves out: archived, as a PATCH's list does. */
  leftOut: VariantRow[];
}

/** A text[] of `values`, sent as one JSON parameter however many there are. */
const toTextArray = (values: string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Products or variants a lookup of the plan reads a statement, the shop answering other requests
 * between them: on the embedded database a statement runs on the server's own thread, and reading
 * a re-priced file's 10,000 variants in one held it 160 ms (tests/bench/CSV.md).
 */
const LOOKUP_BATCH = 500;

/** `lookup` over `keys` a batch at a time, each after a turn of the event loop; the rows found, in order. */
async function lookUpInTurns<K, R>(keys: readonly K[], lookup: (batch: K[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  for (let at = 0; at < keys.length; at += LOOKUP_BATCH) {
    await nextTurn();
    found.push(...(await lookup(keys.slice(at, at + LOOKUP_BATCH))));
  }
  return found;
}

/** How many downloads run at once. */
const DOWNLOADS_AT_ONCE = 4;

const isOwnImage = (img: string) => OWN_IMAGE_PATH.test(img);
const ownImageId = (img: string) => img.slice(img.lastIndexOf('/') + 1);

/** A variant's options as stored, by option name. */
const optionsRecord = (names: string[], values: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));

/** Which variant a set of option values names, whatever their case. */
const optionsKey = (values: string[]) => JSON.stringify(values.map((value) => value.toLowerCase()));

function valueOf(options: Record<string, string>, name: string): string {
  const key = Object.keys(options).find((known) => known.toLowerCase() === name.toLowerCase());
  return key === undefined ? '' : (options[key] ?? '');
}

/** The products and variants the file names, matched to the catalogue, with what the catalogue refuses. */
async function plan(
  db: Database,
  read: CsvProduct[],
  regime: TaxRegime,
): Promise<{ planned: PlannedProduct[]; errors: ImportRowError[] }> {
  const errors: ImportRowError[] = [];
  const handles = read.map((product) => product.handle);
  // A product made in the shop has no handle: its file's Handle is its id (any product's id names it).
  const known = await lookUpInTurns(handles, (batch) =>
    db
      .select()
      .from(products)
      .where(
        sql`${products.handle} = any(${toTextArray(batch)}) or ${products.id} = any(${toTextArray(batch)})`,
      ),
  );
  const byHandle = new Map([
    ...known.map((row) => [row.id, row] as const),
    ...known.flatMap((row) => (row.handle ? [[row.handle, row] as const] : [])),
  ]);
  const liveVariants = await lookUpInTurns([...new Set(known.map((row) => row.id))], (batch) =>
    db
      .select()
      .from(productVariants)
      .where(
        and(
          sql`${productVariants.productId} = any(${toTextArray(batch)})`,
          isNull(productVariants.archivedAt),
        ),
      )
      .orderBy(productVariants.productId, productVariants.rank, productVariants.createdAt),
  );
  const variantsOf = new Map<string, VariantRow[]>();
  for (const variant of liveVariants) {
    variantsOf.set(variant.productId, [...(variantsOf.get(variant.productId) ?? []), variant]);
  }

  const planned: PlannedProduct[] = [];
  for (const product of read) {
    if (planned.length > 0 && planned.length % LOOKUP_BATCH === 0) await nextTurn();
    const existing = byHandle.get(product.handle) ?? null;
    const current = existing ? (variantsOf.get(existing.id) ?? []) : [];
    const byOptions = new Map(
      current.map((variant) => [
        optionsKey(product.optionNames.map((name) => valueOf(variant.options, name))),
        variant,
      ]),
    );
    const matched = new Set<string>();
    const variants = product.variants.map((variant): PlannedVariant => {
      const match =
        product.optionNames.length === 0 ? current[0] : byOptions.get(optionsKey(variant.optionValues));
      if (match && !matched.has(match.id)) {
        matched.add(match.id);
        return { ...variant, id: match.id, existing: match };
      }
      if (variant.priceCents === undefined) {
        errors.push({ row: variant.row, column: '', message: e.priceForNewVariant });
      }
      return { ...variant, id: newId(), existing: null };
    });
    planned.push({
      ...product,
      id: existing?.id ?? newId(),
      existing,
      variants,
      leftOut: current.filter((variant) => !matched.has(variant.id)),
    });
  }

  checkHsnCodes(planned, regime, errors);
  await checkCodes(db, planned, errors);
  await checkOwnImages(db, planned, errors);
  checkStockBelowZero(planned, errors);
  return { planned, errors };
}

/**
 * Stock below zero (a variant an offline counter sale took there) may come back as the export wrote
 * it, unchanged; nothing sets it there.
 */
function checkStockBelowZero(planned: PlannedProduct[], errors: ImportRowError[]): void {
  for (const variant of planned.flatMap((product) => product.variants)) {
    if (variant.quantity === undefined || variant.quantity >= 0) continue;
    const stock = variant.existing?.availableQuantity ?? 0;
    if (variant.quantity !== stock) {
      errors.push({ row: variant.row, column: 'Variant Inventory Qty', message: e.stockBelowZero(stock) });
    }
  }
}

/**
 * Under GST a product needs its HSN code: a new one must give it, and one that has it cannot lose it.
 * An empty cell leaves a product without one as it is, so a catalogue from before GST reads back.
 */
function checkHsnCodes(planned: PlannedProduct[], regime: TaxRegime, errors: ImportRowError[]): void {
  for (const product of planned) {
    const leftAsItIs =
      product.hsnCode === undefined || (product.hsnCode === null && product.existing?.hsnCode === null);
    const problem = productHsnProblem(
      regime,
      leftAsItIs ? undefined : product.hsnCode,
      product.existing === null,
    );
    if (problem) errors.push({ row: product.row, column: 'HSN Code', message: problem });
  }
}

const skusOf = (variants: PlannedVariant[]) =>
  variants.flatMap((variant) => (variant.sku ? [variant.sku.toLowerCase()] : []));
const barcodesOf = (variants: PlannedVariant[]) =>
  variants.flatMap((variant) => (variant.barcode ? [variant.barcode] : []));

/** A SKU or barcode the file gives a variant must not be another live variant's already. */
async function checkCodes(db: Database, planned: PlannedProduct[], errors: ImportRowError[]): Promise<void> {
  const rows = planned.flatMap((product) => product.variants);
  const coded = rows.filter((variant) => variant.sku || variant.barcode);
  const holders = await lookUpInTurns(coded, (batch) =>
    db
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        barcode: productVariants.barcode,
        name: products.name,
      })
      .from(productVariants)
      .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
      .where(
        and(
          isNull(productVariants.archivedAt),
          sql`(lower(${productVariants.sku}) = any(${toTextArray(skusOf(batch))})
               or ${productVariants.barcode} = any(${toTextArray(barcodesOf(batch))}))`,
        ),
      ),
  );
  const skuHolder = new Map(holders.filter((h) => h.sku).map((h) => [h.sku!.toLowerCase(), h]));
  const barcodeHolder = new Map(holders.filter((h) => h.barcode).map((h) => [h.barcode!, h]));
  for (const variant of rows) {
    const bySku = variant.sku ? skuHolder.get(variant.sku.toLowerCase()) : undefined;
    if (bySku && bySku.id !== variant.id) {
      errors.push({ row: variant.row, column: 'Variant SKU', message: e.skuTaken(bySku.name) });
    }
    const byBarcode = variant.barcode ? barcodeHolder.get(variant.barcode) : undefined;
    if (byBarcode && byBarcode.id !== variant.id) {
      errors.push({ row: variant.row, column: 'Variant Barcode', message: e.barcodeTaken(byBarcode.name) });
    }
  }
}

/** An image of the shop named by its address must be one the shop holds. */
async function checkOwnImages(
  db: Database,
  planned: PlannedProduct[],
  errors: ImportRowError[],
): Promise<void> {
  const own = planned.flatMap((product) =>
    product.img && isOwnImage(product.img) && product.img !== product.existing?.img
      ? [{ row: product.row, id: ownImageId(product.img) }]
      : [],
  );
  if (own.length === 0) return;
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(sql`${images.id} = any(${toTextArray([...new Set(own.map((image) => image.id))])})`);
  const held = new Set(found.map((row) => row.id));
  for (const product of own) {
    if (!held.has(product.id)) {
      errors.push({ row: product.row, column: 'Image Src', message: e.imageUnknown });
    }
  }
}

/**
 * Fetches the images given by http(s) address (each address once), outside any transaction: a dry
 * run only to see that each can be, an import into the shop's images, pointing the products at them.
 * A product keeping the address it has is left as it is; a new product without a picture takes the
 * shop's placeholder. A picture that cannot be downloaded is a row error, or with `unfetchedImages`
 * `placeholder` left out, as if the row gave none. Answers the rows whose picture was left out.
 */
async function fetchImages(
  db: Database,
  planned: PlannedProduct[],
  { actor, allowPrivateHosts, dryRun, unfetchedImages }: ImportOptions,
  errors: ImportRowError[],
): Promise<number[]> {
  const wanted = planned.filter(
    (product) => product.img && !isOwnImage(product.img) && product.img !== product.existing?.img,
  );
  const addresses = [...new Set(wanted.map((product) => product.img!))];
  const stored = new Map<string, { url: string } | { message: string; unfetched: boolean }>();
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next++]!;
      const download = await downloadImage(address, allowPrivateHosts);
      if (!download.ok) stored.set(address, { message: download.message, unfetched: download.unfetched });
      else if (dryRun) stored.set(address, { url: address });
      else
        stored.set(address, { url: imageUrl(await saveImage(db, download.bytes, download.mime, actor.uid)) });
    }
  };
  await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE }, worker));
  const leftOut: number[] = [];
  for (const product of wanted) {
    const result = stored.get(product.img!)!;
    if ('url' in result) product.img = result.url;
    else if (result.unfetched && unfetchedImages === 'placeholder') {
      product.img = undefined;
      leftOut.push(product.row);
    } else
      errors.push({
        row: product.row,
        column: 'Image Src',
        message: result.message,
        ...(result.unfetched && { unfetchedImage: true as const }),
      });
  }
  const unpictured = planned.filter((product) => !product.existing && !product.img);
  if (unpictured.length > 0 && !dryRun) {
    const placeholder = await placeholderImageUrl(db);
    for (const product of unpictured) product.img = placeholder;
  }
  return leftOut;
}

/** Each path's category, the missing levels created (their slugs made unique), and the ids of those created. */
async function resolveCategories(
  tx: Transaction,
  planned: PlannedProduct[],
): Promise<{ paths: Map<string, string>; created: string[] }> {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
  const rows: CategoryRow[] = await tx.select().from(categories);
  const slugs = new Set(rows.map((row) => row.slug));
  const childKey = (parentId: string | null, name: string) => `${parentId ?? ''}/${name.toLowerCase()}`;
  const byKey = new Map(rows.map((row) => [childKey(row.parentId, row.name), row.id]));
  const created: (typeof categories.$inferInsert)[] = [];
  const paths = new Map<string, string>();
  for (const { categoryPath } of planned) {
    if (!categoryPath || categoryPath.length === 0) continue;
    let parentId: string | null = null;
    for (const name of categoryPath) {
      const key = childKey(parentId, name);
      let id = byKey.get(key);
      if (id === undefined) {
        const base = slugOf(name) || 'category';
        let slug = base;
        for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
        slugs.add(slug);
        id = newId();
        const rank = created.filter((row) => row.parentId === parentId).length + rows.length;
        created.push({ id, name, slug, parentId, rank });
        byKey.set(key, id);
      }
      parentId = id;
    }
    paths.set(categoryPath.join('\n'), parentId!);
  }
  // Parents before children: each is created after the level above it in `created`.
  if (created.length > 0) await tx.insert(categories).values(created);
  return { paths, created: created.map((row) => row.id!) };
}

/** Products a step of the write takes at most, and their variants at most (tests/bench/CSV.md). */
const PRODUCTS_PER_STEP = 125;
const VARIANTS_PER_STEP = 500;

/** `planned` in steps of at most PRODUCTS_PER_STEP products and about VARIANTS_PER_STEP variants. */
function inSteps(planned: PlannedProduct[]): PlannedProduct[][] {
  const steps: PlannedProduct[][] = [];
  let variants = 0;
  for (const product of planned) {
    const last = steps.at(-1);
    const size = product.variants.length + product.leftOut.length;
    if (!last || last.length >= PRODUCTS_PER_STEP || variants + size > VARIANTS_PER_STEP) {
      steps.push([product]);
      variants = size;
    } else {
      last.push(product);
      variants += size;
    }
  }
  return steps;
}

/**
 * Writes the plan as the steps of a staged write (./stagedImport.ts): the categories; the existing
 * products the file changes, a step at a time, with their stock; the new products, a step at a
 * time, hidden. Answers the new products to show and the variants the import took below their
 * thresholds.
 */
async function apply(
  staged: StagedWrite,
  planned: PlannedProduct[],
  options: ImportOptions,
): Promise<{ shown: string[]; becameLow: LowVariant[] }> {
  const categoryOf = await staged.step('categories', async (tx) => {
    const { paths, created } = await resolveCategories(tx, planned);
    return { done: { categoryIds: created }, answer: paths };
  });
  const productRow = (product: PlannedProduct): ImportedProduct => {
    const was = product.existing;
    return {
      id: product.id,
      existing: was !== null,
      handle: product.handle,
      name: product.name,
      description: product.description ?? was?.description ?? '',
      img: product.img ?? was?.img ?? '',
      minimum_order: product.minimumOrder ?? was?.minimumOrder ?? 1,
      tax_rate_bp:
        product.taxRate === undefined
          ? (was?.taxRateBp ?? null)
          : product.taxRate === null
            ? null
            : rateBasisPoints(product.taxRate),
      hsn_code: product.hsnCode === undefined ? (was?.hsnCode ?? null) : product.hsnCode,
      category_id:
        product.categoryPath === undefined
          ? (was?.categoryId ?? null)
          : (categoryOf.get(product.categoryPath.join('\n')) ?? null),
      brand: product.brand ?? was?.brand ?? '',
      options: product.optionNames.map((name, i): ProductOption => ({
        name,
        values: [...new Set(product.variants.map((variant) => variant.optionValues[i]!))],
      })),
      archived:
        product.status === undefined
          ? was !== null && was.archivedAt !== null
          : product.status === 'archived',
      price_cents: productPriceCents(product.variants.map(variantPrice))!,
      available_quantity: product.variants.reduce((sum, variant) => sum + (variant.quantity ?? 0), 0),
    };
  };
  const variantRows = (product: PlannedProduct) =>
    product.variants.map((variant, rank): ImportedVariant => {
      const was = variant.existing;
      return {
        id: variant.id,
        existing: was !== null,
        product_id: product.id,
        title: variant.optionValues.join(' / '),
        options: optionsRecord(product.optionNames, variant.optionValues),
        sku: variant.sku === undefined ? (was?.sku ?? null) : variant.sku,
        barcode: variant.barcode === undefined ? (was?.barcode ?? null) : variant.barcode,
        price_cents: variantPrice(variant).priceCents,
        weight_grams: variant.weightGrams === undefined ? (was?.weightGrams ?? null) : variant.weightGrams,
        rank,
        // A new variant the file gives no stock starts at 0.
        available_quantity: variant.quantity ?? 0,
      };
    });
  const context: MovementContext = { reason: 'import', actor: options.actor };
  const becameLow: LowVariant[] = [];

  for (const step of inSteps(planned.filter((product) => product.existing))) {
    const low = await staged.step('changes', async (tx) => {
      const variants = step.flatMap(variantRows);
      const entered = variants.filter((variant) => !variant.existing);
      const { replaced, emptied, enteredLow } = await writeImportedChanges(
        tx,
        {
          products: step.map(productRow),
          variants: variants.filter((variant) => variant.existing),
          leftOut: step.flatMap((product) => product.leftOut.map((variant) => variant.id)),
          entered,
        },
        context,
        options.lowStockDefault,
      );
      // An existing variant whose stock the file gives moves to it; one the file leaves out keeps its own.
      const moved = await moveStock(
        tx,
        await movesChangingStock(
          tx,
          step.flatMap((product) =>
            product.variants.flatMap((variant) =>
              variant.existing && variant.quantity !== undefined
                ? [{ variantId: variant.id, target: variant.quantity }]
                : [],
            ),
          ),
        ),
        context,
        options.lowStockDefault,
      );
      // Short only when stock kept below zero moved between the dry run's reading and now.
      if (moved.outcome !== 'moved') throw new HttpError(409, { message: e.stockChangedMeanwhile });
      const movedBack = moved.movements.map((movement) => ({
        variantId: movement.variantId,
        delta: movement.delta,
      }));
      return {
        done: { replaced, moved: [...emptied, ...movedBack], entered: entered.map((variant) => variant.id) },
        answer: [...moved.becameLow, ...enteredLow],
      };
    });
    becameLow.push(...low);
  }

  for (const step of inSteps(planned.filter((product) => !product.existing))) {
    const low = await staged.step('hidden', async (tx) => {
      const variants = step.flatMap(variantRows);
      const entered = await writeHiddenProducts(
        tx,
        { products: step.map(productRow), variants },
        context,
        options.lowStockDefault,
      );
      return {
        done: {
          productIds: step.map((product) => product.id),
          variantIds: variants.map((variant) => variant.id),
        },
        answer: entered,
      };
    });
    becameLow.push(...low);
  }
  const shown = planned.filter((product) => !product.existing && product.status !== 'archived');
  return { shown: shown.map((product) => product.id), becameLow };
}

/**
 * The moves that change a variant's stock: one whose stock is the file's already is no move, and
 * locking it (a re-import of the shop's own export, 10,000 variants) would only hold the database.
 */
async function movesChangingStock(
  tx: Transaction,
  moves: { variantId: string; target: number }[],
): Promise<{ variantId: string; target: number }[]> {
  if (moves.length === 0) return [];
  const changing = await queryRows<{ id: string }>(
    tx,
    sql`select v.id from ${productVariants} v
        join jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as m("variantId" text, target int)
          on m."variantId" = v.id
        where v.available_quantity <> m.target`,
  );
  const ids = new Set(changing.map((row) => row.id));
  return moves.filter((move) => ids.has(move.variantId));
}

/** A variant's price: the file's, or the one it has (the plan refuses a new variant without one). */
const variantPrice = (variant: PlannedVariant) => ({
  priceCents: variant.priceCents ?? variant.existing!.priceCents,
});

/** A SKU or barcode another write took between the plan's check and the write: 409, the write undone. */
function codeTakenMeanwhile(error: unknown): HttpError | null {
  const refused = (error ?? {}) as { constraint?: string; cause?: { constraint?: string } };
  const index = refused.constraint ?? refused.cause?.constraint;
  const codes = ['product_variants_sku_idx', 'product_variants_barcode_idx', 'products_handle_idx'];
  return index && codes.includes(index) ? new HttpError(409, { message: e.changedMeanwhile }) : null;
}

const byRowThenColumn = (a: ImportRowError, b: ImportRowError) =>
  a.row - b.row || a.column.localeCompare(b.column);

/** What the report says once about the whole file: the reader's warnings, extra pictures, placeholders. */
function warningsOf(read: CatalogueCsv, planned: PlannedProduct[]): string[] {
  const warnings = [...read.warnings];
  if (read.extraImages.size > 0) warnings.push(w.extraImages([...read.extraImages.keys()]));
  const unpictured = planned.filter((product) => !product.existing && !product.img).length;
  if (unpictured > 0) warnings.push(w.placeholderImage(unpictured));
  return warnings;
}

/** The file read, planned against the catalogue and its pictures fetched: what it would do, and its problems. */
async function check(db: Database, text: string, options: ImportOptions) {
  const read = await readCatalogueCsv(text, options.taxRegime);
  const { planned, errors: planErrors } = await plan(db, read.products, options.taxRegime);
  const warnings = warningsOf(read, planned);
  if (read.errors.length === 0 && planErrors.length === 0) {
    const leftOut = await fetchImages(db, planned, options, planErrors);
    if (leftOut.length > 0) warnings.push(w.unfetchedImages(leftOut));
  }
  // The plan names the catalogue's columns; the staff look for their file's.
  const errors = [
    ...read.errors,
    ...planErrors.map((error) => ({
      ...error,
      column: error.column && read.fileColumn(error.column, error.row),
    })),
  ];
  const variants = planned.flatMap((product) => product.variants);
  const report = (applied: boolean): CatalogueImportReport => ({
    dryRun: options.dryRun,
    applied,
    products: {
      create: planned.filter((product) => !product.existing).length,
      update: planned.filter((product) => product.existing).length,
    },
    variants: {
      create: variants.filter((variant) => !variant.existing).length,
      update: variants.filter((variant) => variant.existing).length,
    },
    errors: errors.sort(byRowThenColumn),
    warnings,
  });
  return { planned, clean: errors.length === 0, report };
}

export async function importCatalogue(
  db: Database,
  text: string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  if (options.dryRun) return { report: (await check(db, text, options)).report(false), becameLow: [] };
  // The import is begun before the file is planned, so no other import changes what the plan read.
  return stagedImport(db, options.actor, options.lowStockDefault, async (staged) => {
    const { planned, clean, report } = await check(db, text, options);
    if (!clean) return { shown: null, answer: { report: report(false), becameLow: [] } };
    const { shown, becameLow } = await apply(staged, planned, options);
    return { shown, answer: { report: report(true), becameLow } };
  }).catch((error: unknown) => {
    throw codeTakenMeanwhile(error) ?? error;
  });
}
