/**
 * The staff's tax fields (docs/tax.md) under GST: the product form's rate (none of its own named by the
 * rate it then takes, the category's or the shop's), its HSN code checked as the server checks it, and
 * its unit; a category's rate in its dialog and the list. A shop with no regime is asked none of them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '@shared/catalogueSchemas';
import type { Product } from '@shared/entities';
import { categoryAdmin, productClassification } from '@shared/strings/labels/browse';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { taxFieldText as tax } from '@shared/strings/labels/taxFields';
import { taxMessages } from '@shared/strings/taxMessages';
import { useSession } from '../../src/renderer/src/stores/session';
import { withSoleVariant } from '../support/products';
import { gstShopConfig } from './counterFixtures';
import { shopAdmin, stockItemOf } from './fixtures';
import { adoptShopConfig, ok, openDashboard, scriptedApi, sentTo } from './render';

const t = dashboardText.addProduct;
const config = gstShopConfig();

const category = (fields: Partial<Category> & Pick<Category, '_id' | 'name'>): Category => ({
  slug: fields.name.toLowerCase().replace(/\W+/g, '-'),
  parentId: null,
  rank: 0,
  taxRate: null,
  productCount: 0,
  ...fields,
});
const grinders = category({ _id: 'c1', name: 'Angle grinders', taxRate: 5 });
const hand = category({ _id: 'c2', name: 'Hand tools' });

/** The choices of the select labelled `label`, as shown. */
const choicesOf = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => useSession.setState({ user: null, loading: false }));

describe('the product form under GST', () => {
  beforeEach(() => adoptShopConfig(config));

  it('asks the rate, an HSN code of 4, 6 or 8 digits and the unit, and sends them', async () => {
    const calls = scriptedApi({
      'GET /config': () => ok(config),
      'GET /category': () => ok([grinders, hand]),
      'POST /': () => ok({ name: 'Angle grinder' }, 201),
    });
    openDashboard('/dasboard/addproduct', shopAdmin);
    const user = userEvent.setup();

    const rate = await screen.findByRole('combobox', { name: tax.rate });
    await waitFor(() => expect(choicesOf(tax.rate)).toEqual([tax.shopDefault(18), '0%', '5%', '18%', '40%']));
    expect(rate).toHaveValue('');
    // None of its own is the rate it then takes: the chosen category's.
    await user.selectOptions(screen.getByRole('combobox', { name: productClassification.category }), 'c1');
    expect(choicesOf(tax.rate)[0]).toBe(tax.categoryRate(5));
    expect(screen.getByRole('textbox', { name: tax.unit })).toHaveValue('pcs');

    await user.type(screen.getByLabelText(t.name, { exact: false }), 'Angle grinder');
    await user.type(screen.getByLabelText(t.description, { exact: false }), '115 mm, 720 W');
    await user.type(screen.getByLabelText(t.minimumOrder, { exact: false }), '1');
    await user.type(screen.getByLabelText(t.availableQuentity, { exact: false }), '6');
    await user.type(screen.getByLabelText(t.price, { exact: false }), '3499');
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['png'], 'grinder.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(taxMessages.hsnRequired)).toBeVisible();

    const hsn = screen.getByRole('textbox', { name: tax.hsnCode.IN_GST });
    expect(hsn).toBeRequired();
    await user.type(hsn, '84672');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(taxMessages.hsnRequired)).toBeVisible();
    expect(sentTo(calls, 'POST', '/')).toEqual([]);

    await user.clear(hsn);
    await user.type(hsn, '8467.29');
    await user.selectOptions(rate, '18');
    await user.clear(screen.getByRole('textbox', { name: tax.unit }));
    await user.type(screen.getByRole('textbox', { name: tax.unit }), 'NOS');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(sentTo(calls, 'POST', '/')).toHaveLength(1));
    expect(sentTo(calls, 'POST', '/')[0]!.body).toMatchObject({
      name: 'Angle grinder',
      categoryId: 'c1',
      taxRate: 18,
      hsnCode: '846729',
      unit: 'NOS',
    });
  });

  it('shows a product’s own rate, code and unit; its code cannot be cleared; none of its own is sent as null', async () => {
    const saw: Product = withSoleVariant({
      _id: 'p1',
      name: 'Hacksaw',
      description: '300 mm blade.',
      img: '/api/images/saw',
      minimumOrder: 1,
      availableQuentity: 4,
      price: 590,
      version: 3,
      createdAt: '2026-11-01T09:00:00.000Z',
      rating: null,
      categoryId: 'c2',
      taxRate: 5,
      hsnCode: '8202',
      unit: 'NOS',
    });
    const calls = scriptedApi({
      'GET /config': () => ok(config),
      'GET /category': () => ok([grinders, hand]),
      'GET /': () => ok([saw]),
      'GET /stock/item/p1': () => ok(stockItemOf(saw)),
      'GET /stock/movements': () => ok({ items: [], nextCursor: null }),
      'GET /supplier': () => ok([]),
      'PATCH /p1': () => ok({ ...saw, taxRate: null, version: 4 }),
    });
    openDashboard('/dasboard/manageproduct/p1', shopAdmin);
    const user = userEvent.setup();

    const rate = await screen.findByRole('combobox', { name: tax.rate });
    expect(rate).toHaveValue('5');
    await waitFor(() => expect(choicesOf(tax.rate)[0]).toBe(tax.shopDefault(18)));
    const hsn = screen.getByRole('textbox', { name: tax.hsnCode.IN_GST });
    expect(hsn).toHaveValue('8202');
    expect(screen.getByRole('textbox', { name: tax.unit })).toHaveValue('NOS');

    await user.clear(hsn);
    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));
    expect(await screen.findByText(taxMessages.hsnRequired)).toBeVisible();
    expect(sentTo(calls, 'PATCH', '/p1')).toEqual([]);

    await user.type(hsn, '8202');
    await user.selectOptions(rate, '');
    await user.click(screen.getByRole('button', { name: dashboardText.editProduct.save }));
    await waitFor(() => expect(sentTo(calls, 'PATCH', '/p1')).toHaveLength(1));
    expect(sentTo(calls, 'PATCH', '/p1')[0]!.body).toMatchObject({
      taxRate: null,
      hsnCode: '8202',
      unit: 'NOS',
    });
  });
});

