/**
 * The web's downloads of files the API keeps behind the sign-in (an invoice's PDF, a statement's): fetched with the
 * session's bearer and renewed once on a 401, as every call is. A link could not carry the bearer; the
 * desktop's main saves such files itself (./desktopFiles.ts).
 */
import { API_PREFIX } from '@shared/api';
import { fillPath } from '@shared/contract/endpoint';
import type { StatementPeriod } from '@shared/statementFiles';
import { failureText } from '@shared/strings/labels/shell';
import { renewAccessToken } from './client';
import { ApiError } from './transport';
import { storedToken } from './webSession';

/** How long a document may take: the server draws it first. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** Bound once: the build writes the table out wherever the constant is named. */
const ROUTES = __API_ROUTES__;

async function get(url: string, accept: string): Promise<Response> {
  const token = storedToken();
  return fetch(url, {
    headers: { Accept: accept, ...(token && { Authorization: `Bearer ${token}` }) },
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  }).catch(() => {
    throw new ApiError(0, { message: failureText.unreachable });
  });
}

/** A PDF the API draws at `url`; rejects with the `ApiError` that says why not. */
async function fetchPdf(url: string): Promise<Blob> {
  let res = await get(url, 'application/pdf');
  if (res.status === 401 && (await renewAccessToken())) res = await get(url, 'application/pdf');
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(res.status, {
      message: typeof body?.message === 'string' ? body.message : failureText.rejected,
    });
  }
  return res.blob();
}

/** An invoice's or credit note's PDF; rejects with the `ApiError` that says why not (404: not theirs). */
export const fetchInvoicePdf = (number: string): Promise<Blob> =>
  fetchPdf(`${API_PREFIX}${fillPath(ROUTES.invoicePdf.path, { number })}`);

/** A customer's statement for a period as its PDF (staff, or the customer their own). */
export function fetchStatementPdf(customerId: string, period: StatementPeriod): Promise<Blob> {
  const query = new URLSearchParams(Object.entries(period).filter(([, day]) => day !== undefined));
  const path = fillPath(ROUTES.customerStatementPdf.path, { id: customerId });
  return fetchPdf(`${API_PREFIX}${path}${query.size > 0 ? `?${query}` : ''}`);
}
