/** A server-rendered page: the build's page with its head and first frame written in. */
import { pageTitle } from '../../shared/strings/labels/common';
import { escapeHtml } from '../http/html';

/**
 * `renderedPage` with `title`, the page's own head (in place of the plain page's description and the
 * landing's hero preload) and `html` in `#root`.
 */
export const fillRenderedPage = (renderedPage: string, title: string, head: string, html: string): string =>
  renderedPage
    .replace(/<meta\s+name="description"[^>]*\/>/, '')
    .replace(/\s*<link rel="preload" as="image" href="\/hero.svg"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(title))}</title>`)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
