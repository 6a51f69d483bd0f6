/**
 * A description written in HTML, sanitised to what a product's page may show: paragraphs, line
 * breaks, emphasis, lists, small headings, tables, quotes and links to web or mail addresses. No
 * script, style, frame, form, image or inline handler, and no attribute but a link's address: what
 * else the HTML holds is dropped, its words kept (but a script's or a style's). Used by the page in
 * the browser and in the server's render alike, so both show the very same markup.
 */
import sanitizeHtml from 'sanitize-html';

/** The description's headings sit under the page's "Description" (an h2), so they start at h3. */
const UNDER_DESCRIPTION = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };

const RULES: sanitizeHtml.IOptions = {
  allowedTags: [
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
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    ...UNDER_DESCRIPTION,
    // A link out of the shop: no referrer, and no say over the page that opened it.
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

export const descriptionHtml = (description: string): string => sanitizeHtml(description, RULES);
