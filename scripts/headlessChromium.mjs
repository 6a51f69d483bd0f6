/**
 * How the browser tests, benchmarks and artwork run Chromium on this kind of machine: Debian's build
 * (Playwright cannot download browsers here; CHROME_PATH overrides), without a sandbox (CI runs as
 * root), a GPU, or any network or update work of its own in the background.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const HEADLESS_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
