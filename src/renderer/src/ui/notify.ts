import { toast } from 'react-toastify';
import { identityErrors } from '@shared/strings';
import { ApiError } from '../api/transport';

/**
 * Spec §8: identity errors show without their "Firebase: Error (auth/…)." code-and-prefix part.
 * The SDK's messages are nothing but that part, so the code is turned into a sentence.
 */
export function readableError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const withoutPrefix = message.replace(/^Firebase:\s*/, '');
  const code = /\(auth\/([a-z-]+)\)/.exec(withoutPrefix)?.[1];
  if (code && identityErrors[code]) return identityErrors[code];
  const text = withoutPrefix
    .replace(/\s*\(auth\/[a-z-]+\)\.?\s*$/, '')
    .replace(/^Error$/, '')
    .trim();
  return text || (code ? code.replace(/-/g, ' ') : message);
}

export const notifyError = (error: unknown): void => {
  toast.error(readableError(error));
};

export const notifySuccess = (message: string): void => {
  toast.success(message);
};

export const notifyInfo = (message: string): void => {
  toast.info(message);
};
