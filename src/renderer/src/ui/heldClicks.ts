/**
 * A click on Add to cart before the app has taken over the server-rendered page is not lost: the
 * page's starter holds it (scripts/prerenderLanding.ts), and the button does it once the app has
 * taken that very element over. An element the app renders or takes over is marked live, and its
 * clicks pass untouched from then on.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { HELD_CLICK_ATTRIBUTE, HELD_CLICKS_GLOBAL } from '@shared/webBuild';

/** What the starter keeps: the elements clicked too early, and those the app has taken over. */
export interface HeldClicks {
  held: Set<Element>;
  live: WeakSet<Element>;
}

declare global {
  interface Window {
    [HELD_CLICKS_GLOBAL]?: HeldClicks;
  }
}

/** Props for the button that does `action` when clicked, a click held before the app ran included. */
export function useHeldClick(action: () => void) {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const ref = useCallback((element: HTMLElement | null) => {
    const clicks = window[HELD_CLICKS_GLOBAL];
    if (!element || !clicks) return;
    clicks.live.add(element);
    // After this commit (its layout effects keep `latest` current): the action may set state.
    if (clicks.held.delete(element)) queueMicrotask(() => latest.current());
  }, []);
  const onClick = useCallback(() => latest.current(), []);
  return { ref, onClick, [HELD_CLICK_ATTRIBUTE]: '' };
}
