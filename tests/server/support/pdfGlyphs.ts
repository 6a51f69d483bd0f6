/**
 * The glyphs a pdfkit PDF draws on its first page, read from its content stream as a viewer reads
 * them: each text object's font and size, and each glyph's outline from the embedded font with the
 * point where it is drawn. It reads what pdfkit writes (one operator a line, direct lengths), not
 * any PDF.
 */
import { inflateSync } from 'node:zlib';
import { create as parseFont, type Font, type Glyph } from 'fontkit';

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

export interface DrawnGlyph {
  glyph: Glyph;
  /** Points from the text object's start, rightwards. */
  x: number;
  /** Points from the text object's baseline, upwards. */
  y: number;
  /** Where its outline's ink starts and ends, in points from the text object's start. */
  ink: { left: number; right: number };
}

export interface DrawnText {
  /** The embedded font's PostScript name, without its subset tag. */
  font: string;
  size: number;
  glyphs: DrawnGlyph[];
}

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const objectStart = /(\d+) 0 obj\s*/g;
  let match;
  while ((match = objectStart.exec(text))) {
    const start = objectStart.lastIndex;
    if (!text.startsWith('<<', start)) continue;
    let end = start;
    let depth = 0;
    do {
      const step = text.startsWith('<<', end) ? 1 : text.startsWith('>>', end) ? -1 : 0;
      depth += step;
      end += step === 0 ? 1 : 2;
    } while (depth > 0);
    const dictionary = text.slice(start, end);
    const streamStart = /^\s*stream\r?\n/.exec(text.slice(end, end + 16));
    let stream: Buffer | undefined;
    if (streamStart) {
      const from = end + streamStart[0].length;
      const stored = pdf.subarray(from, from + Number(/\/Length (\d+)/.exec(dictionary)?.[1]));
      stream = dictionary.includes('/FlateDecode') ? inflateSync(stored) : stored;
      objectStart.lastIndex = from + stored.length;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

export function drawnTexts(pdf: Buffer): DrawnText[] {
  const objects = pdfObjects(pdf);
  const object = (reference: string | undefined) => {
    const found = objects.get(Number(reference));
    if (!found) throw new Error(`no object ${reference}`);
    return found;
  };
  const referenceIn = (dictionary: string, key: string) =>
    new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dictionary)?.[1];
  const page = [...objects.values()].find(({ dictionary }) => /\/Type \/Page\b/.test(dictionary));
  if (!page) throw new Error('no page');
  const resources = object(referenceIn(page.dictionary, 'Resources')).dictionary;
  const fonts = new Map<string, { name: string; font: Font }>();
  for (const [, key = '', reference] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const type0 = object(reference).dictionary;
    const descriptor = object(
      referenceIn(object(referenceIn(type0, 'DescendantFonts')).dictionary, 'FontDescriptor'),
    );
    const file = object(referenceIn(descriptor.dictionary, 'FontFile2')).stream;
    const font = file && parseFont(file);
    if (!font || 'fonts' in font) throw new Error(`${key} embeds no TrueType font`);
    fonts.set(key, { name: /\/BaseFont \/\w+\+([\w-]+)/.exec(type0)?.[1] ?? key, font });
  }

  const texts: DrawnText[] = [];
  let drawing: { text: DrawnText; font: Font; originX: number; originY: number } | undefined;
  let x = 0;
  let y = 0;
  const content = object(referenceIn(page.dictionary, 'Contents')).stream?.toString('latin1') ?? '';
  for (const line of content.split('\n')) {
    const matrix = /^1 0 0 1 (\S+) (\S+) Tm$/.exec(line);
    const fontSet = /^\/(F\d+) (\S+) Tf$/.exec(line);
    if (line === 'BT') drawing = undefined;
    else if (matrix) {
      x = Number(matrix[1]);
      y = Number(matrix[2]);
    } else if (fontSet) {
      const embedded = fonts.get(fontSet[1] ?? '');
      if (!embedded) throw new Error(`no font ${fontSet[1]}`);
      const text: DrawnText = { font: embedded.name, size: Number(fontSet[2]), glyphs: [] };
      texts.push(text);
      drawing = { text, font: embedded.font, originX: x, originY: y };
    } else if (line.endsWith('TJ') && drawing) {
      const { text, font, originX, originY } = drawing;
      for (const [, hex, adjustment] of line.matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/g)) {
        if (adjustment) x -= (Number(adjustment) / 1000) * text.size;
        for (const id of hex?.match(/.{4}/g) ?? []) {
          const glyph = font.getGlyph(parseInt(id, 16));
          const scale = text.size / font.unitsPerEm;
          const ink = {
            left: x - originX + glyph.bbox.minX * scale,
            right: x - originX + glyph.bbox.maxX * scale,
          };
          text.glyphs.push({ glyph, x: x - originX, y: y - originY, ink });
          x += glyph.advanceWidth * scale;
        }
      }
    }
  }
  return texts;
}
