/**
 * Screenshots for a person to look at, saved to tests/e2e/screenshots/ (git-ignored). With
 * E2E_SCREENSHOTS=off (CI, which keeps no files) none is taken, sparing the run their work.
 */
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const screenshotFolder = resolve(import.meta.dirname, '../../screenshots');
export const screenshotsWanted = process.env.E2E_SCREENSHOTS !== 'off';
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

/** The whole page at each width, as `name`-`width`.png. */
export async function saveScreenshots(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await settle(page);
    await page.screenshot({ path: resolve(screenshotFolder, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** `target` as it is now, a page at its full length or one element, as `name`.png. */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const path = resolve(screenshotFolder, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
}
