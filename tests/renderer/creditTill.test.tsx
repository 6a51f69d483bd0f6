/**
 * On account at the till (docs/credit.md) over a scripted API: the customer found by phone, the whole
 * sale put on their account and sent as such; beyond the available credit the till names what is
 * available and Pay waits — a cashier cannot go on, an admin may override saying why; offline the step
 * says why it cannot be used.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerAccount } from '@shared/creditSchemas';
import { creditErrors } from '@shared/strings/credit';
import { counterText } from '@shared/strings/labels/counterScreen';
import { creditText } from '@shared/strings/labels/credit';
import { useConnection } from '../../src/renderer/src/stores/connection';
import { atOpenCounter, cashier, counterItem, recordedSale, rupeeShopConfig } from './counterFixtures';
import { shopAdmin } from './fixtures';
import { adoptShopConfig, ok, openDashboard, sentTo, type SentCall } from './render';

const t = creditText.till;
const config = rupeeShopConfig();
const generator = counterItem('v5', 'Diesel generator', 32_000, '4006381333955');

const contractor = (available: number): CustomerAccount => ({
  customerId: 'cust-7',
  name: 'Rafiq Contractors',
  email: 'rafiq@contractors.test',
  phone: '01711555777',
  creditLimit: 50_000,
  termsDays: 30,
  balance: 50_000 - available,
  owed: 50_000 - available,
  credit: 0,
  pending: 0,
  available,
  overdueDays: 0,
  blocked: null,
});

/** The till with the generator on the sale and the contractor, with `available` left, found by phone. */
async function generatorForContractor(available: number, user = cashier) {
  const calls = atOpenCounter({
    'GET /config': () => ok(config),
    'GET /counter/lookup': () => ok(generator),
    'GET /customer/lookup': () => ok({ customers: [contractor(available)] }),
    'POST /counter/sale': () => ok(recordedSale({ number: 1050, change: 0, total: 32_000 }), 201),
  });
  const keys = userEvent.setup();
  openDashboard('/dasboard/counter', user);
  const scanBox = await screen.findByLabelText(counterText.scan.label);
  await waitFor(() => expect(scanBox).toHaveFocus());
  await keys.keyboard(`${generator.barcode}{Enter}`);
  await screen.findByTestId('sale-line');
  const step = screen.getByRole('group', { name: t.customer });
  await keys.type(within(step).getByLabelText(t.find), '01711555777{Enter}');
  expect(await within(step).findByText(t.chosen('Rafiq Contractors'))).toBeVisible();
  return { calls, keys, step };
}

beforeEach(() => adoptShopConfig(config));
afterEach(() => {
  useConnection.setState({ status: null });
  vi.restoreAllMocks();
});

describe('on account at the till', () => {
  it('puts the whole sale on the customer found by phone, with the keyboard, and says so after', async () => {
    const { calls, keys, step } = await generatorForContractor(50_000);
    expect(sentTo(calls, 'GET', '/customer/lookup')[0]!.query).toEqual({ q: '01711555777' });
    expect(within(step).getByTestId('account-available')).toHaveTextContent(t.available('₹50,000.00'));
    // Found, the focus is on how much goes on the account; the amount typed, Enter pays.
    await waitFor(() => expect(within(step).getByLabelText(t.amount)).toHaveFocus());
    await keys.keyboard('32000{Enter}');

    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/sale')).toHaveLength(1));
    const sent = sentTo(calls, 'POST', '/counter/sale')[0]!.body as Record<string, unknown>;
    expect(sent.payments).toEqual([{ method: 'account', amount: 32_000 }]);
    expect(sent).toMatchObject({ customerId: 'cust-7' });
    expect(sent).not.toHaveProperty('override');
    expect(await screen.findByTestId('last-sale-account')).toHaveTextContent(
      t.onAccountDone('₹32,000.00', 'Rafiq Contractors'),
    );
    // The next customer starts without one.
    expect(within(screen.getByRole('group', { name: t.customer })).getByLabelText(t.find)).toHaveValue('');
  });

  it('refuses a cashier beyond the available credit, naming it, with no override', async () => {
    const { keys, step } = await generatorForContractor(18_000);
    await keys.type(within(step).getByLabelText(t.amount), '20000');
    expect(within(step).getByRole('alert')).toHaveTextContent(t.overLimit('₹18,000.00'));
    expect(screen.getByRole('button', { name: counterText.pay.submit })).toBeDisabled();
    expect(within(step).queryByRole('checkbox', { name: t.overrideToggle })).not.toBeInTheDocument();
  });

  it('lets an admin override beyond the limit once they say why, and sends who decided with the sale', async () => {
    const { calls, keys, step } = await generatorForContractor(18_000, shopAdmin);
    await keys.click(within(step).getByRole('button', { name: t.wholeSale }));
    expect(within(step).getByRole('alert')).toHaveTextContent(t.overLimit('₹18,000.00'));
    await keys.click(within(step).getByRole('checkbox', { name: t.overrideToggle }));
    expect(within(step).getByRole('alert')).toHaveTextContent(creditErrors.overrideReasonRequired);
    expect(screen.getByRole('button', { name: counterText.pay.submit })).toBeDisabled();
    await keys.type(within(step).getByLabelText(t.overrideReason), 'Site contract signed, paying Friday');
    expect(within(step).queryByRole('alert')).not.toBeInTheDocument();
    await keys.click(screen.getByRole('button', { name: counterText.pay.submit }));

    await waitFor(() => expect(sentTo(calls, 'POST', '/counter/sale')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/counter/sale')[0]!.body).toMatchObject({
      customerId: 'cust-7',
      payments: [{ method: 'account', amount: 32_000 }],
      override: true,
      overrideReason: 'Site contract signed, paying Friday',
    });
  });

  it('says why on account cannot be used while the shop server is out of reach', async () => {
    const calls: SentCall[] = atOpenCounter({ 'GET /config': () => ok(config) });
    openDashboard('/dasboard/counter', cashier);
    await screen.findByLabelText(counterText.scan.label);
    useConnection.setState({ status: 'offline' });
    const step = screen.getByRole('group', { name: t.customer });
    expect(await within(step).findByText(creditErrors.accountOffline)).toBeVisible();
    expect(within(step).queryByLabelText(t.find)).not.toBeInTheDocument();
    expect(sentTo(calls, 'GET', '/customer/lookup')).toHaveLength(0);
  });
});
