/**
 * An invoice's or a credit note's PDF (`GET /invoice/{number}.pdf`, A4), opened to print: the desktop
 * app's main fetches it with its token and opens it in the system's viewer; the browser fetches it with
 * the stored session and shows it in a tab of its own PDF viewer. Kept out of ../platform so the
 * landing page's bundle carries none of it.
 */
import { invoicePdfFilename } from '@shared/invoiceFiles';
import { failureText } from '@shared/strings/labels/shell';
import { desktopBridge } from '../platform';
import { ApiError, renewAccessToken } from './client';
import { fetchInvoicePdf } from './webFiles';

/** How long the browser keeps the PDF's bytes for its tab: long enough to load, print and save it. */
const KEEP_PDF_MS = 10 * 60_000;

async function desktopInvoicePdf(shop: ShopBridge, number: string): Promise<void> {
  let opened = await shop.files.openInvoicePdf(number);
  // A spent accessToken is renewed once, as for every call.
  if (opened.outcome === 'failed' && opened.status === 401 && (await renewAccessToken())) {
    opened = await shop.files.openInvoicePdf(number);
  }
  if (opened.outcome === 'unopened') throw new Error(opened.message);
  if (opened.outcome === 'failed') {
    throw new ApiError(opened.status, {
      message: opened.status === 0 ? failureText.unreachable : opened.message,
    });
  }
}

async function webInvoicePdf(number: string): Promise<void> {
  // Opened before anything is awaited, while the click still lets the page open a tab.
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchInvoicePdf(number));
    setTimeout(() => URL.revokeObjectURL(url), KEEP_PDF_MS);
    if (tab) {
      tab.location.href = url;
      return;
    }
    // A browser that kept the tab from opening downloads the file instead.
    const link = document.createElement('a');
    link.href = url;
    link.download = invoicePdfFilename(number);
    link.click();
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Opens invoice (or credit note) `number`'s PDF to print; rejects with why it could not. */
export function openInvoicePdf(number: string): Promise<void> {
  return desktopBridge ? desktopInvoicePdf(desktopBridge, number) : webInvoicePdf(number);
}
