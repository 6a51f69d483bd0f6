/**
 * Search by name on the scan box (docs/counter-screen.md): once the typing pauses, or when Enter's
 * text is not an exact code, the variants `GET /search` finds (typos forgiven). A scanner's code and
 * Enter come faster than the pause, so a scan never opens the list. An answer counts only while the
 * box still holds the words it answers: a late one for words typed over lists nothing.
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
const NO_MATCHES: CounterItem[] = [];

/** What the search found, and for which words (an answer kept on screen while the next is searched). */
interface Found {
  words: string;
  matches: CounterItem[];
}

const searchOf = (words: string) =>
  queryOptions({
    queryKey: queryKeys.counterSearch(words),
    staleTime: SEARCH_FRESH_MS,
    queryFn: async (): Promise<Found> => ({
      words,
      matches: variantMatches(
        await call('searchProducts', {
          query: { q: words, pageSize: PRODUCTS_SEARCHED, facets: 'false' },
        }),
        words,
      ),
    }),
  });

/** Whether the box's `text` still begins with `words` (searches ignore case, as their cache does). */
const holds = (text: string, words: string) => text.toLowerCase().startsWith(words.toLowerCase());

export interface NameSearch {
  /** Whether the list is showing: the box holds the words last searched, or more. */
  open: boolean;
  words: string | null;
  /** The rows of the latest answer whose words the box still holds. */
  matches: CounterItem[];
  /** Whether `matches` answer the box's very text, so Enter may take the first. */
  answersText: boolean;
  searching: boolean;
  close(): void;
  /** Lists what `words` match, now that the box holds them. */
  show(words: string): void;
  /** Searches `words` at once (the answer `show` lists) and resolves with what they match. */
  searchNow(words: string): Promise<CounterItem[]>;
}

export function useNameSearch(text: string): NameSearch {
  const queryClient = useQueryClient();
  const [words, setWords] = useState<string | null>(null);
  const boxWords = text.trim();
  const [paused] = useDebouncedValue(boxWords, SEARCH_PAUSE_MS);
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
  const open = words !== null && holds(boxWords, words);
  const shown = open && found.data && holds(boxWords, found.data.words) ? found.data : null;
  return {
    open,
    words,
    matches: shown?.matches ?? NO_MATCHES,
    answersText: shown !== null && shown.words.toLowerCase() === boxWords.toLowerCase(),
    searching: found.isFetching,
    close: () => setWords(null),
    show: setWords,
    searchNow: async (wanted) => (await queryClient.fetchQuery(searchOf(wanted))).matches,
  };
}
