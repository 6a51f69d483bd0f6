/**
 * The one TanStack Query client, with the shop's caching defaults: 5 minutes' lifetime, three
 * retries with exponential back-off capped at 30 s. A 4xx answer is a refusal that asking again
 * will not change, so only unreachable servers and 5xx answers are retried. Requests go out whatever
 * `navigator.onLine` says: the embedded shop runs on a machine with only loopback networking, which
 * browsers may report as offline.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRIES = 3;
const MAX_RETRY_DELAY = 30_000;

const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !isRefusal(error);

export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FIVE_MINUTES,
      gcTime: FIVE_MINUTES,
      retry: shouldRetry,
      retryDelay,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
