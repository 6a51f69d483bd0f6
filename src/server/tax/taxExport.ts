/**
 * A period's return, one section at a time, as CSV (docs/tax.md). India's GSTR-1 sections are written
 * in the columns of the GST portal's offline tool, which imports each as a file of its own; Bangladesh's
 * sales register lists every invoice and credit note. Sections of documents are read a batch at a
 * time, keyset-paged on (issued_at, number) as the orders' export is, so a year of invoices never sits
 * in memory; sections of sums (b2cs, exemp, the HSN summaries, docs) are one grouped statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceKind } from '../../shared/invoiceSchemas';
import { shopClock } from '../../shared/tax/financialYear';
import type { TaxLineCents } from '../../shared/tax/lineTax';
import { rateOfBasisPoints } from '../../shared/tax/regimes';
import type { TaxPeriod, TaxSection } from '../../shared/taxSchemas';
import type { Config } from '../config';
import { queryRows, type Database } from '../db/database';
import { invoices } from '../db/schema';
import { csvLine, moneyCell, type CsvCell, type DecimalCell } from '../http/csv';
import { placeOfSupplyLabel, portalDate, uqcOf } from './gstPortal';
import { documentSign, issuedWithin, TAX_LINE_RECORD } from './taxReports';

/**
 * The offline tool's columns, as its sample files and Excel template head them (the tool reads
 * them by position): see docs/tax.md for where they come from.
 */
