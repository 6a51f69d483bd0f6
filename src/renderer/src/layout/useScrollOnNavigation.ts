import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top, or at the element its `#hash` names (say, `/#tools`), as it would
 * after a full page load. Back and forward keep the browser's own scroll restoration.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
