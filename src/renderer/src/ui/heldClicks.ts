/**
 * A click on Add to cart before the app has taken over the server-rendered page is not lost: the
 * page's starter holds it (scripts/prerenderLanding.ts) under the button's key, and the button with
 * that key does it once the app runs it, be it the very element the server sent or one the app drew
 * afresh. An element the app renders or takes over is marked live, and its clicks pass from then on.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { HELD_CLICK_ATTRIBUTE, HELD_CLICKS_GLOBAL } from '@shared/webBuild';

/** What the starter keeps: the keys of the buttons clicked too early, and the elements the app runs. */
export interface HeldClicks {
  held: Set<string>;
  live: WeakSet<Element>;
}

declare global {
  interface Window {
    [HELD_CLICKS_GLOBAL]?: HeldClicks;
  }
}

/**
 * Props for the button that does `action` when clicked, a click held before the app ran included.
 * `key` names the button among the page's (say, Add to cart for one variant).
 */
export function useHeldClick(key: string, action: () => void) {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const ref = useCallback(
    (element: HTMLElement | null) => {
      const clicks = window[HELD_CLICKS_GLOBAL];
      if (!element || !clicks) return;
      clicks.live.add(element);
      // After this commit (its layout effects keep `latest` current): the action may set state.
      if (clicks.held.delete(key)) queueMicrotask(() => latest.current());
    },
    [key],
  );
  const onClick = useCallback(() => latest.current(), []);
  return { ref, onClick, [HELD_CLICK_ATTRIBUTE]: key };
}
