/**
 * A product's description may be HTML (a catalogue file's `Body (HTML)`: `<p>Two speeds.</p>`) or
 * plain text with line breaks. A product's page shows the HTML sanitised (
 * ./sanitiseDescription.ts); a card, a meta description and structured data show only
 * its words, which this module reads without the sanitiser.
 */

/** An element's tag: `<p>`, `</li>`, `<br/>`, `<a href="…">`; not a `<` in words ("3 < 5"). */
const TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

/** Whether `description` is written in HTML rather than plain text. */
export const isHtmlDescription = (description: string): boolean => TAG.test(description);

/** Elements whose content is not words a reader sees. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript|textarea|title)\b[\s\S]*?<\/\1\s*>/gi;
/** Elements that end a line of text. */
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|div|h[1-6]|tr|table|blockquote|section|article)\b[^<>]*>/gi;
const ANY_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  times: '×',
  deg: '°',
};

function decodeEntity(entity: string, name: string): string {
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
  if (code !== undefined) {
    const point = name[1] === 'x' || name[1] === 'X' ? parseInt(code, 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The words of `description`, one line per paragraph or list item, as text (never markup: it is
 * shown escaped). Plain text is its own words.
 */
export function descriptionText(description: string): string {
  if (!isHtmlDescription(description)) return description;
  return description
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(BLOCK_TAG, '\n')
    .replace(ANY_TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}
