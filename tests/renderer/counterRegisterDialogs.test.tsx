/**
 * The register's dialogs on the sale screen (docs/counter-screen.md): Cash in checks its fields with
 * the API's own rules before sending, and Close register answers the Z report and prints it at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { counterErrors } from '@shared/strings/counterMessages';
import { counterText } from '@shared/strings/labels/counterScreen';
import { CloseRegisterDialog } from '../../src/renderer/src/pages/dashboard/counter/RegisterDialogs';
import { atOpenCounter, cashier, session } from './counterFixtures';
import { openDashboard, renderInApp, type SentCall } from './render';
import { usd } from '../support/money';

const t = counterText.register;

describe('the register’s dialogs', () => {
  let calls: SentCall[];
  beforeEach(() => {
    calls = atOpenCounter({
      'POST /register/sess1/cash': () => ({
        status: 201,
        data: { ...session, cashIn: 20, expectedCash: 120 },
      }),
      'POST /register/sess1/close': () => ({
        status: 200,
        data: {
          ...session,
          state: 'closed',
          counted: 99,
          difference: -1,
          closedAt: '2026-11-26T18:00:00.000Z',
        },
      }),
    });
  });

  const openFromMenu = async (item: string) => {
    const user = userEvent.setup();
    openDashboard('/dasboard/counter', cashier);
    await user.click(await screen.findByRole('button', { name: t.actions }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
    return { user, dialog: await screen.findByRole('dialog', { name: item }) };
  };

  it('Cash in sends nothing without a reason, then sends the amount and why', async () => {
    const { user, dialog } = await openFromMenu(t.cashIn);
    await user.type(within(dialog).getByLabelText(t.amount, { exact: false }), '20');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(counterErrors.cashReasonRequired)).toBeVisible();
    expect(calls.filter((call) => call.endpoint === 'registerCash')).toEqual([]);

    await user.type(within(dialog).getByLabelText(t.reason, { exact: false }), 'Float top-up');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.cashIn })).toBeNull());
    expect(calls.find((call) => call.endpoint === 'registerCash')?.body).toEqual({
      kind: 'in',
      amount: 20,
      reason: 'Float top-up',
    });
  });

  it('Close register asks for the cash counted, then shows the Z report and prints it, one click in all', async () => {
    // What the 80 mm page holds as it prints (the web has no receipt printer).
    let printedPage = '';
    window.print = vi.fn(() => {
      printedPage = document.querySelector('.counter-print')?.textContent ?? '';
    });
    const { user, dialog } = await openFromMenu(t.close);
    await user.click(within(dialog).getByRole('button', { name: t.closeSubmit }));
    expect(await within(dialog).findByText(counterErrors.countedInvalid)).toBeVisible();
    await user.type(within(dialog).getByLabelText(t.counted, { exact: false }), '99{Enter}');
    const report = await screen.findByRole('table', { name: counterText.report.zHeading });
    expect(
      within(report).getByRole('row', { name: `${counterText.report.counted} ${usd(99)}` }),
    ).toBeVisible();
    expect(
      within(report).getByRole('row', { name: `${counterText.report.difference} ${usd(-1)}` }),
    ).toBeVisible();
    expect(calls.find((call) => call.endpoint === 'closeRegister')?.body).toEqual({ counted: 99 });
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(t.reportPrinted)).toBeVisible();
    for (const printed of [
      counterText.report.zHeading,
      `${counterText.report.expected}${usd(100)}`,
      `${counterText.report.counted}${usd(99)}`,
      `${counterText.report.difference}${usd(-1)}`,
    ]) {
      expect(printedPage).toContain(printed);
    }
  });

  it('Close register waits while sales taken offline wait for the network, so the Z report counts them', async () => {
    const { user } = renderInApp(
      <CloseRegisterDialog sessionId={session._id} waiting={2} onClose={() => {}} onClosed={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: t.close });
    expect(within(dialog).getByText(counterText.queue.closeWaits(2))).toBeVisible();
    expect(within(dialog).getByRole('button', { name: t.closeSubmit })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(t.counted, { exact: false }), '99{Enter}');
    expect(calls.filter((call) => call.endpoint === 'closeRegister')).toEqual([]);
  });
});
