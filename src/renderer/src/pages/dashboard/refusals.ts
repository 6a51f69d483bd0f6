import { apiErrors } from '@shared/strings/apiMessages';
import { ApiError } from '../../api/client';

/** The server's 'forbidden' answer (docs/contract.md), which the app reacts to by signing out. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === apiErrors.forbidden;
