/**
 * Chromium for the benchmarks that measure a page in a browser: Debian's build (Playwright cannot
 * download browsers here; CHROME_PATH overrides), with nothing of its own running in the background.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from '../../scripts/headlessChromium.mjs';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...HEADLESS_CHROMIUM_ARGS] });
