/**
 * Chromium for the benchmarks that measure a page in a browser: Debian's build (Playwright cannot
 * download browsers here; CHROME_PATH overrides), with nothing of its own running in the background.
 */
import { chromium, type Browser } from '@playwright/test';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
