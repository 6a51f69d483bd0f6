/** The Make Admin page's role choice (docs/counter.md): a customer becomes a cashier with one change. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { User } from '@shared/entities';
import { roleText } from '@shared/strings/counterMessages';
import { useSession } from '../../src/renderer/src/stores/session';
import { customerRecord, shopAdmin } from './fixtures';
import { openDashboard, scriptedApi, type SentCall } from './render';

vi.mock('../../src/renderer/src/auth', () => ({ signOut: vi.fn(async () => undefined) }));

const customer = customerRecord();

afterEach(() => {
  useSession.setState({ identity: null, user: null, loading: true });
});

it("sets another user's role from the list, and shows one's own as it is", async () => {
  let people: User[] = [shopAdmin, customer];
  const calls = scriptedApi({
    'GET /user': () => ({ status: 200, data: { items: people, total: 2, page: 1, pageSize: 10 } }),
    [`PUT /user/role/${encodeURIComponent(customer.email)}`]: (sent: SentCall) => {
      const role = (sent.body as { role: User['role'] }).role;
      people = [shopAdmin, { ...customer, role }];
      return { status: 200, data: { ...customer, role } };
    },
  });
  openDashboard('/dasboard/makeadmin', shopAdmin);
  const user = userEvent.setup();
  const choice = await screen.findByLabelText(`${roleText.chooseRole} ${customer.email}`);
  expect(screen.queryByLabelText(`${roleText.chooseRole} ${shopAdmin.email}`)).not.toBeInTheDocument();
  await user.selectOptions(choice, roleText.cashier);
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/user/role/${encodeURIComponent(customer.email)}`,
      body: { role: 'cashier' },
    }),
  );
  // The list is read again: the choice shows the role the server now holds.
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLSelectElement>(`${roleText.chooseRole} ${customer.email}`).value).toBe(
      'cashier',
    ),
  );
  expect(calls.filter((call) => call.method === 'GET' && call.path === '/user')).toHaveLength(2);
});
