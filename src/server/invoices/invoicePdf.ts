/**
 * An invoice's or a credit note's PDF, A4, drawn from its snapshot: India's tax invoice with the
 * fields of CGST Rule 46, Bangladesh's Mushak-6.3 (Mushak-6.7 for a credit note) in English, or a
 * plain invoice for a shop without a tax regime. Every amount is written by the shop's one formatter.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create as parseFont, type Font, type Glyph, type GlyphPosition } from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatMoney } from '../../shared/currency';
import type { Invoice, InvoiceLine, InvoiceTaxLine } from '../../shared/invoiceSchemas';
import { toCents, toDollars } from '../../shared/money';
import {
  documentDate,
  invoicePdfText as t,
  invoiceTitle,
  mushakForm,
  ratePercent,
} from '../../shared/strings/invoicePdf';
import { isBillOfSupply } from '../../shared/tax/billOfSupply';

type FontName = 'regular' | 'bold' | 'bengali' | 'bengaliBold';
type Fonts = Record<FontName, Font>;

/**
 * Noto Sans has Latin, Greek, Cyrillic and ₹ but no Bengali script, so no ৳: that, and a Bengali
 * name, comes from Noto Sans Bengali's Bengali subset. Both are taken from npm packages, so the
 * server draws the same invoice on any machine.
 */
const FONT_FILES: Record<FontName, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  bengali: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
  bengaliBold: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
};

/**
 * Characters drawn with the Bengali font: the Bengali block (৳ is U+09F3) and the dandas it shares,
 * and a zero-width joiner or non-joiner between two of them, which asks for a conjunct's form
 * (র‍্যাব) and means nothing to a font it is split off to.
 */
const BENGALI_SCRIPT = /([\u0964\u0965\u0980-\u09FF]+(?:[\u200C\u200D]+[\u0964\u0965\u0980-\u09FF]+)*)/;

let fontsLoading: Promise<Fonts> | undefined;

/**
 * The fonts, read and parsed once per process and handed to each document parsed: parsing them
 * costs many times what drawing an invoice does.
 */
function invoiceFonts(): Promise<Fonts> {
  fontsLoading ??= loadFonts().catch((error: unknown) => {
    fontsLoading = undefined;
    throw error;
  });
  return fontsLoading;
}

async function loadFonts(): Promise<Fonts> {
  const require = createRequire(import.meta.url);
  const harfBuzz = await import('harfbuzzjs');
  const entries = await Promise.all(
    (Object.entries(FONT_FILES) as [FontName, string][]).map(async ([name, file]) => {
      const bytes = await readFile(require.resolve(file));
      const sfnt = file.endsWith('.woff') ? sfntOfWoff(bytes) : bytes;
      const font = parseFont(sfnt);
      if ('fonts' in font) throw new Error(`${file} is a font collection, not a font`);
      const layOut = name.startsWith('bengali')
        ? shapedByHarfBuzz(harfBuzz, font, sfnt)
        : (text: string, features?: LayoutFeatures) => font.layout(text, features);
      return [name, keepingLayouts(font, layOut)] as const;
    }),
  );
  return Object.fromEntries(entries) as Fonts;
}

type LayoutFeatures = Parameters<Font['layout']>[1];

/**
 * A string laid out as pdfkit reads it: each glyph's id, its width, and the characters it stands
 * for in the PDF's text; and where each glyph goes.
 */
interface Layout {
  glyphs: Pick<Glyph, 'id' | 'advanceWidth' | 'codePoints'>[];
  positions: GlyphPosition[];
}

/**
 * Bengali laid out by HarfBuzz, not by fontkit: fontkit 2.0 ignores a lookup's mark filtering set,
 * which Noto Sans Bengali's conjunct lookups rely on, and so drew ট্রে's ra-phala unattached, under
 * the letter after it ("রহিম ট্রেডার্স" read "টেড্রার্স"). pdfkit still draws and embeds the glyphs.
 */
