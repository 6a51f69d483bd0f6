import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from './scripts/headlessChromium.mjs';
import { baseURL } from './tests/e2e/web/support/stack';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores: one browser at a time against one stack.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/web/support/globalSetup.ts',
  use: {
    baseURL,
    // No trace by default: recording one costs every test about a third more time on two cores, and a
    // CI run's files are not kept. `npx playwright test --trace retain-on-failure` records them locally.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Without them a click on a covered button or a page that never loads waits out the whole test's
    // timeout, and the report names no step; with them it fails at that step, saying what was in the way.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...HEADLESS_CHROMIUM_ARGS] },
  },
  projects: [
    {
      name: 'web',
      testDir: 'tests/e2e/web',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The desktop build's renderer and preload in Chromium, served by main's own modules in the
      // test process (tests/e2e/desktop/support/desktopApp.ts): the desktop data path without Electron.
      name: 'desktop',
      testDir: 'tests/e2e/desktop',
      use: { browserName: 'chromium' },
    },
    {
      // Launches out/main/index.js in Electron; skips with its reason where no Electron binary exists.
      name: 'electron',
      testDir: 'tests/e2e/electron',
    },
  ],
});
