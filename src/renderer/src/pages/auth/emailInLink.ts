/**
 * The login, reset-link and account pages hand the address on in `?email=`, so it need not be
 * typed twice.
 */
const EMAIL_PARAM = 'email';

/** `path` with `?email=` when there is an address to pass on. */
export function withEmail(path: string, email: string | null | undefined): string {
  const address = email?.trim();
  return address ? `${path}?${new URLSearchParams({ [EMAIL_PARAM]: address })}` : path;
}

/** The address a page was handed, or ''. */
export const emailFrom = (search: string): string => new URLSearchParams(search).get(EMAIL_PARAM) ?? '';