function shapedByHarfBuzz(
  harfBuzz: typeof import('harfbuzzjs'),
  font: Font,
  sfnt: Buffer,
): (text: string, features?: LayoutFeatures) => Layout {
  const shaper = new harfBuzz.Font(new harfBuzz.Face(new harfBuzz.Blob(sfnt)));
  const buffer = new harfBuzz.Buffer();
  return (text, features = {}) => {
    // Decomposed, and each character its own cluster, so that each glyph can stand for the
    // characters it draws: both glyphs of a split vowel sign (ো), each its own half.
    const characters = [...text.normalize('NFD')].map((character) => character.codePointAt(0) ?? 0);
    buffer.reset();
    buffer.addCodePoints(characters);
    buffer.guessSegmentProperties();
    buffer.setClusterLevel(harfBuzz.ClusterLevel.CHARACTERS);
    const settings = Array.isArray(features)
      ? features.map((tag) => [tag, true] as const)
      : Object.entries(features);
    harfBuzz.shape(
      shaper,
      buffer,
      settings.map(([tag, on]) => new harfBuzz.Feature(tag, on ? 1 : 0)),
    );
    const glyphs = buffer.getGlyphInfos();
    const clusterStarts = [...new Set(glyphs.map((glyph) => glyph.cluster)), characters.length].sort(
      (a, b) => a - b,
    );
    const clustersTold = new Set<number>();
    return {
      glyphs: glyphs.map(({ codepoint: id, cluster }) => {
        // A cluster's characters go with its first glyph, so the text reads each of them once.
        const first = !clustersTold.has(cluster);
        clustersTold.add(cluster);
        const end = clusterStarts[clusterStarts.indexOf(cluster) + 1];
        return {
          id,
          advanceWidth: font.getGlyph(id).advanceWidth,
          codePoints: first ? characters.slice(cluster, end) : [],
        };
      }),
      positions: buffer.getGlyphPositions(),
    };
  };
}

const LAYOUTS_KEPT = 5_000;

/**
 * `font`, laying out with `layOut` and keeping its layout of each string across documents: shaping
 * a word with the font's substitution and positioning tables is most of the cost of drawing an
 * invoice, and the same labels, words and amounts come back on every one. pdfkit scales a layout's
 * positions in place, so each call gets its own copy of them. Emptied when full, so that new words
 * never grow it for ever.
 */
function keepingLayouts(font: Font, layOut: (text: string, features?: LayoutFeatures) => Layout): Font {
  const kept = new Map<string, Layout>();
  const keptLayout = (text: string) => {
    let run = kept.get(text);
    if (!run) {
      run = layOut(text);
      if (kept.size >= LAYOUTS_KEPT) kept.clear();
      kept.set(text, run);
    }
    return run;
  };
  const layout = (text: string, features?: LayoutFeatures) => {
    const run = features ? layOut(text, features) : keptLayout(text);
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, {
    get: (target, key, receiver) => (key === 'layout' ? layout : Reflect.get(target, key, receiver)),
  });
}

/**
 * A WOFF font as the TrueType file it wraps. fontkit reads WOFF, but inflates the glyph table again
 * at every glyph it looks up; unpacked once, a glyph costs nothing. (Its WOFF2 glyphs lose their
 * outlines when pdfkit subsets them, so WOFF it is.)
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const storedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + storedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: storedLength < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const directoryEnd = 12 + 16 * numTables;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directoryEnd));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const A4 = { width: 595.28, height: 841.89 };
/** What a cell with nothing to say prints. */
const NONE = '–';
export const MARGIN = 40;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** Where the content stops, leaving the footer its room. */
const CONTENT_BOTTOM = A4.height - MARGIN - 18;
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#a6a6a6';
const FILL = '#ececec';
const CELL_PAD = 3;

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

export const BODY: Style = { size: 9 };
export const SMALL: Style = { size: 7.5, color: MUTED };
const CELL: Style = { size: 8 };
export const HEAD: Style = { size: 7.5, bold: true };

export interface Column {
  header: string;
  /** Points; 0 shares what the fixed columns leave. */
  width: number;
  align?: 'left' | 'right';
}

/** A table cell: its text, wrapped to the column, and a smaller note under it (a line's tax rate). */
interface Cell {
  text: string;
  note?: string;
}

export interface Row {
  cells: (string | Cell)[];
  bold?: boolean;
}

const lineHeight = (style: Style): number => style.size * 1.3;

