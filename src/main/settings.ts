/**
 * The desktop app's settings: which API it talks to. `TOOLSHOP_API` (for one run) wins over
 * `settings.json` in the user-data folder (kept across runs), which wins over the local default.
 * The same file keeps the receipt printer's address (printerSettings.ts), which staff change in the app.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const DEFAULT_API_BASE = 'http://127.0.0.1:8080/api';
export const SETTINGS_FILE = 'settings.json';

/** This computer: the only place plain http may go, since nothing it carries leaves the machine. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const apiBaseSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:8080/api' })
  // The access token travels with every call: over plain http anyone on the network could read it.
  .refine(
    (url) => url.startsWith('https:') || LOOPBACK_HOST.test(new URL(url).hostname),
    'must use https:// for a shop on another computer (plain http only for this computer: 127.0.0.1 or localhost)',
  )
  .transform((url) => url.replace(/\/+$/, ''));

const settingsFileSchema = z.object({ apiBase: apiBaseSchema.optional() });

export interface DesktopSettings {
  /** `{api}`: e.g. `http://127.0.0.1:8080/api`, without a trailing slash. */
  apiBase: string;
  /** The API's origin, which is also the web app's (the Google sign-in hand-off opens it). */
  apiOrigin: string;
}

export function readSettingsFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${path} is not valid JSON`);
  }
}

/** Throws with a message naming the bad setting, so start-up can stop and say so. */
export function loadSettings(userDataDir: string, env: NodeJS.ProcessEnv): DesktopSettings {
  const path = join(userDataDir, SETTINGS_FILE);
  let apiBase = DEFAULT_API_BASE;
  const fromFile = settingsFileSchema.safeParse(readSettingsFile(path));
  if (!fromFile.success) throw new Error(`${path}: apiBase ${fromFile.error.issues[0]?.message}`);
  if (fromFile.data.apiBase) apiBase = fromFile.data.apiBase;
  if (env.TOOLSHOP_API) {
    const fromEnv = apiBaseSchema.safeParse(env.TOOLSHOP_API);
    if (!fromEnv.success) throw new Error(`TOOLSHOP_API ${fromEnv.error.issues[0]?.message}`);
    apiBase = fromEnv.data;
  }
  return { apiBase, apiOrigin: new URL(apiBase).origin };
}
