import { apiErrors } from '@shared/strings/apiMessages';
import { ApiError } from '../../api/client';

/** The server's 'forbidden' answer (DESIGN §3), which spec §6 reacts to. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === apiErrors.forbidden;
