import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './LoadError';
import { PageLoader } from './PageLoader';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of `children` when the answer is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's three faces: the spinner while it loads, its error with Retry, then its data. */
export function QueryState<T>({ query, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
