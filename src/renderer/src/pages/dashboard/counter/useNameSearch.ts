/**
 * Search by name on the scan box (docs/counter-screen.md): once the typing pauses, or when Enter's
 * text is not an exact code, the variants `GET /search` finds (typos forgiven). A scanner's code and
 * Enter come faster than the pause, so a scan never opens the list.
 */
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounterItem } from '@shared/counterSchemas';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { variantMatches } from './variantMatches';

/** How long the typing pauses before the list opens: far longer than a scanner's gap between keys. */
export const SEARCH_PAUSE_MS = 300;
const MIN_WORDS_LENGTH = 2;
const PRODUCTS_SEARCHED = 8;
/** Enter's search and the list it opens share one answer; a line's own stock follows live once added. */
const SEARCH_FRESH_MS = 10_000;

const searchOf = (words: string) =>
  queryOptions({
    queryKey: queryKeys.counterSearch(words),
    staleTime: SEARCH_FRESH_MS,
    queryFn: async () =>
      variantMatches(
        await call('searchProducts', { query: { q: words, pageSize: PRODUCTS_SEARCHED, facets: 'false' } }),
        words,
      ),
  });

export interface NameSearch {
  /** Whether the list is showing (the scan box holds the words it was searched for, or more). */
  open: boolean;
  words: string | null;
  matches: CounterItem[];
  searching: boolean;
  close(): void;
  /** Searches `words` at once and lists what they match, if anything; resolves with it. */
  searchNow(words: string): Promise<CounterItem[]>;
}

export function useNameSearch(text: string): NameSearch {
  const queryClient = useQueryClient();
  const [words, setWords] = useState<string | null>(null);
  const [paused] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  // Each new pause in the typing searches what the box then holds (set while rendering, as React advises).
  const [pauseSeen, setPauseSeen] = useState(paused);
  if (paused !== pauseSeen) {
    setPauseSeen(paused);
    setWords(paused.length >= MIN_WORDS_LENGTH ? paused : null);
  }
  const found = useQuery({
    ...searchOf(words ?? ''),
    enabled: words !== null,
    placeholderData: keepPreviousData,
  });
  const open = words !== null && text.trim() !== '';
  return {
    open,
    words,
    matches: open ? (found.data ?? []) : [],
    searching: found.isFetching,
    close: () => setWords(null),
    async searchNow(wanted) {
      const matches = await queryClient.fetchQuery(searchOf(wanted));
      if (matches.length > 0) setWords(wanted);
      return matches;
    },
  };
}
