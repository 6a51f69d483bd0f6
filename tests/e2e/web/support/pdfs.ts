/**
 * An invoice's or credit note's PDF as a customer gets it: downloaded, its text read back with PDF.js
 * (as tests/server/invoicePdf.test.ts reads it), and shown in Chromium's own PDF viewer to look at.
 * Both the PDF and its picture go to tests/e2e/screenshots/ (git-ignored); the picture, as every
 * screenshot, only where screenshots are wanted (./screenshots.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Download, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { screenshotFolder, screenshotsWanted } from './screenshots';

/** The downloaded PDF's text, its runs of white space as one space; the file is kept as `name`.pdf. */
export async function readDownloadedPdf(
  download: Download,
  name: string,
): Promise<{ file: string; text: string }> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const file = resolve(screenshotFolder, `${name}.pdf`);
  // Kept whether or not screenshots are wanted, so a spec run alone finds no folder made yet.
  await mkdir(screenshotFolder, { recursive: true });
  await writeFile(file, bytes);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { file, text: text.replace(/\s+/g, ' ') };
}

/** The PDF at `file`'s first page as Chromium's viewer draws it, saved as `name`.png. */
export async function screenshotPdf(page: Page, file: string, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const viewer = await page.context().newPage();
  try {
    await viewer.setViewportSize({ width: 1000, height: 1300 });
    await viewer.goto(`file://${file}`);
    // The viewer draws the page after its load event, with nothing in the DOM to wait for.
    await viewer.waitForTimeout(2000);
    await viewer.screenshot({ path: resolve(screenshotFolder, `${name}.png`) });
  } finally {
    await viewer.close();
  }
}