/** Draws on the pages of one document, top to bottom, starting a page where the next thing does not fit. */
export class Sheet {
  y = MARGIN;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly continuation: string,
  ) {}

  /** `text` split where its script changes font. */
  private runs(text: string, bold = false): { text: string; font: FontName }[] {
    return text.split(BENGALI_SCRIPT).flatMap((part, index) => {
      if (!part) return [];
      const bengali = index % 2 === 1;
      const font: FontName = bengali ? (bold ? 'bengaliBold' : 'bengali') : bold ? 'bold' : 'regular';
      return [{ text: part, font }];
    });
  }

  width(text: string, style: Style): number {
    return this.runs(text, style.bold).reduce(
      (sum, run) => sum + this.doc.font(run.font).fontSize(style.size).widthOfString(run.text),
      0,
    );
  }

  /** One line whose top is `top`, left-aligned at `x` or right-aligned to `x + width`. */
  text(text: string, x: number, top: number, style: Style, right?: { width: number }): void {
    // One baseline for every run: each font would otherwise hang its text from its own ascender.
    const baseline = top + style.size * 1.02;
    let at = right ? x + right.width - this.width(text, style) : x;
    this.doc.fillColor(style.color ?? INK);
    for (const run of this.runs(text, style.bold)) {
      this.doc.font(run.font).fontSize(style.size);
      this.doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += this.width(run.text, style);
    }
  }

  /** `text`'s lines within `width`: at its line breaks, between words, and inside a word too long for one. */
  wrap(text: string, style: Style, width: number): string[] {
    const lines: string[] = [];
    const space = this.width(' ', style);
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = this.width(word, style);
        if (line && lineWidth + space + wordWidth <= width) {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        let rest = [...word];
        while (rest.length > 1 && this.width(rest.join(''), style) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && this.width(rest.slice(0, cut).join(''), style) > width) cut--;
          lines.push(rest.slice(0, cut).join(''));
          rest = rest.slice(cut);
        }
        line = rest.join('');
        lineWidth = this.width(line, style);
      }
      if (line) lines.push(line);
    }
    return lines.length > 0 ? lines : [''];
  }

  /** Lines of `text` wrapped to `width` at `x`, from `top`; returns where they end. */
  paragraph(text: string, x: number, top: number, width: number, style: Style): number {
    let y = top;
    for (const line of this.wrap(text, style, width)) {
      this.text(line, x, y, style);
      y += lineHeight(style);
    }
    return y;
  }

  rule(y: number, x = MARGIN, width = CONTENT_WIDTH, weight = 0.6): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(weight)
      .strokeColor(RULE)
      .stroke();
  }

  /** Makes room for `height` points: a new page when they would run into the footer. */
  ensure(height: number): void {
    if (this.y + height > CONTENT_BOTTOM) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.text(this.continuation, MARGIN, MARGIN, { ...BODY, bold: true });
    this.y = MARGIN + lineHeight(BODY) + 8;
  }

  /**
   * Rows under a header that is drawn again at the top of each page the rows run onto. A caption
   * goes above the header; a table kept together starts a page rather than split when it fits one.
   */
  table(columns: Column[], rows: Row[], options: { caption?: string; keepTogether?: boolean } = {}): void {
    const fixed = columns.reduce((sum, column) => sum + column.width, 0);
    const flexible = columns.filter((column) => column.width === 0).length;
    const widths = columns.map((column) => column.width || (CONTENT_WIDTH - fixed) / flexible);
    const header: Row = { cells: columns.map((column) => column.header), bold: true };
    const cellsOf = (row: Row) =>
      row.cells.map((cell, index) => {
        const { text, note } = typeof cell === 'string' ? { text: cell, note: undefined } : cell;
        const style = row === header ? HEAD : { ...CELL, bold: row.bold };
        const room = (widths[index] ?? 0) - 2 * CELL_PAD;
        return { lines: this.wrap(text, style, room), note, style };
      });
    const heightOf = (cells: ReturnType<typeof cellsOf>) =>
      2 * CELL_PAD +
      Math.max(
        ...cells.map(
          ({ lines, note, style }) => lines.length * lineHeight(style) + (note ? lineHeight(SMALL) : 0),
        ),
      );
    const draw = (row: Row, cells: ReturnType<typeof cellsOf>, height: number) => {
      if (row === header) this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).fill(FILL);
      let x = MARGIN;
      cells.forEach(({ lines, note, style }, index) => {
        const width = widths[index] ?? 0;
        const right = columns[index]?.align === 'right' ? { width: width - 2 * CELL_PAD } : undefined;
        let y = this.y + CELL_PAD;
        for (const line of lines) {
          this.text(line, x + CELL_PAD, y, style, right);
          y += lineHeight(style);
        }
        if (note) this.text(note, x + CELL_PAD, y, SMALL, right);
        x += width;
      });
      this.y += height;
      this.rule(this.y, MARGIN, CONTENT_WIDTH, row === header || row.bold ? 0.9 : 0.4);
    };
    const headerCells = cellsOf(header);
    const headerHeight = heightOf(headerCells);
    const drawColumnHeads = () => {
      this.rule(this.y, MARGIN, CONTENT_WIDTH, 0.9);
      draw(header, headerCells, headerHeight);
    };
    const measured = rows.map((row) => {
      const cells = cellsOf(row);
      return { row, cells, height: heightOf(cells) };
    });
    const captionHeight = options.caption ? lineHeight(BODY) + 3 : 0;
    const firstHeight = captionHeight + headerHeight + (measured[0]?.height ?? 0);
    const wholeHeight = measured.reduce((sum, { height }) => sum + height, captionHeight + headerHeight);
    this.ensure(
      options.keepTogether && wholeHeight <= CONTENT_BOTTOM - MARGIN - 30 ? wholeHeight : firstHeight,
    );
    if (options.caption) {
      this.text(options.caption, MARGIN, this.y, { ...BODY, bold: true });
      this.y += captionHeight;
    }
    drawColumnHeads();
    for (const { row, cells, height } of measured) {
      if (this.y + height > CONTENT_BOTTOM) {
        this.newPage();
        drawColumnHeads();
      }
      draw(row, cells, height);
    }
  }
}

