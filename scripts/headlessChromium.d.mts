/** Types of headlessChromium.mjs for the TypeScript tests that share it. */
export const CHROMIUM_PATH: string;
export const HEADLESS_CHROMIUM_ARGS: readonly string[];