describe('a category’s rate under GST', () => {
  beforeEach(() => adoptShopConfig(config));

  it('is listed, offered in the dialog after the shop’s default, and saved as a number', async () => {
    const calls = scriptedApi({
      'GET /config': () => ok(config),
      'GET /category': () => ok([grinders, hand]),
      'PATCH /category/c2': () => ok({ ...hand, taxRate: 5 }),
    });
    openDashboard('/dasboard/categories', shopAdmin, { toasts: true });
    const user = userEvent.setup();

    const table = await screen.findByRole('list', { name: categoryAdmin.title });
    await waitFor(() => expect(within(table).getByText(tax.percent(5))).toBeVisible());
    expect(within(table).getByText(tax.shopDefault(18))).toBeVisible();

    await user.click(screen.getByRole('button', { name: categoryAdmin.editTitle('Hand tools') }));
    const dialog = await screen.findByRole('dialog', { name: categoryAdmin.editTitle('Hand tools') });
    const rate = within(dialog).getByRole('combobox', { name: tax.rate });
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([tax.shopDefault(18), '0%', '5%', '18%', '40%']);
    await user.selectOptions(rate, '5');
    await user.click(within(dialog).getByRole('button', { name: categoryAdmin.save }));
    await waitFor(() => expect(sentTo(calls, 'PATCH', '/category/c2')).toHaveLength(1));
    expect(sentTo(calls, 'PATCH', '/category/c2')[0]!.body).toMatchObject({ taxRate: 5 });
  });
});

describe('a shop with no tax regime', () => {
  it('asks no rate, code or unit of a product or a category', async () => {
    scriptedApi({ 'GET /category': () => ok([hand]) });
    openDashboard('/dasboard/addproduct', shopAdmin);
    expect(await screen.findByLabelText(t.name, { exact: false })).toBeVisible();
    for (const label of [tax.rate, tax.hsnCode.IN_GST, tax.hsnCode.BD_VAT, tax.unit])
      expect(screen.queryByLabelText(label, { exact: false })).not.toBeInTheDocument();
  });
});