/** GST within the shop's state is CGST and SGST; to another state it is IGST. */
const isInterState = (invoice: Invoice): boolean =>
  invoice.placeOfSupply && invoice.seller.state
    ? invoice.placeOfSupply.code !== invoice.seller.state.code
    : invoice.lines.some((line) => line.igst !== 0);

/** Amounts added in minor units, so that no float error shows. */
const add = (...amounts: number[]): number =>
  toDollars(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
const sumOf = <T>(items: T[], amount: (item: T) => number): number => add(...items.map(amount));

const stateName = (state: { name: string; code: string }): string => t.stateWithCode(state.name, state.code);

/** What the invoice is and who issues it, on the left; its title and form on the right. */
function drawHeader(sheet: Sheet, invoice: Invoice, title: string): void {
  const { regime, kind, seller } = invoice;
  if (regime === 'BD_VAT') {
    for (const line of t.mushakAuthority) {
      const width = sheet.width(line, SMALL);
      sheet.text(line, MARGIN + (CONTENT_WIDTH - width) / 2, sheet.y, SMALL);
      sheet.y += lineHeight(SMALL);
    }
    sheet.y += 6;
  }
  const top = sheet.y;
  const rightWidth = 190;
  const rightX = MARGIN + CONTENT_WIDTH - rightWidth;
  const leftWidth = CONTENT_WIDTH - rightWidth - 16;

  let left = top;
  sheet.text(seller.legalName, MARGIN, left, { size: 13, bold: true });
  left += lineHeight({ size: 13 });
  left = sheet.paragraph(seller.address, MARGIN, left, leftWidth, BODY);
  if (regime === 'IN_GST' && seller.gstin) {
    sheet.text(`${t.gstin}: ${seller.gstin}`, MARGIN, left, { ...BODY, bold: true });
    left += lineHeight(BODY);
  }
  if (regime === 'IN_GST' && seller.state) {
    sheet.text(`${t.state}: ${stateName(seller.state)}`, MARGIN, left, BODY);
    left += lineHeight(BODY);
  }
  if (regime === 'BD_VAT' && seller.bin) {
    sheet.text(`${t.bin}: ${seller.bin}`, MARGIN, left, { ...BODY, bold: true });
    left += lineHeight(BODY);
  }

  let right = top;
  const titleStyle: Style = { size: 18, bold: true };
  sheet.text(title, rightX, right, titleStyle, { width: rightWidth });
  right += lineHeight(titleStyle);
  const under: string[] =
    regime === 'IN_GST'
      ? [t.originalForRecipient]
      : regime === 'BD_VAT' && kind === 'invoice'
        ? [t.mushakRule]
        : [];
  if (regime === 'BD_VAT') {
    const form = mushakForm(kind);
    const formStyle: Style = { size: 10, bold: true };
    const boxWidth = sheet.width(form, formStyle) + 12;
    const boxX = MARGIN + CONTENT_WIDTH - boxWidth;
    sheet.doc.rect(boxX, right, boxWidth, 17).lineWidth(0.9).strokeColor(INK).stroke();
    sheet.text(form, boxX + 6, right + 3, formStyle);
    right += 21;
  }
  for (const line of under) {
    sheet.text(line, rightX, right, SMALL, { width: rightWidth });
    right += lineHeight(SMALL);
  }
  sheet.y = Math.max(left, right) + 8;
  sheet.rule(sheet.y, MARGIN, CONTENT_WIDTH, 0.9);
  sheet.y += 10;
}

/**
 * The buyer on the left; the number, date (and time), place of supply and order on the right. A tax
 * invoice under GST says whether tax is payable on reverse charge; a bill of supply charges none.
 */
function drawParties(sheet: Sheet, invoice: Invoice, taxFree: boolean): void {
  const { regime, kind, buyer } = invoice;
  const top = sheet.y;
  const detailsX = MARGIN + CONTENT_WIDTH / 2 + 20;
  const buyerWidth = CONTENT_WIDTH / 2;

  let left = top;
  sheet.text((regime === 'BD_VAT' ? t.buyer : t.billedTo).toUpperCase(), MARGIN, left, {
    ...SMALL,
    bold: true,
  });
  left += lineHeight(SMALL) + 1;
  const names =
    buyer.businessName && buyer.businessName !== buyer.name ? [buyer.businessName, buyer.name] : [buyer.name];
  names.forEach((name, index) => {
    left = sheet.paragraph(name, MARGIN, left, buyerWidth, { ...BODY, bold: index === 0 });
  });
  if (buyer.address.trim()) left = sheet.paragraph(buyer.address, MARGIN, left, buyerWidth, BODY);
  if (buyer.taxId && regime !== 'none') {
    const label = regime === 'IN_GST' ? t.gstin : t.bin;
    sheet.text(`${label}: ${buyer.taxId}`, MARGIN, left, { ...BODY, bold: true });
    left += lineHeight(BODY);
  }

  const [date = invoice.issuedLocal, time = ''] = invoice.issuedLocal.split(' ');
  const details: [label: string, value: string][] = [
    [kind === 'credit_note' ? t.creditNoteNumber : t.invoiceNumber, invoice.number],
    [regime === 'BD_VAT' ? t.dateOfIssue : t.date, documentDate(date)],
  ];
  if (regime === 'BD_VAT') details.push([t.timeOfIssue, time]);
  if (regime === 'IN_GST' && invoice.placeOfSupply) {
    details.push([t.placeOfSupply, stateName(invoice.placeOfSupply)]);
  }
  details.push([t.order, String(invoice.orderNumber)]);
  let right = top;
  const labelStyle: Style = { ...BODY, color: MUTED };
  const valueX = detailsX + Math.max(...details.map(([label]) => sheet.width(`${label}:`, labelStyle))) + 6;
  details.forEach(([label, value], index) => {
    sheet.text(`${label}:`, detailsX, right, labelStyle);
    sheet.text(value, valueX, right, { ...BODY, bold: index === 0 });
    right += lineHeight(BODY);
  });
  const statements = [
    ...(kind === 'credit_note' && invoice.cites
      ? [t.againstInvoice(invoice.cites, invoice.citesIssuedOn ? documentDate(invoice.citesIssuedOn) : null)]
      : []),
    ...(regime === 'IN_GST' && !taxFree ? [t.reverseCharge] : []),
  ];
  for (const statement of statements) {
    right = sheet.paragraph(statement, detailsX, right, MARGIN + CONTENT_WIDTH - detailsX, BODY);
  }
  sheet.y = Math.max(left, right) + 12;
}

/** The lines as the regime's form lists them; a bill of supply's without tax columns (`taxFree`). */
function lineRows(
  invoice: Invoice,
  { interState, taxFree }: { interState: boolean; taxFree: boolean },
): { columns: Column[]; rows: Row[] } {
  const c = t.columns;
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  // A credit note's line that gives back value alone has no quantity or unit price.
  const quantity = (line: InvoiceLine) => (line.quantity === null ? NONE : String(line.quantity));
  const unitPrice = (line: InvoiceLine) => (line.unitPrice === null ? NONE : money(line.unitPrice));
  const taxCell = (amount: number, rate: number): Cell => ({
    text: money(amount),
    note: t.atRate(ratePercent(rate)),
  });
  const serial: Column = { header: c.serial, width: 18 };
  const rowsOf = (cells: (line: InvoiceLine) => (string | Cell)[]) =>
    invoice.lines.map((line, index) => ({ cells: [String(index + 1), ...cells(line)] }));
  if (invoice.regime === 'IN_GST') {
    const splitColumns: Column[] = interState
      ? [{ header: c.igst, width: 58, align: 'right' }]
      : [
          { header: c.cgst, width: 50, align: 'right' },
          { header: c.sgst, width: 50, align: 'right' },
        ];
    // A bill of supply charges no tax: each line's price and total only.
    const taxColumns: Column[] = taxFree
      ? []
      : [{ header: c.taxableValue, width: 58, align: 'right' }, ...splitColumns];
    const taxCells = (line: InvoiceLine): (string | Cell)[] =>
      taxFree
        ? []
        : [
            money(line.taxable),
            ...(interState
              ? [taxCell(line.igst, line.rate)]
              : [taxCell(line.cgst, line.rate / 2), taxCell(line.sgst, line.rate / 2)]),
          ];
    return {
      columns: [
        serial,
        { header: c.description, width: 0 },
        { header: c.hsn, width: 46 },
        { header: c.quantity, width: 28, align: 'right' },
        { header: c.unit, width: 30 },
        { header: taxFree ? c.unitPrice : c.priceInclTax, width: 56, align: 'right' },
        ...taxColumns,
        { header: c.total, width: 58, align: 'right' },
      ],
      rows: rowsOf((line) => [
        line.description,
        line.hsnCode ?? NONE,
        quantity(line),
        line.unit,
        unitPrice(line),
        ...taxCells(line),
        money(line.total),
      ]),
    };
  }
  if (invoice.regime === 'BD_VAT') {
    return {
      columns: [
        serial,
        { header: c.descriptionOfGoods, width: 0 },
        { header: c.unit, width: 30 },
        { header: c.quantity, width: 30, align: 'right' },
        { header: c.unitPriceInclVat, width: 60, align: 'right' },
        { header: c.valueWithoutVat, width: 62, align: 'right' },
        { header: c.vatRate, width: 34, align: 'right' },
        { header: c.vat, width: 56, align: 'right' },
        { header: c.valueWithVat, width: 62, align: 'right' },
      ],
      rows: rowsOf((line) => [
        line.description,
        line.unit,
        quantity(line),
        unitPrice(line),
        money(line.taxable),
        ratePercent(line.rate),
        money(line.vat),
        money(line.total),
      ]),
    };
  }
  return {
    columns: [
      serial,
      { header: c.description, width: 0 },
      { header: c.quantity, width: 40, align: 'right' },
      { header: c.unitPrice, width: 80, align: 'right' },
      { header: c.total, width: 80, align: 'right' },
    ],
    rows: rowsOf((line) => [line.description, quantity(line), unitPrice(line), money(line.total)]),
  };
}

/** The taxable value and tax of each rate, and their sums. */
function taxSummary(invoice: Invoice, interState: boolean): { columns: Column[]; rows: Row[] } {
  const c = t.columns;
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const lines = invoice.taxLines;
  const flex = (header: string): Column => ({ header, width: 0, align: 'right' });
  const rateColumn = (header: string): Column => ({ header, width: 70 });
  const totalRow = (cells: string[]): Row => ({ cells, bold: true });
  if (invoice.regime === 'BD_VAT') {
    const withVat = (line: InvoiceTaxLine) => add(line.taxable, line.vat);
    return {
      columns: [rateColumn(c.vatRate), flex(c.valueWithoutVat), flex(c.vat), flex(c.valueWithVat)],
      rows: [
        ...lines.map((line) => ({
          cells: [ratePercent(line.rate), money(line.taxable), money(line.vat), money(withVat(line))],
        })),
        totalRow([
          t.totals.total,
          money(sumOf(lines, (line) => line.taxable)),
          money(sumOf(lines, (line) => line.vat)),
          money(sumOf(lines, withVat)),
        ]),
      ],
    };
  }
  const taxOf = (line: InvoiceTaxLine) => add(line.cgst, line.sgst, line.igst);
  if (interState) {
    return {
      columns: [rateColumn(c.rate), flex(c.taxableValue), flex(c.igst), flex(c.totalTax)],
      rows: [
        ...lines.map((line) => ({
          cells: [ratePercent(line.rate), money(line.taxable), money(line.igst), money(taxOf(line))],
        })),
        totalRow([
          t.totals.total,
          money(sumOf(lines, (line) => line.taxable)),
          money(sumOf(lines, (line) => line.igst)),
          money(sumOf(lines, taxOf)),
        ]),
      ],
    };
  }
  return {
    columns: [
      rateColumn(c.rate),
      flex(c.taxableValue),
      flex(c.cgstRate),
      flex(c.cgst),
      flex(c.sgstRate),
      flex(c.sgst),
      flex(c.totalTax),
    ],
    rows: [
      ...lines.map((line) => ({
        cells: [
          ratePercent(line.rate),
          money(line.taxable),
          ratePercent(line.rate / 2),
          money(line.cgst),
          ratePercent(line.rate / 2),
          money(line.sgst),
          money(taxOf(line)),
        ],
      })),
      totalRow([
        t.totals.total,
        money(sumOf(lines, (line) => line.taxable)),
        '',
        money(sumOf(lines, (line) => line.cgst)),
        '',
        money(sumOf(lines, (line) => line.sgst)),
        money(sumOf(lines, taxOf)),
      ]),
    ],
  };
}

/** The totals, right-aligned under the lines: the taxable value and each tax, any rounding, the total. */
function drawTotals(
  sheet: Sheet,
  invoice: Invoice,
  { interState, taxFree }: { interState: boolean; taxFree: boolean },
): void {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const { totals, taxLines, regime } = invoice;
  const lines: [label: string, amount: number][] = [];
  if (regime === 'IN_GST' && !taxFree) {
    lines.push([t.totals.taxableValue, totals.taxable]);
    if (interState) lines.push([t.totals.igst, sumOf(taxLines, (line) => line.igst)]);
    else {
      lines.push([t.totals.cgst, sumOf(taxLines, (line) => line.cgst)]);
      lines.push([t.totals.sgst, sumOf(taxLines, (line) => line.sgst)]);
    }
  } else if (regime === 'BD_VAT') {
    lines.push([t.totals.valueWithoutVat, totals.taxable], [t.totals.vat, totals.tax]);
  } else if (totals.rounding !== 0) {
    lines.push([t.totals.subtotal, add(totals.total, -totals.rounding)]);
  }
  if (totals.rounding !== 0) lines.push([t.totals.rounding, totals.rounding]);
  const totalLabel =
    invoice.kind === 'credit_note'
      ? t.totals.refund
      : regime === 'BD_VAT'
        ? t.totals.totalWithVat
        : t.totals.total;
  const totalStyle: Style = { size: 10.5, bold: true };
  const width = 230;
  const x = MARGIN + CONTENT_WIDTH - width;
  sheet.ensure(lines.length * lineHeight(BODY) + lineHeight(totalStyle) + 12);
  sheet.y += 6;
  for (const [label, amount] of lines) {
    sheet.text(label, x, sheet.y, BODY);
    sheet.text(money(amount), x, sheet.y, BODY, { width: width - CELL_PAD });
    sheet.y += lineHeight(BODY);
  }
  sheet.y += 2;
  sheet.rule(sheet.y, x, width, 0.9);
  sheet.y += 4;
  sheet.text(totalLabel, x, sheet.y, totalStyle);
  sheet.text(money(totals.total), x, sheet.y, totalStyle, { width: width - CELL_PAD });
  sheet.y += lineHeight(totalStyle) + 10;
}

function drawAmountInWords(sheet: Sheet, invoice: Invoice): void {
  const label = t.amountInWords;
  const labelStyle: Style = { ...BODY, bold: true };
  const indent = sheet.width(label, labelStyle) + 5;
  const lines = sheet.wrap(invoice.amountInWords, BODY, CONTENT_WIDTH - indent);
  sheet.ensure(lines.length * lineHeight(BODY));
  sheet.text(label, MARGIN, sheet.y, labelStyle);
  for (const line of lines) {
    sheet.text(line, MARGIN + indent, sheet.y, BODY);
    sheet.y += lineHeight(BODY);
  }
  sheet.y += 12;
}

function drawSignature(sheet: Sheet, invoice: Invoice): void {
  const width = 200;
  const x = MARGIN + CONTENT_WIDTH - width;
  sheet.ensure(70);
  sheet.y += 8;
  sheet.y = sheet.paragraph(t.forSeller(invoice.seller.legalName), x, sheet.y, width, {
    ...BODY,
    bold: true,
  });
  sheet.y += 36;
  sheet.rule(sheet.y, x, width, 0.6);
  sheet.y += 3;
  sheet.text(t.authorisedSignatory, x, sheet.y, BODY, { width });
  sheet.y += lineHeight(BODY);
}

/** Each page's foot: which document it belongs to, and its page of how many. */
function drawFooters(sheet: Sheet, invoice: Invoice, title: string): void {
  const { doc } = sheet;
  const { start, count } = doc.bufferedPageRange();
  const top = A4.height - MARGIN + 4;
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    sheet.rule(top - 5, MARGIN, CONTENT_WIDTH, 0.4);
    sheet.text(`${invoice.seller.legalName} · ${title} ${invoice.number}`, MARGIN, top, SMALL);
    sheet.text(t.page(page - start + 1, count), MARGIN, top, SMALL, { width: CONTENT_WIDTH });
  }
}

