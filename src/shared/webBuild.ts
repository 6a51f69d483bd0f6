/** What the web build (vite.web.config.ts) writes beside `index.html` for the server to send. */

/**
 * `index.html` for a page whose first frame is already in `#root` (a product's page, rendered by the
 * server): the app starts once that frame has painted, not before.
 */
export const RENDERED_PAGE_FILE = 'rendered.html';

/**
 * RENDERED_PAGE_FILE with Mantine's complete stylesheet linked in its head, for the search and
 * category pages: their filters, breadcrumbs and paging are beyond the first load's share of the
 * styles, so their first frame waits for the rest rather than shifting when it arrives.
 */
export const RENDERED_BROWSE_PAGE_FILE = 'rendered-browse.html';

/** RENDERED_PAGE_FILE with the landing page's first frame already in `#root`: the page for `/`. */
export const PRERENDERED_HOME_FILE = 'home.html';

/** RENDERED_BROWSE_PAGE_FILE with the blog's first frame in `#root` and its title: the page for `/blog`. */
export const PRERENDERED_BLOG_FILE = 'blog.html';

/**
 * The app's server-side render (src/renderer/src/serverRender.tsx), bundled for Node beside the
 * build, which the server loads to render product pages; never served.
 */
export const SERVER_RENDER_DIR = 'server';
export const SERVER_RENDER_FILE = `${SERVER_RENDER_DIR}/render.mjs`;

/**
 * A server-rendered page's buttons that act (Add to cart) carry HELD_CLICK_ATTRIBUTE, set to a key
 * that names the button. A click on one before the app has taken it over is held (by that key) by the
 * page's starter in `window[HELD_CLICKS_GLOBAL]` (scripts/prerenderLanding.ts), and the button with
 * that key does it once the app runs it (renderer's ui/heldClicks.ts).
 */
export const HELD_CLICK_ATTRIBUTE = 'data-held-click';
export const HELD_CLICKS_GLOBAL = 'toolshopHeldClicks';
