/** Server-rendered pages: the build's render, and its page with a head and first frame written in. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicConfig } from '../../shared/entities';
import { pageTitle } from '../../shared/strings/labels/common';
import { SERVER_RENDER_FILE } from '../../shared/webBuild';
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

/** What every server render of the build offers, beside its own pages. */
interface ServerRenderBase {
  /** The public config every render writes its prices by (the shop's currency). */
  adoptPublicConfig(config: PublicConfig): void;
}

/**
 * The build's server render (null without one: a development build, whose pages the browser
 * renders), told the shop's public config before its first render.
 */
export async function loadServerRender<Render>(
  webDir: string,
  config: PublicConfig,
): Promise<(Render & ServerRenderBase) | null> {
  const renderFile = join(webDir, SERVER_RENDER_FILE);
  if (!existsSync(renderFile)) return null;
  const render = (await import(pathToFileURL(renderFile).href)) as Render & ServerRenderBase;
  render.adoptPublicConfig(config);
  return render;
}
