/**
 * A description written in HTML, sanitised by DOMPurify to what a product's page may show:
 * paragraphs, line breaks, emphasis, lists, small headings, tables, quotes and links to web or mail
 * addresses. No script, style, frame, form or image, no inline handler and no attribute but a link's
 * address; the words of anything else are kept (but a script's or a style's). The page runs it in the
 * browser and in the server's render alike, and a catalogue import keeps a file's `Body (HTML)` as it
 * makes it; where no browser runs, a window is lent (`lendWindow`).
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

const RULES: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** The description's headings sit under the page's "Description" (an h2), so theirs start at h3. */
const underDescription = (html: string) =>
  html.replace(/<(\/?)h[12](?=[\s>/])/gi, '<$1h3').replace(/<(\/?)h[56](?=[\s>/])/gi, '<$1h4');

function purifierOf(window: WindowLike): DOMPurify {
  const purifier = createDOMPurify(window);
  // A link out of the shop: no referrer, and no say over the page that opened it.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as { nodeName: string; setAttribute(name: string, value: string): void };
    if (element.nodeName === 'A') element.setAttribute('rel', 'nofollow noopener noreferrer');
  });
  return purifier;
}

/** The browser's window, where there is one (this module is the server's too). */
const browserWindow = (globalThis as { window?: WindowLike }).window;
let purifier: DOMPurify | null = browserWindow ? purifierOf(browserWindow) : null;

/** Where no browser runs (the server's render): the window the sanitiser works in, e.g. jsdom's. */
export function lendWindow(window: object): void {
  purifier = purifierOf(window as WindowLike);
}

export function sanitiseDescription(description: string): string {
  if (!purifier) throw new Error('No window to sanitise a description in: lend one with lendWindow');
  return purifier.sanitize(underDescription(description), RULES);
}