function drawInvoice(sheet: Sheet, invoice: Invoice): void {
  const title = invoiceTitle(invoice);
  const interState = invoice.regime === 'IN_GST' && isInterState(invoice);
  const taxFree = isBillOfSupply(invoice);
  drawHeader(sheet, invoice, title);
  drawParties(sheet, invoice, taxFree);
  const lines = lineRows(invoice, { interState, taxFree });
  sheet.table(lines.columns, lines.rows);
  drawTotals(sheet, invoice, { interState, taxFree });
  drawAmountInWords(sheet, invoice);
  if (invoice.regime !== 'none' && invoice.taxLines.length > 0 && !taxFree) {
    const summary = taxSummary(invoice, interState);
    const caption = invoice.regime === 'BD_VAT' ? t.vatSummary : t.taxSummary;
    sheet.table(summary.columns, summary.rows, { caption, keepTogether: true });
    sheet.y += 6;
  }
  if (invoice.regime === 'none') sheet.text(t.thanks, MARGIN, sheet.y, BODY);
  else drawSignature(sheet, invoice);
  drawFooters(sheet, invoice, title);
}

/**
 * A document drawn on A4 pages with the shop's fonts: an invoice, or a customer's statement
 * (../credit/statementPdf.ts). The same content always makes the same file.
 */
export async function renderA4Pdf(
  info: { title: string; author: string; createdAt: Date; continuation: string },
  draw: (sheet: Sheet) => void,
): Promise<Buffer> {
  const fonts = await invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
  });
  for (const [name, font] of Object.entries(fonts)) {
    // pdfkit 0.20 takes a parsed fontkit font; its types know only files and bytes.
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(new Sheet(doc, info.continuation));
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** The invoice (or credit note) as an A4 PDF. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const title = invoiceTitle(invoice);
  // The issue's moment, not the drawing's: the same invoice always makes the same file.
  return renderA4Pdf(
    {
      title: `${title} ${invoice.number}`,
      author: invoice.seller.legalName,
      createdAt: new Date(invoice.issuedAt),
      continuation: t.continued(title, invoice.number),
    },
    (sheet) => drawInvoice(sheet, invoice),
  );
}
