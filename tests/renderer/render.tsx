/**
 * Renders a component inside the app's real providers (theme, query client, router, toasts) over a
 * scripted API, and reads what the page shows.
 */
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { expect, vi } from 'vitest';
import { fillPath, type HttpMethod } from '@shared/contract/endpoint';
import type { PublicConfig, User } from '@shared/entities';
import { setTransport } from '../../src/renderer/src/api/client';
import { queryKeys } from '../../src/renderer/src/api/queryKeys';
import { queryClient as appQueryClient } from '../../src/renderer/src/queryClient';
import type { Transport, TransportRequest, TransportResponse } from '../../src/renderer/src/api/transport';
import { DashboardRoutes } from '../../src/renderer/src/pages/dashboard/DashboardRoutes';
import { theme } from '../../src/renderer/src/theme';
import { signInAs } from './fixtures';

/**
 * The shop's public config as the page arrives with it (the server writes it in; main.tsx adopts it
 * before the first render): amounts are then written in its currency.
 */
export const adoptShopConfig = (config: PublicConfig): void => {
  appQueryClient.setQueryData(queryKeys.config, config);
};

/** `at` is the address the router starts on (its path, search and state), `/` by default. */
export function renderInApp(ui: ReactElement, at: InitialEntry = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user };
}

/**
 * Renders `router`'s pages inside the app's providers: the theme, a query client that does not
 * retry and, with `toasts`, the toasts.
 */
export function renderRouter(
  router: Parameters<typeof RouterProvider>[0]['router'],
  { toasts = false } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {toasts && <ToastContainer />}
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * The dashboard at `path` as `user` sees it, through its real routes (a login page stands beside it);
 * with `toasts`, the toasts its actions show too.
 */
export function openDashboard(path: string, user: User, { toasts = false } = {}) {
  signInAs(user);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          { path: 'dasboard/*', element: <DashboardRoutes /> },
          { path: 'login', element: <p>Login page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router, { toasts });
  return router;
}

/** Finds each of `texts` shown (a form's messages, say), waiting for those still on their way. */
export async function expectShown(...texts: string[]): Promise<void> {
  for (const text of texts) expect(await screen.findByText(text)).toBeVisible();
}

/** Where the link named `name` in `container` goes. */
export const hrefOf = (container: HTMLElement, name: string | RegExp) =>
  within(container).getByRole('link', { name }).getAttribute('href');

/** The text of each row of the table in `element`, its header row first. */
export const rowTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => row.textContent);

/** A call as the server receives it: the named endpoint's method, and its path with the parameters filled in. */
export type SentCall = TransportRequest & { method: HttpMethod; path: string };

export function asSent(req: TransportRequest): SentCall {
  const { method, path } = __API_ROUTES__[req.endpoint];
  return { ...req, method, path: fillPath(path, req.params) };
}

/** A signed-in transport that answers `data` to `GET path` and 404 to anything else. */
export function transportServing(path: string, data: unknown): Transport {
  return {
    async request<T>(req: TransportRequest) {
      const sent = asSent(req);
      return (
        sent.method === 'GET' && sent.path === path
          ? { status: 200, data }
          : { status: 404, data: { message: 'not found' } }
      ) as TransportResponse<T>;
    },
    uploadImage: async () => ({ status: 500, data: null }),
    importCatalogue: async () => ({ status: 404, data: { message: 'not found' } }),
    hasSession: async () => true,
    clearSession: async () => undefined,
    subscribe: () => () => undefined,
    assetUrl: (ref) => ref,
  };
}

/** A scripted success: `data` with `status`, 200 by default. */
export const ok = (data: unknown, status = 200) => ({ status, data });

/** The calls of `calls` sent as `method path`. */
export const sentTo = (calls: SentCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

type Reply = TransportResponse | Promise<TransportResponse>;
type Route = `${HttpMethod} ${string}`;

/**
 * Makes the API a script: answers each `METHOD /path` from a table (each answer may read the call)
 * and records the calls; anything else is a 404.
 */
export function scriptedApi(replies: Partial<Record<Route, (sent: SentCall) => Reply>>) {
  const calls: SentCall[] = [];
  const transport: Transport = {
    async request<T>(req: TransportRequest) {
      const sent = asSent(req);
      calls.push(sent);
      const reply = replies[`${sent.method} ${sent.path}`];
      return (
        reply ? await reply(sent) : { status: 404, data: { message: 'not found' } }
      ) as TransportResponse<T>;
    },
    async uploadImage(_file, onProgress) {
      calls.push(asSent({ endpoint: 'uploadImage' }));
      onProgress?.(100);
      return { status: 200, data: { data: { url: '/api/images/new' } } };
    },
    async importCatalogue(csv, { dryRun, unfetchedImages }) {
      const sent = asSent({
        endpoint: 'importCatalogue',
        query: { dryRun: String(dryRun), unfetchedImages },
        body: csv,
      });
      calls.push(sent);
      const reply = replies[`${sent.method} ${sent.path}`];
      return reply ? await reply(sent) : { status: 404, data: { message: 'not found' } };
    },
    hasSession: async () => true,
    clearSession: async () => undefined,
    subscribe: () => () => undefined,
    assetUrl: (ref) => ref,
  };
  setTransport(transport);
  return calls;
}

/**
 * The browser's tab for an invoice's or credit note's PDF (`openInvoicePdf`): `window.open` gives
 * `tab`, `fetch` answers a PDF, and its object URL is `blobUrl`.
 */
export function stubPdfTab(blobUrl: string) {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const fetched = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
  );
  vi.stubGlobal('fetch', fetched);
  URL.createObjectURL = vi.fn(() => blobUrl);
  URL.revokeObjectURL = vi.fn();
  return { tab, open, fetched };
}
