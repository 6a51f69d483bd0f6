/**
 * Finds a Chromium for the browser tests, in this order: CHROME_PATH, a system Chromium or Chrome,
 * Playwright's own download. Where none exists it installs one the way the machine allows and says so.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

async function locate() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
  }
  return SYSTEM_BROWSERS.find((p) => existsSync(p)) ?? (await playwrightChromium());
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

function hasApt() {
  try {
    execFileSync('which', ['apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function findChromium() {
  const found = await locate();
  if (found) return found;
  if (hasApt() && process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get.');
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']))
      return locate();
  }
  console.log("No Chromium found: installing Playwright's Chromium (needs the internet).");
  if (run('npx', ['playwright', 'install', 'chromium'])) return locate();
  throw new Error('No Chromium could be found or installed: set CHROME_PATH to a Chromium or Chrome binary.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await findChromium());
}
