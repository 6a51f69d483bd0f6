/**
 * An ESC/POS job read back as the lines the printer prints: its commands read and left out, each
 * line's width counted in the columns the printer gives it (a double-width character takes two). For
 * the tests of what the desktop's receipt printer prints; a command this reader does not know fails the
 * test rather than being read as text.
 */

export interface PrintedLine {
  text: string;
  /** Columns the line takes on the paper. */
  columns: number;
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;
const CR = 0x0d;

/** How many bytes follow each command's two-byte prefix (ESC x, GS x, FS x) before the next command or text. */
const ARGUMENT_BYTES: Record<number, Record<number, number>> = {
  [ESC]: {
    0x40: 0, // ESC @ initialise
    0x21: 1, // ESC ! print mode
    0x2d: 1, // ESC - underline
    0x32: 0, // ESC 2 default line spacing
    0x33: 1, // ESC 3 line spacing
    0x45: 1, // ESC E bold
    0x47: 1, // ESC G double strike
    0x4d: 1, // ESC M font
    0x52: 1, // ESC R character set
    0x61: 1, // ESC a alignment
    0x64: 1, // ESC d feed lines
    0x70: 3, // ESC p drawer kick
    0x74: 1, // ESC t code page
    0x7b: 1, // ESC { upside down
  },
  [GS]: {
    0x21: 1, // GS ! character size
    0x42: 1, // GS B reverse
    0x48: 1, // GS H barcode text position
    0x66: 1, // GS f barcode text font
    0x68: 1, // GS h barcode height
    0x77: 1, // GS w barcode width
  },
  [FS]: {
    0x2e: 0, // FS . cancel Kanji
  },
};

/** Code page 437's characters the encoder prints rules with. */
const CP437: Record<number, string> = { 0xc4: '─', 0xcd: '═' };

export function printedLines(job: Uint8Array): PrintedLine[] {
  const bytes = Buffer.from(job);
  const lines: PrintedLine[] = [];
  let text = '';
  let columns = 0;
  let width = 1;
  let codePage = 0;
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (byte === ESC || byte === GS || byte === FS) {
      const command = bytes[at + 1]!;
      if (byte === GS && command === 0x21) width = (bytes[at + 2]! >> 4) + 1;
      if (byte === ESC && command === 0x74) codePage = bytes[at + 2]!;
      if (byte === GS && command === 0x56) {
        // GS V m (cut), with a feed amount after m = 65 or 66.
        at += bytes[at + 2]! >= 65 ? 4 : 3;
        continue;
      }
      if (byte === GS && command === 0x6b) {
        // GS k m: a barcode, its data NUL-terminated (m < 65) or counted (m ≥ 65).
        const m = bytes[at + 2]!;
        at = m >= 65 ? at + 4 + bytes[at + 3]! : bytes.indexOf(0, at + 3) + 1;
        continue;
      }
      const argumentBytes = ARGUMENT_BYTES[byte]?.[command];
      if (argumentBytes === undefined) {
        throw new Error(`unknown ESC/POS command ${byte.toString(16)} ${command.toString(16)} at byte ${at}`);
      }
      at += 2 + argumentBytes;
      continue;
    }
    if (byte === LF) {
      lines.push({ text, columns });
      text = '';
      columns = 0;
    } else if (byte >= 0x20 && byte < 0x7f) {
      text += String.fromCharCode(byte);
      columns += width;
    } else if (byte >= 0x80) {
      text += (codePage === 0 && CP437[byte]) || '?';
      columns += width;
    } else if (byte !== CR) {
      throw new Error(`unexpected control byte ${byte.toString(16)} at byte ${at}`);
    }
    at += 1;
  }
  if (text) lines.push({ text, columns });
  return lines;
}
