/**
 * A Vite plugin that bundles the app's server-side render (src/renderer/src/serverRender.tsx) for
 * Node into SERVER_RENDER_FILE, and writes pages beside the build's `index.html` for pages whose
 * first frame is in the HTML: RENDERED_PAGE_FILE, which starts the app only once that frame has
 * painted (the server renders each product's page into it), and RENDERED_BROWSE_PAGE_FILE, the same
 * with every style linked (for the search and category pages); PRERENDERED_HOME_FILE, the first with
 * the landing page's first frame already in `#root`, so `/` paints its header, hero and grid skeleton
 * before a single script has loaded; and PRERENDERED_BLOG_FILE, the second with the blog in it.
 * Every other path keeps the plain page.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, minify, type Plugin, type ResolvedConfig } from 'vite';
import { escapeHtml } from '../src/server/http/html';
import { fillRenderedPage } from '../src/server/routes/renderedPage';
import { routes } from '../src/shared/routes';
import { blog } from '../src/shared/strings/content/blog';
import { nav } from '../src/shared/strings/labels/shell';
import {
  HELD_CLICK_ATTRIBUTE,
  HELD_CLICKS_GLOBAL,
  PRERENDERED_BLOG_FILE,
  PRERENDERED_HOME_FILE,
  RENDERED_BROWSE_PAGE_FILE,
  RENDERED_PAGE_FILE,
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILE,
} from '../src/shared/webBuild';

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** However long a picture stalls the page's `load`, the app starts by then. */
const LATEST_START_MS = 3000;
/** A hidden tab paints no frames: after `load`, the app starts by then all the same. */
const HIDDEN_TAB_START_MS = 250;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The module that brings Mantine's complete stylesheet with the first lazily loaded screen (from the app's root). */
const COMPLETE_STYLES_MODULE = 'src/styles/complete.ts';

/**
 * A page with its first frame in the HTML starts the app once the browser has loaded and painted
 * what it shows. Run at once, the app's modules (usually there before the first frame) would hold
 * that paint back by their whole start-up, and their downloads would compete with the stylesheet's
 * and the page's largest picture's. It then asks for every module at once, as the build's
 * modulepreload links would have, and runs them one a task, the entry last: run together, as a
 * page's own modules are, they would be one long task. A hidden tab paints no frames, so a timer
 * starts the app there, and one stalled picture holds it back LATEST_START_MS at most; a click on a
 * button that acts starts it at once.
 * Answers the starter's URL; its name carries a hash of its content, like every other asset.
 */
