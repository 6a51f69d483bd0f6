/**
 * A cashier's dashboard: the counter, the product list and what runs low, to read; every change of
 * the catalogue or the stock stays the admins' (the server refuses it too: tests/server/access.test.ts).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product, User } from '@shared/entities';
import type { LowStockItem } from '@shared/stockSchemas';
import { catalogueCsvText } from '@shared/strings/catalogueCsv';
import { counterText } from '@shared/strings/labels/counterScreen';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { stockText } from '@shared/strings/labels/stock';
import { useSession } from '../../src/renderer/src/stores/session';
import { customerRecord, stockItemOf, withSoleVariant } from './fixtures';
import { openDashboard, scriptedApi } from './render';

const cashier: User = customerRecord({ _id: 'c1', email: 'till@toolshop.test', role: 'cashier' });
const shopAdmin: User = customerRecord({ _id: 'a1', email: 'admin@toolshop.test', role: 'admin' });

const clamp: Product = withSoleVariant({
  _id: 'p1',
  name: 'Bar Clamp',
  description: 'Holds fast.',
  img: '/api/images/clamp',
  minimumOrder: 1,
  availableQuentity: 3,
  price: 12.5,
  version: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
  rating: null,
});
const low: LowStockItem = {
  ...stockItemOf(clamp, { low: true }),
  suggestedQuantity: 7,
  lowSince: '2026-11-25T10:00:00.000Z',
};

const ok = (data: unknown) => ({ status: 200, data });
const menu = () => screen.getByRole('navigation', { name: dashboardText.menuLabel });

afterEach(() => useSession.setState({ user: null, loading: false }));

describe('a cashier', () => {
  it('has the counter, the product list and low stock in the menu, and no admin page', async () => {
    scriptedApi({ 'GET /': () => ok([clamp]) });
    openDashboard('/dasboard/manageproduct', cashier);
    await screen.findAllByText('Bar Clamp');
    for (const page of [counterText.menu, dashboardMenu.manageProducts, stockText.menu.lowStock]) {
      expect(within(menu()).getByRole('link', { name: page })).toBeVisible();
    }
    for (const page of [dashboardMenu.manageAllOrders, dashboardMenu.addProduct, stockText.menu.suppliers]) {
      expect(within(menu()).queryByRole('link', { name: page })).toBeNull();
    }
  });

  it('reads the product list without Edit, Delete or the CSV', async () => {
    scriptedApi({ 'GET /': () => ok([clamp]) });
    openDashboard('/dasboard/manageproduct', cashier);
    await screen.findAllByText('Bar Clamp');
    expect(
      screen.queryByRole('button', { name: `${dashboardText.manageProducts.delete} Bar Clamp` }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: `${dashboardText.manageProducts.edit} Bar Clamp` })).toBeNull();
    expect(screen.queryByRole('button', { name: catalogueCsvText.exportButton })).toBeNull();
  });

  it('reads what runs low without making purchase orders', async () => {
    scriptedApi({ 'GET /stock/low': () => ok([low]) });
    openDashboard('/dasboard/stock/low', cashier);
    expect(await screen.findAllByText('Bar Clamp')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: stockText.low.makeOrders })).toBeNull();
  });
});

it('an admin keeps Edit, Delete and the CSV on the same list', async () => {
  scriptedApi({ 'GET /': () => ok([clamp]) });
  openDashboard('/dasboard/manageproduct', shopAdmin);
  await screen.findAllByText('Bar Clamp');
  expect(
    screen.getByRole('button', { name: `${dashboardText.manageProducts.delete} Bar Clamp` }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: `${dashboardText.manageProducts.edit} Bar Clamp` })).toBeVisible();
  expect(screen.getByRole('button', { name: catalogueCsvText.exportButton })).toBeVisible();
});
