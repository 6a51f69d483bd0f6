import { failureText } from '@shared/strings/labels/shell';
import { ApiError } from '../api/transport';
import { isStaleVersionError } from './staleVersion';
import { showToast } from './Toasts';

/**
 * The identity service's error codes in words. Only the identity service raises them, so it hands
 * them over as it loads (../auth/identityService.ts) and the landing page's bundle carries none.
 */
let identityErrorWords: Readonly<Record<string, string>> = {};

export function learnIdentityErrors(words: Readonly<Record<string, string>>): void {
  identityErrorWords = words;
}

/** An API failure in words for people: the server's own sentence where it has one worth reading. */
function readableApiError(error: ApiError): string {
  if (error.status >= 500) return failureText.server;
  if (error.status === 401) return failureText.signInAgain;
  if (error.status === 403) return failureText.notAllowed;
  if (error.status === 404) return failureText.notFound;
  return error.message;
}

/**
 * What went wrong, for people: API failures without status codes, a new deployed version without
 * the browser's module error, and identity errors without their "Firebase: Error
 * (auth/…)." code-and-prefix part. The SDK's messages are nothing but that part, so the code is
 * turned into a sentence.
 */
export function readableError(error: unknown): string {
  if (error instanceof ApiError) return readableApiError(error);
  if (isStaleVersionError(error)) return failureText.staleVersion;
  const message = error instanceof Error ? error.message : String(error);
  const withoutPrefix = message.replace(/^Firebase:\s*/, '');
  const code = /\(auth\/([a-z-]+)\)/.exec(withoutPrefix)?.[1];
  if (code && identityErrorWords[code]) return identityErrorWords[code];
  const text = withoutPrefix
    .replace(/\s*\(auth\/[a-z-]+\)\.?\s*$/, '')
    .replace(/^Error$/, '')
    .trim();
  return text || (code ? code.replace(/-/g, ' ') : failureText.unexpected);
}

export const notifyError = (error: unknown): void => {
  showToast('error', readableError(error));
};

export const notifySuccess = (message: string): void => {
  showToast('success', message);
};

export const notifyInfo = (message: string): void => {
  showToast('info', message);
};
