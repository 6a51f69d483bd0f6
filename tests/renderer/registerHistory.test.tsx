/**
 * Register history (docs/counter-screen.md): a cashier finds the registers' closed sessions, newest
 * first, and opens one's Z report as it was kept, to read it and print it again on the 80 mm page;
 * its times on the shop's clock, whatever the till's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { registerHistoryText } from '@shared/strings/labels/registerHistory';
import { useSession } from '../../src/renderer/src/stores/session';
import { cashier, gstShopConfig, session } from './counterFixtures';
import { adoptShopConfig, ok, openDashboard, scriptedApi } from './render';
import { usd } from '../support/money';
import { tillClockIn } from '../support/tillClock';

const t = registerHistoryText;

const closed = (number: number, closedAt: string, counted: number, difference: number): RegisterReport => ({
  ...session,
  _id: `sess${number}`,
  number,
  state: 'closed',
  closedAt,
  closedBy: session.openedBy,
  counted,
  difference,
});

const monday = closed(5, '2026-11-23T18:00:00.000Z', 100, 0);
const tuesday: RegisterReport = {
  ...closed(6, '2026-11-24T18:00:00.000Z', 97.5, -2.5),
  cashMovements: [
    {
      at: '2026-11-24T12:00:00.000Z',
      kind: 'out',
      amount: 20,
      reason: 'Window cleaner',
      by: session.openedBy,
    },
  ],
  cashOut: 20,
};

afterEach(() => useSession.setState({ user: null, loading: false }));

describe('register history', () => {
  it('lists the closed sessions newest first, and opens one’s Z report to print again', async () => {
    const calls = scriptedApi({
      'GET /register/sessions': () => ok({ registers: ['Counter 1'], sessions: [monday, tuesday] }),
    });
    let printedPage = '';
    window.print = vi.fn(() => {
      printedPage = document.querySelector('.counter-print')?.textContent ?? '';
    });
    const user = userEvent.setup();
    openDashboard('/dasboard/counter/history', cashier);

    const menu = screen.getByRole('navigation', { name: dashboardText.menuLabel });
    expect(within(menu).getByRole('link', { name: t.menu })).toBeVisible();
    // Cards in jsdom, which matches no wide screen; a table on one.
    const list = await screen.findByRole('list', { name: t.title });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(counterText.register.sessionOf('Counter 1', 6)),
      expect.stringContaining(counterText.register.sessionOf('Counter 1', 5)),
    ]);
    expect(rows[0]).toHaveTextContent(usd(-2.5));
    expect(calls.find((call) => call.endpoint === 'registerSessions')?.query).toEqual({ state: 'closed' });

    const sessionName = counterText.register.sessionOf('Counter 1', 6);
    await user.click(within(rows[0]!).getByRole('button', { name: t.viewOf(sessionName) }));
    const dialog = await screen.findByRole('dialog', { name: t.viewOf(sessionName) });
    const report = within(dialog).getByRole('table', { name: counterText.report.zHeading });
    expect(within(report).getByRole('row', { name: `Window cleaner ${usd(20)}` })).toBeVisible();
    expect(
      within(report).getByRole('row', { name: `${counterText.report.difference} ${usd(-2.5)}` }),
    ).toBeVisible();
    expect(window.print).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: counterText.register.printReport }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(printedPage).toContain(`Window cleaner${usd(20)}`);
    expect(printedPage).toContain(`${counterText.report.difference}${usd(-2.5)}`);
  });

  describe('at a till whose computer keeps UTC, in a shop in Kolkata', () => {
    tillClockIn('UTC');

    it('lists, shows and prints a session’s times on the shop’s clock', async () => {
      const config = gstShopConfig();
      adoptShopConfig(config);
      // Opened at 09:00 in Kolkata, closed at ten past midnight the next day there.
      const lateNight: RegisterReport = {
        ...closed(8, '2026-11-24T18:40:00.000Z', 100, 0),
        openedAt: '2026-11-24T03:30:00.000Z',
      };
      scriptedApi({
        'GET /config': () => ok(config),
        'GET /register/sessions': () => ok({ registers: ['Counter 1'], sessions: [lateNight] }),
      });
      let printedPage = '';
      window.print = vi.fn(() => {
        printedPage = document.querySelector('.counter-print')?.textContent ?? '';
      });
      const user = userEvent.setup();
      openDashboard('/dasboard/counter/history', cashier);

      const closedAt = /Nov 25, 2026, 12:10\sAM/;
      const [row] = within(await screen.findByRole('list', { name: t.title })).getAllByRole('listitem');
      expect(row).toHaveTextContent(closedAt);

      const sessionName = counterText.register.sessionOf('Counter 1', 8);
      await user.click(within(row!).getByRole('button', { name: t.viewOf(sessionName) }));
      const dialog = await screen.findByRole('dialog', { name: t.viewOf(sessionName) });
      const report = within(dialog).getByRole('table', { name: counterText.report.zHeading });
      await waitFor(() => expect(report).toHaveTextContent(/Nov 24, 2026, 9:00\sAM/));
      expect(report).toHaveTextContent(closedAt);

      await user.click(within(dialog).getByRole('button', { name: counterText.register.printReport }));
      await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
      expect(printedPage).toMatch(/Nov 24, 2026, 9:00\sAM/);
      expect(printedPage).toMatch(closedAt);
    });
  });

  it('says so when no register has been closed yet', async () => {
    scriptedApi({ 'GET /register/sessions': () => ok({ registers: ['Counter 1'], sessions: [] }) });
    openDashboard('/dasboard/counter/history', cashier);
    expect(await screen.findByText(t.none)).toBeVisible();
  });
});
