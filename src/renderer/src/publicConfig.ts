/**
 * The public config (`GET /api/config`: which identity service, which payment driver). On the web
 * the server writes it into index.html, so nothing waits for a round trip; the desktop renderer's
 * page is not written by a server, so there it is asked for over the transport.
 */
import { PAGE_DATA_ELEMENT_ID, PUBLIC_CONFIG_ELEMENT_ID } from '@shared/api';
import type { PublicConfig } from '@shared/entities';
import { call } from './api/client';
import { queryKeys } from './api/queryKeys';
import { queryClient } from './queryClient';

/** It does not change while the page lives. */
queryClient.setQueryDefaults(queryKeys.config, { staleTime: Infinity, gcTime: Infinity });

/** One answer a server-rendered page was rendered from, under its query key. */
interface PageData {
  queryKey: unknown[];
  data: unknown;
}

/**
 * Puts what the server wrote into the page into the query cache: the config, if it did, and the
 * answer a server-rendered page was rendered from, so the app's first render is that very page.
 */
export function adoptServerWrittenData(): void {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (text) queryClient.setQueryData<PublicConfig>(queryKeys.config, JSON.parse(text) as PublicConfig);
  const page = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (page) {
    const written = JSON.parse(page) as PageData | PageData[];
    for (const { queryKey, data } of Array.isArray(written) ? written : [written]) {
      queryClient.setQueryData(queryKey, data);
    }
  }
}

export const publicConfigQuery = { queryKey: queryKeys.config, queryFn: () => call('config') };

export const loadPublicConfig = (): Promise<PublicConfig> => queryClient.fetchQuery(publicConfigQuery);