export const GSTR1_COLUMNS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  exp: [
    'Export Type',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Port Code',
    'Shipping Bill Number',
    'Shipping Bill Date',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  exemp: [
    'Description',
    'Nil Rated Supplies',
    'Exempted(other than nil rated/non GST supply)',
    'Non-GST Supplies',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
} as const;

/** Bangladesh's sales register: each document once, a credit note's values negative. */
export const REGISTER_COLUMNS = [
  'Number',
  'Kind',
  'Cites',
  'Date',
  'Time',
  'Buyer',
  'Buyer BIN',
  'Value without VAT',
  'VAT',
  'Value with VAT',
] as const;

const KIND_NAMES: Record<InvoiceKind, string> = { invoice: 'Invoice', credit_note: 'Credit note' };

/** GSTR-1's large B2C invoices: inter-state, to unregistered buyers, over ₹1,00,000 (in paise). */
export const B2CL_THRESHOLD_CENTS = 10_000_000;

/** GST's place of supply for an export, which GSTR-1 reports in its `exp` section and `cdnur`. */
const ABROAD = '96';

/**
 * GST's nil rate. A line at 0% of a supply in India is nil-rated: GSTR-1 reports it in `exemp` (table
 * 8) alone, in no section by rate; an export's lines are zero-rated, its `exp` rows at any rate.
 */
const NIL_RATE_BP = 0;

/** What the offline tool reads as a regular supply to a registered buyer, without reverse charge. */
const REGULAR_B2B = 'Regular B2B';
const NO_REVERSE_CHARGE = 'N';
const CREDIT_NOTE = 'C';
const OTHER_THAN_E_COMMERCE = 'OE';
/** GST's compensation cess: tools and hardware carry none. */
const NO_CESS = 0;

/** Int8 values: numbers from PGlite, strings from node-postgres. */
type Int8 = number | string;

const gst = sql`${invoices.regime} = 'IN_GST'`;
const abroad = sql`${invoices.placeOfSupply} = ${ABROAD}`;
const inIndia = sql`${invoices.placeOfSupply} <> ${ABROAD}`;
/** A buyer with a GSTIN, supplied in India: a supply abroad is an export whatever its buyer's tax id. */
const registered = sql`(${invoices.buyerTaxId} is not null and ${inIndia})`;
const unregistered = sql`not ${registered}`;
const nilRated = (rateBp: SQL) => sql`(${rateBp} = ${NIL_RATE_BP})`;

/** One document as the sections of documents read it. */
interface DocumentRow {
  number: string;
  kind: InvoiceKind;
  /** `issued_at` as text: the cursor of the next batch. */
  cursorAt: string;
  /** `issued_at` in milliseconds since the epoch. */
  issuedMs: number;
  buyerTaxId: string | null;
  buyerName: string;
  placeOfSupply: string | null;
  cites: string | null;
  totalCents: Int8;
  taxableCents: Int8;
  taxCents: Int8;
  taxLines: TaxLineCents[];
}

const BATCH = 1_000;

/** The documents `where` names, oldest first, `BATCH` at a time. */
async function* documentBatches(db: Database, where: SQL): AsyncGenerator<DocumentRow[]> {
  let after: { at: string; number: string } | null = null;
  for (;;) {
    const next: SQL = after
      ? sql`and ${invoices.issuedAt} >= ${after.at}::timestamptz and (${invoices.issuedAt}, ${invoices.number}) > (${after.at}::timestamptz, ${after.number})`
      : sql``;
    const batch: DocumentRow[] = await queryRows<DocumentRow>(
      db,
      sql`
        select ${invoices.number} as number, ${invoices.kind} as kind, ${invoices.issuedAt}::text as "cursorAt",
               (extract(epoch from ${invoices.issuedAt}) * 1000)::float8 as "issuedMs",
               ${invoices.buyerTaxId} as "buyerTaxId",
               coalesce(${invoices.document}->'buyer'->>'businessName', ${invoices.document}->'buyer'->>'name') as "buyerName",
               ${invoices.placeOfSupply} as "placeOfSupply", ${invoices.cites} as cites,
               ${invoices.totalCents} as "totalCents", ${invoices.taxableCents} as "taxableCents",
               ${invoices.taxCents} as "taxCents", ${invoices.taxLines} as "taxLines"
        from ${invoices}
        where ${where} ${next}
        order by ${invoices.issuedAt}, ${invoices.number}
        limit ${BATCH}`,
    );
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { at: last.cursorAt, number: last.number };
  }
}

/** Money as the portal's and accountants' sheets write it: always two decimals (`1220.00`). */
const dollars = (cents: Int8 | number): DecimalCell => moneyCell(Number(cents));
const posOf = (document: DocumentRow): string =>
  document.placeOfSupply ? placeOfSupplyLabel(document.placeOfSupply) : '';

/** The shop's wall clock at an instant, as its documents print it: `2026-11-29 14:05`. */
type ShopClock = (ms: number) => string;

/**
 * The lines a document's sections by rate report: all of an export's; of a supply in India, all but
 * the nil-rated, which are `exemp`'s (the rule `nilRated` says in SQL).
 */
const linesByRate = (document: DocumentRow): TaxLineCents[] =>
  document.placeOfSupply === ABROAD
    ? document.taxLines
    : document.taxLines.filter((line) => line.rateBp !== NIL_RATE_BP);

/** One line per rate of each document; `day` is its date of issue as the offline tool writes it. */
const perRate =
  (cells: (document: DocumentRow, line: TaxLineCents, day: string) => CsvCell[]) =>
  (clock: ShopClock) =>
  (documents: DocumentRow[]) =>
    documents
      .flatMap((document) => {
        const day = portalDate(clock(document.issuedMs).slice(0, 10));
        return linesByRate(document).map((line) => csvLine(cells(document, line, day)));
      })
      .join('');

const b2bRows = perRate((d, line, day) => [
  d.buyerTaxId,
  d.buyerName,
  d.number,
  day,
  dollars(d.totalCents),
  posOf(d),
  NO_REVERSE_CHARGE,
  null,
  REGULAR_B2B,
  null,
  rateOfBasisPoints(line.rateBp),
  dollars(line.taxableCents),
  NO_CESS,
]);

const b2clRows = perRate((d, line, day) => [
  d.number,
  day,
  dollars(d.totalCents),
  posOf(d),
  null,
  rateOfBasisPoints(line.rateBp),
  dollars(line.taxableCents),
  NO_CESS,
  null,
]);

const cdnrRows = perRate((d, line, day) => [
  d.buyerTaxId,
  d.buyerName,
  d.number,
  day,
  CREDIT_NOTE,
  posOf(d),
  NO_REVERSE_CHARGE,
  REGULAR_B2B,
  dollars(d.totalCents),
  null,
  rateOfBasisPoints(line.rateBp),
  dollars(line.taxableCents),
  NO_CESS,
]);

/** An export invoiced with IGST: "with payment" of tax (the shop exports under no bond or LUT). */
const EXPORT_WITH_PAYMENT = 'WPAY';

/**
 * Port code, shipping bill number and date are left blank: a parcel sent by post or courier often has
 * no shipping bill yet when the return is filed (docs/tax.md).
 */
const expRows = perRate((d, line, day) => [
  EXPORT_WITH_PAYMENT,
  d.number,
  day,
  dollars(d.totalCents),
  null,
  null,
  null,
  rateOfBasisPoints(line.rateBp),
  dollars(line.taxableCents),
  NO_CESS,
]);

/** The offline tool's types of an unregistered buyer's credit note: of a large B2C invoice, of an export. */
const UR_TYPES = { largeB2c: 'B2CL', exportWithPayment: 'EXPWP' } as const;

const cdnurRows = perRate((d, line, day) => [
  d.placeOfSupply === ABROAD ? UR_TYPES.exportWithPayment : UR_TYPES.largeB2c,
  d.number,
  day,
  CREDIT_NOTE,
  posOf(d),
  dollars(d.totalCents),
  null,
  rateOfBasisPoints(line.rateBp),
  dollars(line.taxableCents),
  NO_CESS,
]);

/** Each document once, with its date and time of issue; a credit note's values negative. */
const registerRows = (clock: ShopClock) => (documents: DocumentRow[]) =>
  documents
    .map((d) => {
      const sign = d.kind === 'credit_note' ? -1 : 1;
      const taxable = Number(d.taxableCents);
      const tax = Number(d.taxCents);
      const [date, time] = clock(d.issuedMs).split(' ');
      return csvLine([
        d.number,
        KIND_NAMES[d.kind],
        d.cites,
        date!,
        time!,
        d.buyerName,
        d.buyerTaxId,
        dollars(sign * taxable),
        dollars(sign * tax),
        dollars(sign * (taxable + tax)),
      ]);
    })
    .join('');

/** The documents of a section: their kind, regime and buyer, in the period. */
const documentsOf = (within: SQL, condition: SQL) => sql`${within} and ${condition}`;

async function* documentSection(
  db: Database,
  header: readonly string[],
  where: SQL,
  rows: (documents: DocumentRow[]) => string,
) {
  yield csvLine(header);
  for await (const batch of documentBatches(db, where)) yield rows(batch);
}

const ofKind = (kind: InvoiceKind) => sql`${invoices.kind} = ${kind}`;

/** Large B2C: supplied to another state than the shop's, over the threshold. */
const largeB2c = (placeOfSupply: SQL, totalCents: SQL, shopState: string) =>
  sql`${placeOfSupply} <> ${shopState} and ${totalCents} > ${B2CL_THRESHOLD_CENTS}`;

/** A credit note follows the section of the invoice it cites; an invoice its own. */
const citedOrOwn = (column: typeof invoices.placeOfSupply | typeof invoices.totalCents) =>
  sql`coalesce(cited.${sql.identifier(column.name)}, ${column})`;

/**
 * B2C small, by place of supply and rate: every B2C document but a large one and an export, its
 * nil-rated lines left to `exemp`. A credit note to an unregistered buyer is netted here, as GSTR-1
 * asks for these small supplies; the one of a large invoice belongs to `cdnur`.
 */
async function* b2csSection(db: Database, within: SQL, shopState: string) {
  yield csvLine(GSTR1_COLUMNS.b2cs);
  const rows = await queryRows<{ placeOfSupply: string; rateBp: number; taxableCents: Int8 }>(
    db,
    sql`
      select ${invoices.placeOfSupply} as "placeOfSupply", l."rateBp",
             sum(${documentSign} * l."taxableCents")::bigint as "taxableCents"
      from ${invoices}
        left join ${invoices} as cited on cited.number = ${invoices.cites}
        cross join lateral jsonb_to_recordset(${invoices.taxLines}) as l${TAX_LINE_RECORD}
      where ${within} and ${gst} and ${unregistered} and ${inIndia} and not ${nilRated(sql`l."rateBp"`)}
        and not (${largeB2c(citedOrOwn(invoices.placeOfSupply), citedOrOwn(invoices.totalCents), shopState)})
      group by ${invoices.placeOfSupply}, l."rateBp"
      order by ${invoices.placeOfSupply}, l."rateBp"`,
  );
  yield rows
    .map((row) =>
      csvLine([
        OTHER_THAN_E_COMMERCE,
        placeOfSupplyLabel(row.placeOfSupply),
        null,
        rateOfBasisPoints(row.rateBp),
        dollars(row.taxableCents),
        NO_CESS,
        null,
      ]),
    )
    .join('');
}

/** Table 8's rows in the portal's order: whether the supply left the shop's state, the buyer has a GSTIN. */
const NIL_RATED_ROWS = [
  { interState: true, registered: true, description: 'Inter-State supplies to registered persons' },
  { interState: false, registered: true, description: 'Intra-State supplies to registered persons' },
  { interState: true, registered: false, description: 'Inter-State supplies to unregistered persons' },
  { interState: false, registered: false, description: 'Intra-State supplies to unregistered persons' },
] as const;

/**
 * Table 8: the nil-rated lines of supplies in India, net of their credit notes, summed into the
 * portal's four rows, each written even when nothing was sold in it. The shop sells nothing exempt or
 * outside GST, so those two columns are nought.
 */
async function* exempSection(db: Database, within: SQL, shopState: string) {
  yield csvLine(GSTR1_COLUMNS.exemp);
  const sums = await queryRows<{ interState: boolean; registered: boolean; nilRatedCents: Int8 }>(
    db,
    sql`
      select ${invoices.placeOfSupply} <> ${shopState} as "interState", ${registered} as registered,
             sum(${documentSign} * l."taxableCents")::bigint as "nilRatedCents"
      from ${invoices}
        cross join lateral jsonb_to_recordset(${invoices.taxLines}) as l${TAX_LINE_RECORD}
      where ${within} and ${gst} and ${inIndia} and ${nilRated(sql`l."rateBp"`)}
      group by 1, 2`,
  );
  yield NIL_RATED_ROWS.map((row) => {
    const group = sums.find((sum) => sum.interState === row.interState && sum.registered === row.registered);
    return csvLine([row.description, dollars(group?.nilRatedCents ?? 0), dollars(0), dollars(0)]);
  }).join('');
}

/**
 * The HSN summary of the documents `where` names: their lines by HSN code, unit and rate, credit notes
 * taking away. The portal's B2B and B2C tables have the whole summary's columns.
 */
async function* hsnSection(db: Database, where: SQL) {
  yield csvLine(GSTR1_COLUMNS.hsn);
  const rows = await queryRows<{
    hsnCode: string | null;
    unit: string;
    rateBp: number;
    quantity: Int8;
    totalCents: Int8;
    taxableCents: Int8;
    igstCents: Int8;
    cgstCents: Int8;
    sgstCents: Int8;
  }>(
    db,
    sql`
      select h."hsnCode", h.unit, h."rateBp",
             sum(${documentSign} * h.quantity)::bigint as quantity,
             sum(${documentSign} * h."totalCents")::bigint as "totalCents",
             sum(${documentSign} * h."taxableCents")::bigint as "taxableCents",
             sum(${documentSign} * h."igstCents")::bigint as "igstCents",
             sum(${documentSign} * h."cgstCents")::bigint as "cgstCents",
             sum(${documentSign} * h."sgstCents")::bigint as "sgstCents"
      from ${invoices}
        cross join lateral jsonb_to_recordset(${invoices.hsnLines}) as h("hsnCode" text, unit text, "rateBp" int,
          quantity int, "totalCents" bigint, "taxableCents" bigint, "igstCents" bigint, "cgstCents" bigint,
          "sgstCents" bigint)
      where ${where} and ${gst}
      group by h."hsnCode", h.unit, h."rateBp"
      order by h."hsnCode" nulls last, h.unit, h."rateBp"`,
  );
  yield rows
    .map((row) =>
      csvLine([
        row.hsnCode,
        null,
        uqcOf(row.unit),
        Number(row.quantity),
        dollars(row.totalCents),
        rateOfBasisPoints(row.rateBp),
        dollars(row.taxableCents),
        dollars(row.igstCents),
        dollars(row.cgstCents),
        dollars(row.sgstCents),
        NO_CESS,
      ]),
    )
    .join('');
}

/** The documents' natures as the offline tool's list names them. */
const NATURE_OF_DOCUMENT: Record<InvoiceKind, string> = {
  invoice: 'Invoices for outward supply',
  credit_note: 'Credit Note',
};

/**
 * The documents issued, one row per series and financial year: the first and last number, how many
 * (a series is unbroken, so every number between), none cancelled (an order given up after its
 * invoice gets a credit note, never a cancelled invoice).
 */
async function* docsSection(db: Database, within: SQL) {
  yield csvLine(GSTR1_COLUMNS.docs);
  const rows = await queryRows<{ kind: InvoiceKind; first: string; last: string; count: number }>(
    db,
    sql`
      select ${invoices.kind} as kind,
             (array_agg(${invoices.number} order by ${invoices.sequence}))[1] as first,
             (array_agg(${invoices.number} order by ${invoices.sequence} desc))[1] as last,
             count(*)::int as count
      from ${invoices}
      where ${within} and ${gst}
      group by ${invoices.kind}, ${invoices.year}
      order by ${invoices.kind} desc, ${invoices.year}`,
  );
  yield rows
    .map((row) => csvLine([NATURE_OF_DOCUMENT[row.kind], row.first, row.last, row.count, 0]))
    .join('');
}

/**
 * `section` of the return for `period`, a piece of CSV at a time: a header row, then its rows. The
 * caller has checked the section is one of the shop's regime.
 */
export function taxCsv(db: Database, config: Config, section: TaxSection, period: TaxPeriod) {
  const within = issuedWithin(period, config.tax.timeZone);
  const clock: ShopClock = (ms) => shopClock(ms, config.tax.timeZone);
  const shopState = config.tax.seller.state?.code ?? '';
  switch (section) {
    case 'b2b':
      return documentSection(
        db,
        GSTR1_COLUMNS.b2b,
        documentsOf(within, sql`${ofKind('invoice')} and ${gst} and ${registered}`),
        b2bRows(clock),
      );
    case 'b2cl':
      return documentSection(
        db,
        GSTR1_COLUMNS.b2cl,
        documentsOf(
          within,
          sql`${ofKind('invoice')} and ${gst} and ${unregistered} and ${inIndia} and ${largeB2c(sql`${invoices.placeOfSupply}`, sql`${invoices.totalCents}`, shopState)}`,
        ),
        b2clRows(clock),
      );
    case 'b2cs':
      return b2csSection(db, within, shopState);
    case 'exp':
      return documentSection(
        db,
        GSTR1_COLUMNS.exp,
        documentsOf(within, sql`${ofKind('invoice')} and ${gst} and ${abroad}`),
        expRows(clock),
      );
    case 'exemp':
      return exempSection(db, within, shopState);
    case 'hsn':
      return hsnSection(db, within);
    case 'hsn-b2b':
      return hsnSection(db, sql`${within} and ${registered}`);
    case 'hsn-b2c':
      return hsnSection(db, sql`${within} and ${unregistered}`);
    case 'cdnur':
      return documentSection(
        db,
        GSTR1_COLUMNS.cdnur,
        documentsOf(
          within,
          sql`${ofKind('credit_note')} and ${gst} and ${unregistered} and (${abroad} or exists (
            select 1 from ${invoices} as cited
            where cited.number = ${invoices.cites}
              and ${largeB2c(sql`cited.place_of_supply`, sql`cited.total_cents`, shopState)}))`,
        ),
        cdnurRows(clock),
      );
    case 'docs':
      return docsSection(db, within);
    case 'cdnr':
      return documentSection(
        db,
        GSTR1_COLUMNS.cdnr,
        documentsOf(within, sql`${ofKind('credit_note')} and ${gst} and ${registered}`),
        cdnrRows(clock),
      );
    case 'register':
      return documentSection(
        db,
        REGISTER_COLUMNS,
        documentsOf(within, sql`${invoices.regime} = 'BD_VAT'`),
        registerRows(clock),
      );
  }
}
