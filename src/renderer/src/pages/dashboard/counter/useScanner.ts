/**
 * A keyboard-wedge scanner types a code and Enter, as if it were a keyboard (docs/counter-screen.md). Its
 * keys are taken wherever the focus is — a button, the sale's table, the page — except another text
 * field: the first key moves the focus to the scan box and lands there, the rest follow by themselves.
 */
import { useEffect, type RefObject } from 'react';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url']);

function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** While `enabled`, printable keys typed outside any text field go into `scanBox`. */
export function useScanner(
  scanBox: RefObject<HTMLInputElement | null>,
  append: (text: string) => void,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const box = scanBox.current;
      if (!box || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length !== 1 || isTextField(document.activeElement)) return;
      // A dialog open over the screen keeps its own keys.
      if (document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      append(event.key);
      box.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [scanBox, append, enabled]);
}
