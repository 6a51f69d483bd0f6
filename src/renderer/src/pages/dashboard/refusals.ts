import { apiErrors } from '@shared/strings';
import { ApiError } from '../../api/client';

/** The server's 'forbidden' answer (DESIGN §3), which spec §6 reacts to. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === apiErrors.forbidden;

/**
 * Query retry policy: a refusal (4xx) will not change by asking again, so only unreachable servers
 * and 5xx answers are retried, up to the shop's three times.
 */
export const retryUnlessRefused = (failureCount: number, error: Error): boolean =>
  failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
