import { Suspense, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { withCompleteStyles } from '../styles/withCompleteStyles';
import { PageLoader } from './PageLoader';
import { lazyExport } from './lazyExport';

/* Only a failed load shows it: its code is not part of the first load. */
const LoadError = lazyExport(() => withCompleteStyles(import('./LoadError')), 'LoadError');

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of `children` when the answer is an empty list, or a page of an empty one. */
  empty?: ReactNode;
  /** Shown while it loads, instead of the plain spinner (say, the shape of what is coming). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown): boolean =>
  Array.isArray(data)
    ? data.length === 0
    : typeof data === 'object' && data !== null && 'total' in data && data.total === 0;

/** A query's three faces: the spinner while it loads, its error with Retry, then its data. */
export function QueryState<T>({ query, empty, loading, children }: QueryStateProps<T>) {
  if (query.isPending) return loading ?? <PageLoader />;
  if (query.isError)
    return (
      <Suspense fallback={<PageLoader />}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Suspense>
    );
  if (empty !== undefined && isEmptyList(query.data)) return empty;
  return children(query.data);
}
