import { useCallback, useEffect, useRef, useState, type RefObject, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CounterItem } from '@shared/counterSchemas';
import { counterErrors } from '@shared/strings/counterMessages';
import { ApiError, call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { readableError } from '../../../ui/notify';
import type { SaleLines } from './useSaleLines';
import { useNameSearch, type NameSearch } from './useNameSearch';
import { useScanner } from './useScanner';
import { codeOf } from './variantMatches';

export interface ScanEntryOptions {
  sale: SaleLines;
  /** Whether a scanner's keys are taken wherever the focus is: not while a dialog is open. */
  listening: boolean;
  /** Enter on the empty scan box of a sale with lines: on to the payment. */
  onToPayment: () => void;
  /** A tool scanned or picked: the screen is the new sale's. */
  onEntry: () => void;
}

export interface ScanEntry {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  setText(next: SetStateAction<string>): void;
  nameSearch: NameSearch;
  /** Why the last code added nothing. */
  notFound: string | null;
  clearNotFound(): void;
  /** Adds what Enter's text is: a code on the sale, a code the server knows, or words that match tools. */
  scan(text: string): Promise<void>;
  /** Adds a tool picked from the name search's list. */
  pick(item: CounterItem): void;
  focus(): void;
}

/**
 * The scan box (docs/counter-screen.md): its text, a scanner's keys wherever the focus is, codes looked
 * up, words searched by name, and the focus back in it after each entry.
 */
export function useScanEntry({ sale, listening, onToPayment, onEntry }: ScanEntryOptions): ScanEntry {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setTextNow] = useState('');
  // Counts the scan box's changes, so a late answer can tell whether anything was typed, scanned or
  // picked since it was asked.
  const changes = useRef(0);
  const setText = useCallback((next: SetStateAction<string>) => {
    changes.current += 1;
    setTextNow(next);
  }, []);
  const nameSearch = useNameSearch(text);
  const [notFound, setNotFound] = useState<string | null>(null);

  const focus = useCallback(() => inputRef.current?.focus(), []);
  useEffect(focus, [focus]);
  /** After a slow answer: back to the scan box, unless the cashier has gone on to another field meanwhile. */
  const focusIfFree = () => {
    if (document.activeElement === document.body || document.activeElement === inputRef.current) focus();
  };
  const append = useCallback((typed: string) => setText((current) => current + typed), [setText]);
  useScanner(inputRef, append, listening);

  const scan = async (scanned: string) => {
    const wanted = scanned.trim();
    nameSearch.close();
    setText('');
    focus();
    const asked = changes.current;
    if (!wanted) {
      if (sale.lines.length > 0) onToPayment();
      return;
    }
    setNotFound(null);
    onEntry();
    if (sale.addOneMore(wanted)) return;
    try {
      const item: CounterItem = await queryClient.fetchQuery({
        queryKey: queryKeys.counterItem(wanted),
        queryFn: () => call('counterLookup', { query: { code: wanted } }),
      });
      sale.add(item, wanted);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) setNotFound(readableError(error));
      else if ((await nameSearch.searchNow(wanted).catch(() => [])).length === 0) {
        setNotFound(counterErrors.notFound(wanted));
      } else if (changes.current === asked) {
        // Not a code but a name: the words come back into the box with what they match listed under
        // it, unless the box has moved on meanwhile.
        setText(wanted);
        nameSearch.show(wanted);
      }
    }
    focusIfFree();
  };

  const pick = (item: CounterItem) => {
    nameSearch.close();
    setText('');
    setNotFound(null);
    onEntry();
    sale.add(item, codeOf(item));
    focus();
  };

  return {
    inputRef,
    text,
    setText,
    nameSearch,
    notFound,
    clearNotFound: () => setNotFound(null),
    scan,
    pick,
    focus,
  };
}
