// Renders Toolshop's raster artwork (seed product images, reviewer avatars, desktop icon)
// from the SVG sources in resources/ with Chromium. The PNGs are committed, so the app
// itself never needs a browser: run this only after editing an SVG source.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from './headlessChromium.mjs';

const resources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'resources');
const artwork = path.join(resources, 'artwork');

async function svgNames(folder) {
  const files = await readdir(folder);
  return files.filter((file) => file.endsWith('.svg')).map((file) => path.basename(file, '.svg'));
}

async function renderJobs() {
  const products = (await svgNames(path.join(artwork, 'seed'))).map((slug) => ({
    source: path.join(artwork, 'seed', `${slug}.svg`),
    target: path.join(resources, 'seed', `${slug}.png`),
    width: 800,
    height: 600,
  }));
  const avatars = (await svgNames(path.join(artwork, 'avatars'))).map((name) => ({
    source: path.join(artwork, 'avatars', `${name}.svg`),
    target: path.join(resources, 'seed', 'avatars', `${name}.png`),
    width: 256,
    height: 256,
  }));
  const icon = {
    source: path.join(resources, 'icon.svg'),
    target: path.join(resources, 'icon.png'),
    width: 512,
    height: 512,
  };
  return [...products, ...avatars, icon];
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const job of await renderJobs()) {
    await page.setViewportSize({ width: job.width, height: job.height });
    // Drawn as an <img>, exactly as a browser shows the SVG; the page itself stays transparent.
    const svg = (await readFile(job.source)).toString('base64');
    await page.setContent(
      `<body style="margin:0"><img src="data:image/svg+xml;base64,${svg}" width="${job.width}" height="${job.height}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    // omitBackground keeps the icon's rounded corners see-through.
    await page.screenshot({
      path: job.target,
      omitBackground: true,
      clip: { x: 0, y: 0, width: job.width, height: job.height },
    });
    console.log(`${path.relative(process.cwd(), job.target)} (${job.width}x${job.height})`);
  }
} finally {
  await browser.close();
}
