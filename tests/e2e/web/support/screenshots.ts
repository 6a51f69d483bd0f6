/** Full-page screenshots at desktop and phone widths, saved to tests/e2e/screenshots/ (git-ignored). */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

const folder = resolve(import.meta.dirname, '../../screenshots');
export const WIDTHS = [1280, 390] as const;

/**
 * Scrolls the page through once so lazy images load, then waits for every image. (Browser code as
 * strings: the e2e tests compile without the DOM's types.)
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  })()`);
  await page.waitForFunction('Array.from(document.images).every((img) => img.complete)');
}

/**
 * Saves the page at each width for a person to look at; with E2E_SCREENSHOTS=off (CI, which keeps no
 * files) it saves nothing, and spares the run its scrolling, relayouts and full-page pictures.
 */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await settle(page);
    await page.screenshot({ path: resolve(folder, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
