/**
 * The stack's till for the web specs (docs/counter-screen.md): its one register, `Counter 1`, closed
 * after each spec that opens it (the desktop's counter spec opens it afresh and counts its Z report),
 * a counter sale made through the API, a scanner's keys, and the pages the till prints, kept to read.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { CounterSale } from '../../../../src/shared/counterSchemas';
import type { Product } from '../../../../src/shared/entities';
import { routes } from '../../../../src/shared/routes';
import { counterText } from '../../../../src/shared/strings/labels/counterScreen';
import { bodyOf, type Session } from '../../../support/apiClient';
import { stackApi } from './stackApi';

/** Closes every open session of the register, so it is left as the next spec expects to find it. */
export async function closeRegisters(as: Session): Promise<void> {
  const open = bodyOf(await stackApi.registerSessions({ as, query: { state: 'open' } })).sessions;
  for (const session of open) {
    bodyOf(await stackApi.closeRegister({ as, params: { sessionId: session._id }, body: { counted: 0 } }));
  }
}

/** A cash sale of one unit of `product`'s first variant at the counter, in a session opened and closed for it. */
export async function counterSaleOf(as: Session, product: Product): Promise<CounterSale> {
  await closeRegisters(as);
  const session = bodyOf(await stackApi.openRegister({ as, body: { register: 'Counter 1', float: 0 } }));
  try {
    const variant = product.variants[0]!;
    return bodyOf(
      await stackApi.counterSale({
        as,
        body: {
          saleId: `e2e-sale-${Date.now()}`,
          sessionId: session._id,
          lines: [{ variantId: variant._id, quantity: 1 }],
          payments: [{ method: 'cash', tendered: variant.price }],
        },
      }),
    );
  } finally {
    await closeRegisters(as);
  }
}

/** The till at its sale screen, its register opened through the screen with `float`. */
export async function openTill(page: Page, float: number): Promise<void> {
  await page.goto(routes.counter);
  await page.getByLabel(counterText.open.float).fill(String(float));
  await page.getByRole('button', { name: counterText.open.submit }).click();
  await expect(page.getByLabel(counterText.scan.label)).toBeFocused();
}

/** What a keyboard-wedge scanner does: the code's keys, fast, then Enter. */
export async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
}

/** What marks a printed page's copy, apart from the page the app is printing (and then removes). */
const PRINTED_COPY = 'printed-copy';

/**
 * Instead of the system's print dialog: a copy of each page printed stays in the window, to read and
 * measure (`printedPages`). The copy is of the page printing now, never of an earlier copy, and is
 * marked: for a moment after print() the app's own page is still there beside it.
 */
export const keepPrintedPages = (page: Page): Promise<void> =>
  page.evaluate(`window.print = () => {
    const copy = document.querySelector('body > .counter-print:not(.${PRINTED_COPY})')?.cloneNode(true);
    if (!copy) return;
    copy.classList.add('${PRINTED_COPY}');
    document.body.append(copy);
  }`);

/** The copies of the pages printed since `keepPrintedPages`, oldest first. */
export const printedPages = (page: Page): Locator => page.locator(`body > .counter-print.${PRINTED_COPY}`);
