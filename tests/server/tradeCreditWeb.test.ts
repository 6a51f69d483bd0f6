/**
 * Web checkout on account (docs/credit.md): a signed-in customer with credit places an order
 * on account; it counts against the limit from placement (racing placements held to it), never
 * expires, is invoiced when shipped (due the customer's terms after), and cancelled before it ships
 * frees its credit; its customer reads it, in its emails, on its page and in the bell, as charged to
 * their account, never as an order to pay. After each test the book balances and every product's
 * stock is its movements.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/currency';
import { apiErrors } from '../../src/shared/strings/apiMessages';
import { creditErrors } from '../../src/shared/strings/credit';
import { emailText } from '../../src/shared/strings/emails';
import { documentDate } from '../../src/shared/strings/invoicePdf';
import { creditText } from '../../src/shared/strings/labels/credit';
import { usd } from '../support/money';
import { bodyOf, errorOf, orderBody, suiteEnvironment, type Session } from './support/environment';
import { secondInstances } from './support/secondInstance';
import { expectAccountsBalance } from './support/accountBook';
import { expectStockMatchesLedger } from './support/stockLedger';

const env = suiteEnvironment();
afterEach(() => expectAccountsBalance(env.db));
afterEach(() => expectStockMatchesLedger(env.db));

let made = 0;

/** A customer signed up on the web, and their `_id` as the counter's lookup finds it. */
async function customer(): Promise<{ session: Session; id: string }> {
  const session = await env.newUser(`webcontractor${++made}`);
  const found = bodyOf(await env.api.lookupCustomers({ as: env.admin, query: { q: session.email } }));
  return { session, id: found.customers[0]!.customerId };
}

const setCredit = (id: string, creditLimit: number, termsDays = 30) =>
  env.api.setCustomerCredit({ as: env.admin, params: { id }, body: { creditLimit, termsDays } });

const accountOf = async (id: string) =>
  bodyOf(await env.api.customerAccount({ as: env.admin, params: { id } }));

/** `POST /order` of one tool at `price` with "Pay on account". */
async function orderOnAccount(as: Session, price: number) {
  const tool = await env.createProduct({ price, availableQuentity: 20, minimumOrder: 1 });
  return env.api.placeOrder({ as, body: orderBody(tool, 1, { paymentMethod: 'account' }) });
}

const secondInstance = secondInstances(env);