async function writeStarter(outDir: string, entryUrl: string, moduleUrls: string[]): Promise<string> {
  const code = [
    'let started = false;',
    'const nextTask = () =>',
    '  new Promise((resolve) => {',
    '    const channel = new MessageChannel();',
    '    channel.port1.onmessage = resolve;',
    '    channel.port2.postMessage(null);',
    '  });',
    'const start = async () => {',
    '  if (started) return;',
    '  started = true;',
    `  const modules = ${JSON.stringify(moduleUrls)};`,
    '  for (const href of modules) {',
    "    const link = document.createElement('link');",
    "    Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href });",
    '    document.head.append(link);',
    '  }',
    '  for (const href of modules) {',
    '    await import(href);',
    '    await nextTask();',
    '  }',
    `  await import(${JSON.stringify(entryUrl)});`,
    '};',
    // A click on a button that acts, before the app has taken it over, is held for it and starts the
    // app at once (the renderer's ui/heldClicks.ts does it once the app runs that button).
    `const heldClicks = (window.${HELD_CLICKS_GLOBAL} = { held: new Set(), live: new WeakSet() });`,
    "addEventListener('click', (event) => {",
    `  const button = event.target instanceof Element ? event.target.closest('[${HELD_CLICK_ATTRIBUTE}]') : null;`,
    '  if (!button || heldClicks.live.has(button)) return;',
    '  event.preventDefault();',
    '  event.stopImmediatePropagation();',
    `  heldClicks.held.add(button.getAttribute('${HELD_CLICK_ATTRIBUTE}'));`,
    '  void start();',
    '}, true);',
    'const startAfterPaint = () => {',
    '  requestAnimationFrame(() => setTimeout(start));',
    `  setTimeout(start, ${HIDDEN_TAB_START_MS});`,
    '};',
    "if (document.readyState === 'complete') startAfterPaint();",
    "else addEventListener('load', startAfterPaint, { once: true });",
    `setTimeout(start, ${LATEST_START_MS});`,
    '',
  ].join('\n');
  // Minified like the build's own chunks: it counts towards the first load's budget.
  const minified = await minify('start-after-paint.js', code, { module: true, compress: true, mangle: true });
  if (minified.errors.length > 0)
    throw new Error(`the starter does not minify: ${minified.errors[0]!.message}`);
  const name = `start-after-paint-${createHash('sha256').update(minified.code).digest('hex').slice(0, 8)}.js`;
  await writeFile(join(outDir, 'assets', name), minified.code);
  return `/assets/${name}`;
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  /** The stylesheet COMPLETE_STYLES_MODULE brings, as the build named it. */
  let completeStyles: string[] = [];
  return {
    name: 'toolshop:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      completeStyles = Object.values(bundle)
        .filter(
          (output) => output.type === 'asset' && output.originalFileNames.includes(COMPLETE_STYLES_MODULE),
        )
        .map((output) => output.fileName);
    },
    async closeBundle() {
      // The app's modules, bundled for Node (CSS imports drop out) and kept for the server.
      const serverDir = join(config.build.outDir, SERVER_RENDER_DIR);
      await rm(serverDir, { recursive: true, force: true });
      await build({
        configFile: false,
        logLevel: 'warn',
        root: config.root,
        resolve: { alias: config.resolve.alias },
        // React picks its build by NODE_ENV when it runs, and the server sets none: decided here, so
        // pages render with React's production build, not its development one (several times slower).
        define: {
          ...config.define,
          'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
        },
        plugins: [react()],
        ssr: { noExternal: true },
        build: {
          ssr: resolve(config.root, 'src/serverRender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          // .mjs throughout: ES modules by their names, wherever the build is put and whatever loads it.
          rolldownOptions: {
            output: { entryFileNames: 'render.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
          },
        },
      });
      const { renderLanding, renderStaticPage } = (await import(
        pathToFileURL(join(config.build.outDir, SERVER_RENDER_FILE)).href
      )) as {
        renderLanding: () => string;
        renderStaticPage: (location: string) => Promise<string>;
      };
      const outDir = config.build.outDir;
      const indexFile = join(outDir, 'index.html');
      const page = await readFile(indexFile, 'utf8');
      const entry = ENTRY_SCRIPT.exec(page);
      if (!page.includes(EMPTY_ROOT) || !entry) {
        throw new Error(`${indexFile} has no empty ${EMPTY_ROOT} or no entry script`);
      }
      const moduleUrls = [...page.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
      const starter = await writeStarter(outDir, entry[1]!, moduleUrls);
      const renderedPage = page
        .replace(entry[0], () => `<script type="module" crossorigin src="${starter}"></script>`)
        .replace(MODULE_PRELOAD, '');
      await writeFile(join(outDir, RENDERED_PAGE_FILE), renderedPage);
      if (completeStyles.length === 0)
        throw new Error(`the build has no stylesheet of ${COMPLETE_STYLES_MODULE}`);
      const styleLinks = completeStyles
        .map((file) => `  <link rel="stylesheet" crossorigin href="${config.base}${file}">\n  `)
        .join('');
      const renderedBrowsePage = renderedPage.replace('</head>', () => `${styleLinks}</head>`);
      await writeFile(join(outDir, RENDERED_BROWSE_PAGE_FILE), renderedBrowsePage);
      // The blog's accordion is beyond the first load's share of the styles, as the browse pages' parts are.
      await writeFile(
        join(outDir, PRERENDERED_BLOG_FILE),
        fillRenderedPage(
          renderedBrowsePage,
          nav.blogs,
          `<meta name="description" content="${escapeHtml(blog.intro)}" />`,
          await renderStaticPage(routes.blog),
        ),
      );
      await writeFile(
        join(outDir, PRERENDERED_HOME_FILE),
        renderedPage.replace(EMPTY_ROOT, () => `<div id="root">${renderLanding()}</div>`),
      );
    },
  };
}
