/**
 * After a deploy, a page that was open before it asks for code files that no longer exist. Reloading
 * fetches the new version; it is done once by itself, and offered after that, so a file that is
 * really missing cannot make the page reload forever.
 */
const RELOADED_AT_KEY = 'toolshop:reloaded-for-new-version';
/** A reload more recent than this did not help: do not try again by ourselves. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Chromium, Firefox and Safari's words for a dynamic import that failed, and Vite's for a preload. */
const MISSING_CODE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isStaleVersionError = (error: unknown): boolean =>
  error instanceof Error && MISSING_CODE.test(error.message);

/** Reloads the page unless it was reloaded for this reason a moment ago; says whether it did. */
export function reloadOnceForNewVersion(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