/** The hold sweep as the server runs it, asked as of `now`. */
async function expireDue(now: Date) {
  const { expiry } = await secondInstance();
  return expiry.expireDue(now);
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('web checkout on account', () => {
  it('places within the limit, unpaid and never expiring; refuses beyond it naming what is available', async () => {
    const { session, id } = await customer();
    await setCredit(id, 500);
    const placed = bodyOf(await orderOnAccount(session, 300));
    expect(placed).toMatchObject({ state: 'unpaid', paymentMethod: 'account' });
    expect(await accountOf(id)).toMatchObject({ balance: 0, pending: 300, available: 200 });

    const refused = await orderOnAccount(session, 250);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(creditErrors.overLimit(formatMoney(200, 'USD')));
    expect(errorOf(refused).issues?.[0]?.path).toBe('paymentMethod');
    expect(await accountOf(id)).toMatchObject({ pending: 300, available: 200 });

    expect(await expireDue(new Date(Date.now() + 365 * 86_400_000))).toBe(0);
    const still = bodyOf(await env.api.orderDetail({ as: session, params: { id: placed._id } }));
    expect(still).toMatchObject({ state: 'unpaid', holdUntil: null });
  });

  it('takes a trade order beyond what a card pays, up to a counter sale’s bound, and names the bound it passes', async () => {
    const { session, id } = await customer();
    await setCredit(id, 9_000_000);
    // $1,500,000: past a card's largest charge, within a trade sale's.
    const tool = await env.createProduct({ price: 500_000, availableQuentity: 100, minimumOrder: 1 });
    const byCard = await env.api.placeOrder({ as: session, body: orderBody(tool, 3) });
    expect(byCard.status).toBe(400);
    expect(errorOf(byCard).message).toBe(apiErrors.orderTooLarge);
    const placed = bodyOf(
      await env.api.placeOrder({ as: session, body: orderBody(tool, 3, { paymentMethod: 'account' }) }),
    );
    expect(placed).toMatchObject({ state: 'unpaid', paymentMethod: 'account', totalPrice: 1_500_000 });
    expect(await accountOf(id)).toMatchObject({ pending: 1_500_000, available: 7_500_000 });

    // $10,000,000 is past a trade sale's bound too: refused as such, nothing taken.
    const past = await env.api.placeOrder({
      as: session,
      body: orderBody(tool, 20, { paymentMethod: 'account' }),
    });
    expect(past.status).toBe(400);
    expect(errorOf(past).message).toBe(apiErrors.orderTooLargeOnAccount);
    expect(await accountOf(id)).toMatchObject({ pending: 1_500_000 });
    expect(await env.listedStockOf(tool)).toBe(97);
  });

  it('a customer without credit, or not signed up, is refused', async () => {
    const { session } = await customer();
    const refused = await orderOnAccount(session, 10);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(creditErrors.noCredit);
    expect((await orderOnAccount(env.anon, 10)).status).toBe(401);
  });

  it('ten placements at once where the credit covers three: exactly three are placed', async () => {
    const { session, id } = await customer();
    await setCredit(id, 300);
    const tools = await Promise.all(
      Array.from({ length: 10 }, () =>
        env.createProduct({ price: 100, availableQuentity: 5, minimumOrder: 1 }),
      ),
    );
    const answers = await Promise.all(
      tools.map((tool) =>
        env.api.placeOrder({ as: session, body: orderBody(tool, 1, { paymentMethod: 'account' }) }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await accountOf(id)).toMatchObject({ pending: 300, available: 0 });
  });

  it('shipped: invoiced at once, due the terms after its invoice; the statement shows it, the overview counts it sold', async () => {
    const { session, id } = await customer();
    await setCredit(id, 1000, 15);
    const placed = bodyOf(await orderOnAccount(session, 400));
    expect(placed.invoiceNumber ?? null).toBeNull();
    const overview = async () => bodyOf(await env.api.shopStats({ as: env.admin })).today;
    const before = await overview();
    const shipped = bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: placed._id }, body: {} }));
    expect(shipped.state).toBe('shipped');
    expect(shipped.invoiceNumber).toBeTruthy();
    expect(await accountOf(id)).toMatchObject({ balance: 400, owed: 400, pending: 0, available: 600 });
    const statement = bodyOf(await env.api.customerStatement({ as: session, params: { id } }));
    const invoice = statement.entries.find((entry) => entry.reference === shipped.invoiceNumber)!;
    expect(invoice).toMatchObject({ kind: 'invoice', amount: 400 });
    expect(invoice.dueOn).toBe(dayAfter(invoice.date, 15));
    // Sold on the day it shipped and was invoiced: the overview counts it then.
    expect(await overview()).toEqual({ revenue: before.revenue + 400, orders: before.orders + 1 });
    // A second ship changes nothing on the account.
    bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: placed._id }, body: {} }));
    expect(await accountOf(id)).toMatchObject({ balance: 400, pending: 0 });
  });

  it('cancelled before it ships frees its credit; a shipped one can no longer be cancelled', async () => {
    const { session, id } = await customer();
    await setCredit(id, 500);
    const placed = bodyOf(await orderOnAccount(session, 500));
    expect(await accountOf(id)).toMatchObject({ available: 0 });
    bodyOf(await env.api.cancelOrder({ as: session, params: { id: placed._id } }));
    expect(await accountOf(id)).toMatchObject({ balance: 0, pending: 0, available: 500 });

    const again = bodyOf(await orderOnAccount(session, 500));
    bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: again._id }, body: {} }));
    expect((await env.api.cancelOrder({ as: session, params: { id: again._id } })).status).toBe(409);
    expect(await accountOf(id)).toMatchObject({ balance: 500, available: 0 });
  });

  it('a refund of a shipped order on account takes its credit note off the account and pays nothing out', async () => {
    const { session, id } = await customer();
    await setCredit(id, 1000);
    const placed = bodyOf(await orderOnAccount(session, 400));
    bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: placed._id }, body: {} }));
    const part = bodyOf(
      await env.api.refundOrder({
        as: env.admin,
        params: { id: placed._id },
        body: { amount: 150, reason: 'Scratched' },
      }),
    );
    expect(part.creditNoteNumbers).toHaveLength(1);
    expect(part.refunds.at(-1)).toMatchObject({ amount: 150 });
    expect(await accountOf(id)).toMatchObject({ balance: 250, owed: 250, credit: 0, available: 750 });

    const rest = bodyOf(
      await env.api.refundOrder({ as: env.admin, params: { id: placed._id }, body: { reason: 'Returned' } }),
    );
    expect(rest.state).toBe('refunded');
    expect(await accountOf(id)).toMatchObject({ balance: 0, owed: 0, credit: 0, available: 1000 });
    const statement = bodyOf(await env.api.customerStatement({ as: session, params: { id } }));
    expect(statement.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['invoice', 400],
      ['credit_note', -150],
      ['credit_note', -250],
    ]);
    const beyond = await env.api.refundOrder({
      as: env.admin,
      params: { id: placed._id },
      body: { amount: 1, reason: 'Again' },
    });
    expect(beyond.status).toBe(409);
  });

  it('its customer reads it as charged to their account, due on their terms: emails, its page, the bell', async () => {
    const { session, id } = await customer();
    await setCredit(id, 1000, 15);
    const placed = bodyOf(await orderOnAccount(session, 400));
    const confirmation = await env.mailbox.waitFor(
      placed.email,
      (mail) => mail.subject === emailText.onAccount.placedSubject(placed.number),
    );
    expect(confirmation.text).toContain(creditText.order.charged(usd(400)));
    expect(confirmation.text).toContain(creditText.order.dueOnShipping(15));
    expect(confirmation.text).not.toContain('pay to complete');
    const unshipped = bodyOf(await env.api.orderDetail({ as: session, params: { id: placed._id } }));
    expect(unshipped.onAccount).toEqual({ amount: 400, termsDays: 15, dueOn: null, left: 400 });
    // Nothing in the bell asks them to pay it.
    const bell = bodyOf(await env.api.notifications({ as: session }));
    expect(bell.items.filter((item) => item.kind === 'unpaid')).toEqual([]);

    bodyOf(await env.api.shipOrder({ as: env.admin, params: { id: placed._id }, body: {} }));
    const shipped = bodyOf(await env.api.orderDetail({ as: session, params: { id: placed._id } }));
    const statement = bodyOf(await env.api.customerStatement({ as: session, params: { id } }));
    const invoice = statement.entries.find((entry) => entry.reference === shipped.invoiceNumber)!;
    expect(shipped.onAccount).toEqual({ amount: 400, termsDays: 15, dueOn: invoice.dueOn, left: 400 });
    const shippedMail = await env.mailbox.waitFor(
      placed.email,
      (mail) => mail.subject === emailText.shipped.subject(placed.number, placed.name),
    );
    expect(shippedMail.text).toContain(creditText.order.due(usd(400), documentDate(invoice.dueOn!)));

    bodyOf(
      await env.api.recordAccountPayment({
        as: env.admin,
        params: { id },
        body: { paymentId: `pay-${placed._id}`, amount: 400, method: 'bank', reference: 'NEFT-0042' },
      }),
    );
    const paidUp = bodyOf(await env.api.orderDetail({ as: session, params: { id: placed._id } }));
    expect(paidUp.onAccount).toMatchObject({ left: 0 });
  });

  it('cancelled before it ships, its email says nothing is charged to the account', async () => {
    const { session, id } = await customer();
    await setCredit(id, 1000);
    const placed = bodyOf(await orderOnAccount(session, 100));
    bodyOf(await env.api.cancelOrder({ as: session, params: { id: placed._id } }));
    const cancelled = await env.mailbox.waitFor(
      placed.email,
      (mail) => mail.subject === emailText.cancelled.subject(placed.number),
    );
    expect(cancelled.text).toContain(emailText.onAccount.cancelled.what(placed.number));
    expect(cancelled.text).not.toContain('before it was paid');
  });

  it('an unshipped order on account has nothing to refund: it is cancelled instead', async () => {
    const { session, id } = await customer();
    await setCredit(id, 1000);
    const placed = bodyOf(await orderOnAccount(session, 100));
    const refused = await env.api.refundOrder({
      as: env.admin,
      params: { id: placed._id },
      body: { reason: 'Changed mind' },
    });
    expect(refused.status).toBe(409);
    expect(await accountOf(id)).toMatchObject({ pending: 100, balance: 0 });
  });
});
