import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Lazily loaded pages show their heading once their code has arrived; this long at most. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * The page's heading inside `main`: its h1, unless that h1 outlived the navigation (a layout such as
 * the dashboard's kept it), in which case the nested page's own h2.
 */
function pageHeading(main: HTMLElement, previous: Element | null): HTMLElement | null {
  const h1 = main.querySelector<HTMLElement>('h1');
  if (h1 && h1 !== previous) return h1;
  return h1 ? main.querySelector<HTMLElement>('h2') : null;
}

/**
 * After each client-side navigation (not the first load), moves focus to the new page's heading, as
 * a full page load would put a screen reader at the top of the new page.
 */
export function useHeadingFocusOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const lastHeading = useRef<Element | null>(null);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    if (firstRender.current) {
      firstRender.current = false;
      lastHeading.current = main.querySelector('h1');
      return;
    }
    const previous = lastHeading.current;
    const focusHeading = (): boolean => {
      const heading = pageHeading(main, previous);
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      lastHeading.current = main.querySelector('h1');
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, mainRef]);
}
