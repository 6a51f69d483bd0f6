import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to show: `batch` at first, then `batch` more after each commit, each in
 * the background (a transition, which yields to input). A long list then reaches the page in short
 * tasks instead of one long one; the first batch shows as soon as the data does.
 */
export function useGrowingCount(total: number, batch: number): number {
  const [count, setCount] = useState(batch);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + batch));
  }, [count, total, batch]);
  return Math.min(count, total);
}
