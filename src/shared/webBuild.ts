/** What the web build (vite.web.config.ts) writes beside `index.html` for the server to send. */

/** `index.html` with the landing page's first frame already in `#root`: the page for `/`. */
export const PRERENDERED_HOME_FILE = 'home.html';
