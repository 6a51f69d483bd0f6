import { useEffect } from 'react';
import { pageTitle } from '@shared/strings/labels/common';

/** The tab's title for this page: "{page} · Toolshop", or the shop's name alone while it has none. */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
