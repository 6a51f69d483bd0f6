/**
 * A cashier's dashboard: the counter, the product list and what runs low, to read; every change of
 * the catalogue or the stock stays the admins' (the server refuses it too: tests/server/access.test.ts).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@shared/entities';
import type { LowStockItem } from '@shared/stockSchemas';
import { catalogueCsvText } from '@shared/strings/catalogueCsv';
import { counterText } from '@shared/strings/labels/counterScreen';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { stockText } from '@shared/strings/labels/stock';
import { useSession } from '../../src/renderer/src/stores/session';
import { barClamp, customerRecord, shopAdmin, stockItemOf } from './fixtures';
import { ok, openDashboard, scriptedApi } from './render';

const cashier: User = customerRecord({ _id: 'c1', email: 'till@toolshop.test', role: 'cashier' });

/** What runs low as the server answers a cashier: the supplier by name only, no cost price. */
const { costPrice: _adminsOnly, ...cashierItem } = stockItemOf(barClamp, {
  low: true,
  supplier: { _id: 's1', name: 'Clamp Supplies', leadDays: 5 },
});
const low: LowStockItem = { ...cashierItem, suggestedQuantity: 7, lowSince: '2026-11-25T10:00:00.000Z' };

const menu = () => screen.getByRole('navigation', { name: dashboardText.menuLabel });

afterEach(() => useSession.setState({ user: null, loading: false }));

/** Opens the product list as `user`: its Delete and Edit of the bar clamp and its CSV export, each null where it is not shown. */
async function productListAs(user: User) {
  scriptedApi({ 'GET /': () => ok([barClamp]) });
  openDashboard('/dasboard/manageproduct', user);
  await screen.findAllByText('Bar Clamp');
  return {
    remove: screen.queryByRole('button', { name: `${dashboardText.manageProducts.delete} Bar Clamp` }),
    edit: screen.queryByRole('link', { name: `${dashboardText.manageProducts.edit} Bar Clamp` }),
    csvExport: screen.queryByRole('button', { name: catalogueCsvText.exportButton }),
  };
}

describe('a cashier', () => {
  it('has the counter, the product list and low stock in the menu, and no admin page', async () => {
    await productListAs(cashier);
    for (const page of [counterText.menu, dashboardMenu.manageProducts, stockText.menu.lowStock]) {
      expect(within(menu()).getByRole('link', { name: page })).toBeVisible();
    }
    for (const page of [dashboardMenu.manageAllOrders, dashboardMenu.addProduct, stockText.menu.suppliers]) {
      expect(within(menu()).queryByRole('link', { name: page })).toBeNull();
    }
  });

  it('reads the product list without Edit, Delete or the CSV', async () => {
    expect(await productListAs(cashier)).toEqual({ remove: null, edit: null, csvExport: null });
  });

  it('reads what runs low, its supplier by name, without making purchase orders', async () => {
    scriptedApi({ 'GET /stock/low': () => ok([low]) });
    openDashboard('/dasboard/stock/low', cashier);
    expect(await screen.findAllByText('Bar Clamp')).not.toHaveLength(0);
    expect(screen.getAllByText('Clamp Supplies')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: stockText.low.makeOrders })).toBeNull();
  });
});

it('an admin keeps Edit, Delete and the CSV on the same list', async () => {
  const { remove, edit, csvExport } = await productListAs(shopAdmin);
  expect(remove).toBeVisible();
  expect(edit).toBeVisible();
  expect(csvExport).toBeVisible();
});
