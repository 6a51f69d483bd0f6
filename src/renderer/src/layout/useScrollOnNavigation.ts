import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page the app moves to starts at its top, or at the element its `#hash` names (say, `/#tools`),
 * as it would after a full page load. The page the browser loaded is left where it is: a visitor
 * may have scrolled it before the app took it over (or a reload put them back where they were), and
 * a jump to the top then would move what they were about to click from under the pointer. Back and
 * forward keep the browser's own scroll restoration.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  // The address shown when the app started, then the last one scrolled for: compared rather than a
  // first-run flag, so an effect run twice for the same address (React's StrictMode) scrolls nothing.
  const scrolledFor = useRef(pathname + hash);
  useEffect(() => {
    if (scrolledFor.current === pathname + hash) return;
    scrolledFor.current = pathname + hash;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
