/**
 * Bengali on an invoice's PDF (src/server/invoices/invoicePdf.ts), read back as a viewer draws it:
 * the glyphs of each word, taken from the page's content stream and the fonts embedded in it, must
 * be the glyphs HarfBuzz (the shaper of browsers and of most PDF tools) chooses for that word in the
 * same Noto Sans Bengali, at the points where it puts them. Text extraction cannot show this: a
 * conjunct drawn wrong reads back as the same characters.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { create as parseFont, type Glyph } from 'fontkit';
import * as harfBuzz from 'harfbuzzjs';
import { renderInvoicePdf, sfntOfWoff } from '../../src/server/invoices/invoicePdf';
import { drawnTexts, type DrawnText } from './support/pdfGlyphs';
import { bdVat } from './support/sampleInvoices';

/** The business name (drawn bold) of the example, and words with conjuncts, reph, ra-phala and a joiner. */
const BUSINESS_WORDS = ['রহিম', 'ট্রেডার্স'];
const NAME_WORDS = ['ক্ষ', 'স্ত্র', 'প্রতিষ্ঠান', 'কর্মকার', 'ঢাকা', 'মুদ্রা', 'শ্রী', 'র\u200d্যাব'];

interface PlacedGlyph {
  name: string;
  x: number;
  y: number;
}

/**
 * Noto Sans Bengali of one weight, as HarfBuzz shapes with it, and each glyph's name by its
 * outline and width, so that a glyph of the subset embedded in the PDF is known by its name.
 */
async function reference(weight: 400 | 700) {
  const file = createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`,
  );
  const sfnt = sfntOfWoff(await readFile(file));
  const font = parseFont(sfnt);
  if ('fonts' in font) throw new Error(`${file} is a font collection`);
  const shaper = new harfBuzz.Font(new harfBuzz.Face(new harfBuzz.Blob(sfnt)));
  const drawingOf = (glyph: Glyph) => `${glyph.advanceWidth} ${glyph.path.toSVG()}`;
  const names = new Map<string, string>();
  // Down from the last id, so that of two glyphs drawn alike the first one names them.
  for (let id = font.numGlyphs - 1; id >= 0; id--) {
    const glyph = font.getGlyph(id);
    names.set(drawingOf(glyph), glyph.name);
  }
  const nameOf = (glyph: Glyph) => names.get(drawingOf(glyph)) ?? 'an unknown glyph';

  return {
    nameOf,
    /** A text drawn in the PDF, each glyph by name and where it is drawn. */
    drawn: (text: DrawnText | undefined): PlacedGlyph[] =>
      (text?.glyphs ?? []).map(({ glyph, x, y }) => ({ name: nameOf(glyph), x, y })),
    /** `word` as HarfBuzz shapes it at `size` points. */
    shaped: (word: string, size: number) => {
      const buffer = new harfBuzz.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      harfBuzz.shape(shaper, buffer);
      const positions = buffer.getGlyphPositions();
      const scale = size / font.unitsPerEm;
      let pen = 0;
      return buffer.getGlyphInfos().map(({ codepoint: id }, index) => {
        const { xAdvance = 0, xOffset = 0, yOffset = 0 } = positions[index] ?? {};
        const placed = {
          name: nameOf(font.getGlyph(id)),
          x: expect.closeTo((pen + xOffset) * scale, 2),
          y: expect.closeTo(yOffset * scale, 2),
        };
        pen += xAdvance;
        return placed;
      });
    },
  };
}

describe('the Bengali of a buyer on a Mushak-6.3', () => {
  let regular: Awaited<ReturnType<typeof reference>>;
  let bold: Awaited<ReturnType<typeof reference>>;
  let boldTexts: DrawnText[];
  let regularTexts: DrawnText[];

  beforeAll(async () => {
    [regular, bold] = await Promise.all([reference(400), reference(700)]);
    const pdf = await renderInvoicePdf({
      ...bdVat,
      buyer: { ...bdVat.buyer, businessName: BUSINESS_WORDS.join(' '), name: NAME_WORDS.join(' ') },
    });
    // The buyer's names are the first Bengali on the page: the business's in bold, the person's not.
    const texts = drawnTexts(pdf);
    boldTexts = texts.filter((text) => text.font === 'NotoSansBengali-Bold');
    regularTexts = texts.filter((text) => text.font === 'NotoSansBengali-Regular');
  });

  it('draws রহিম ট্রেডার্স glyph for glyph as HarfBuzz shapes it', () => {
    BUSINESS_WORDS.forEach((word, index) => {
      expect(bold.drawn(boldTexts[index]), word).toEqual(bold.shaped(word, 9));
    });
  });

  it('draws ট্রে’s ra-phala under the ট, not under the ড after it', () => {
    const glyphs = boldTexts[1]?.glyphs ?? [];
    const named = (name: (glyphName: string) => boolean) =>
      glyphs.find(({ glyph }) => name(bold.nameOf(glyph)))?.ink;
    const raPhala = named((name) => name.startsWith('raphala'));
    const da = named((name) => name === 'uni09A1');
    expect(raPhala && da && (raPhala.left + raPhala.right) / 2 < da.left).toBe(true);
  });

  it.each(NAME_WORDS.map((word, index) => [word, index] as const))(
    'draws %s as HarfBuzz shapes it',
    (word, index) => {
      expect(regular.drawn(regularTexts[index])).toEqual(regular.shaped(word, 9));
    },
  );
});
