/**
 * The dashboard's add-and-edit dialogs over a scripted API: Suppliers and Categories open their form
 * from the toolbar (or the empty list) and from each row, keep the dialog open with the server's own
 * words when it refuses, and close it, say so and list the saved record when it accepts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category } from '@shared/catalogueSchemas';
import type { Supplier } from '@shared/stockSchemas';
import { categoryAdmin } from '@shared/strings/labels/browse';
import { common } from '@shared/strings/labels/common';
import { stockText } from '@shared/strings/labels/stock';
import { useSession } from '../../src/renderer/src/stores/session';
import { shopAdmin } from './fixtures';
import { ok, openDashboard, scriptedApi, sentTo } from './render';

afterEach(() => {
  useSession.setState({ user: null, loading: false });
});

describe('Suppliers', () => {
  const t = stockText.suppliers;
  const clampWorks: Supplier = {
    _id: 's1',
    name: 'Dhaka Clamp Works',
    email: 'orders@clampworks.test',
    phone: '',
    leadDays: null,
    note: 'Ring before noon',
  };

  it('adds the first supplier from the empty list, showing a refusal in the dialog until the server accepts', async () => {
    const listed: Supplier[] = [];
    let tries = 0;
    const calls = scriptedApi({
      'GET /supplier': () => ok([...listed]),
      'POST /supplier': (sent) => {
        tries += 1;
        if (tries === 1) return ok({ message: 'The supplier service is busy' }, 503);
        const added = { ...clampWorks, ...(sent.body as Partial<Supplier>), _id: 's2' };
        listed.push(added);
        return ok(added, 201);
      },
    });
    openDashboard('/dasboard/stock/suppliers', shopAdmin, { toasts: true });
    const user = userEvent.setup();

    expect(await screen.findByText(t.none)).toBeVisible();
    const addButtons = screen.getAllByRole('button', { name: t.add });
    await user.click(addButtons[addButtons.length - 1]!);
    const dialog = await screen.findByRole('dialog', { name: t.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.name }), 'Chattogram Saws');
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.leadDays }), '5');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The supplier service is busy');
    expect(screen.getByRole('dialog', { name: t.addTitle })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.addTitle })).not.toBeInTheDocument());
    expect(await screen.findByText(t.added('Chattogram Saws'))).toBeVisible();
    const list = await screen.findByRole('list', { name: t.title });
    expect(within(list).getByText('Chattogram Saws')).toBeVisible();
    const posted = sentTo(calls, 'POST', '/supplier');
    expect(posted).toHaveLength(2);
    expect(posted[1]!.body).toMatchObject({ name: 'Chattogram Saws', leadDays: 5 });
  });

  it('edits a supplier from its row, its saved values filled in, and Cancel sends nothing', async () => {
    const calls = scriptedApi({
      'GET /supplier': () => ok([clampWorks]),
      'PATCH /supplier/s1': (sent) => ok({ ...clampWorks, ...(sent.body as Partial<Supplier>) }),
    });
    openDashboard('/dasboard/stock/suppliers', shopAdmin, { toasts: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: t.editTitle(clampWorks.name) }));
    let dialog = await screen.findByRole('dialog', { name: t.editTitle(clampWorks.name) });
    expect(within(dialog).getByRole('textbox', { name: t.fields.email })).toHaveValue(clampWorks.email);
    await user.click(within(dialog).getByRole('button', { name: common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: t.editTitle(clampWorks.name) }));
    dialog = await screen.findByRole('dialog', { name: t.editTitle(clampWorks.name) });
    await user.type(within(dialog).getByRole('textbox', { name: t.fields.phone }), '01700000000');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    expect(await screen.findByText(t.saved(clampWorks.name))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patched = sentTo(calls, 'PATCH', '/supplier/s1');
    expect(patched).toHaveLength(1);
    expect(patched[0]!.body).toMatchObject({
      name: clampWorks.name,
      phone: '01700000000',
      leadDays: null,
      note: clampWorks.note,
    });
  });
});

describe('Categories', () => {
  const t = categoryAdmin;
  const powerTools: Category = {
    _id: 'c1',
    name: 'Power tools',
    slug: 'power-tools',
    parentId: null,
    rank: 0,
    taxRate: null,
    productCount: 4,
  };
  const drills: Category = { ...powerTools, _id: 'c2', name: 'Drills', slug: 'drills', parentId: 'c1' };

  it('adds a category inside another; the field the server refuses says why, and the rest stays typed', async () => {
    const calls = scriptedApi({
      'GET /category': () => ok([powerTools, drills]),
      'POST /category': (sent) =>
        (sent.body as { slug?: string }).slug === 'drills'
          ? ok(
              {
                message: 'That address name is taken',
                issues: [{ path: 'slug', message: 'Taken by Drills' }],
              },
              409,
            )
          : ok({ ...powerTools, _id: 'c3', name: 'Drivers', slug: 'drivers', parentId: 'c1' }, 201),
    });
    openDashboard('/dasboard/categories', shopAdmin, { toasts: true });
    const user = userEvent.setup();

    const table = await screen.findByRole('list', { name: t.title });
    expect(within(table).getByRole('link', { name: t.view('Drills') })).toHaveAttribute(
      'href',
      '/category/drills',
    );
    await user.click(screen.getByRole('button', { name: t.add }));
    const dialog = await screen.findByRole('dialog', { name: t.add });
    const parent = within(dialog).getByRole('combobox', { name: t.parent });
    expect(
      within(parent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.topLevel, 'Power tools', '— Drills']);
    await user.type(within(dialog).getByRole('textbox', { name: t.name }), 'Drivers');
    await user.type(within(dialog).getByRole('textbox', { name: t.slug }), 'drills');
    await user.selectOptions(parent, 'Power tools');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That address name is taken');
    expect(within(dialog).getByText('Taken by Drills')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: t.name })).toHaveValue('Drivers');

    await user.clear(within(dialog).getByRole('textbox', { name: t.slug }));
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.added('Drivers'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = sentTo(calls, 'POST', '/category');
    expect(posted).toHaveLength(2);
    expect(posted[1]!.body).toEqual({ name: 'Drivers', parentId: 'c1' });
  });
});
