/**
 * The admin's Overview over a scripted `GET /stats`: sales cards, orders to ship, top products,
 * short stock, chart.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopStats } from '@shared/entities';
import { fieldLabels } from '@shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { stockText } from '@shared/strings/labels/stock';
import { setTransport } from '../../src/renderer/src/api/client';
import { OverviewPage } from '../../src/renderer/src/pages/dashboard/overview/OverviewPage';
import { renderInApp, rowTexts, scriptedApi, transportServing } from './render';

const text = dashboardText.overview;

const stats: ShopStats = {
  today: { revenue: 120.5, orders: 2 },
  last7Days: { revenue: 480, orders: 1 },
  last30Days: { revenue: 1999.99, orders: 17 },
  returnsRequested: 0,
  cod: { toConfirm: 0, toCollect: 0, cashExpected: 0 },
  emailsFailed: 0,
  awaitingShipment: 3,
  shortOfMinimum: [{ _id: 'p9', name: 'Angle Grinder', stock: 2, minimumOrder: 10 }],
  dailySales: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    revenue: i === 29 ? 120.5 : 0,
    orders: i === 29 ? 2 : 0,
  })),
  topProducts: [
    { productId: 'p1', name: 'Bar Clamp', units: 50, revenue: 250 },
    { productId: 'p2', name: 'Bench Vise', units: 25, revenue: 1500 },
  ],
};

beforeEach(() => {
  setTransport(transportServing('/stats', stats));
});

async function renderedRegion(name: string) {
  renderInApp(<OverviewPage />);
  return screen.findByRole('region', { name });
}

describe('OverviewPage', () => {
  it('shows revenue and paid orders for today, 7 and 30 days, and the orders waiting to ship', async () => {
    renderInApp(<OverviewPage />);
    expect(await screen.findByRole('heading', { name: dashboardMenu.overview })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: text.today });
    expect(within(today).getByText('$120.50')).toBeInTheDocument();
    expect(within(today).getByText(text.ordersCount(2))).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: text.last7Days })).getByText(text.ordersCount(1)),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: text.last30Days })).getByText('$1,999.99'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: text.awaitingShipment })).getByText('3'),
    ).toBeInTheDocument();
  });

  it('counts the emails not delivered in 30 days, in red once there are any', async () => {
    const quiet = within(await renderedRegion(text.emailsFailed)).getByText('0');
    expect(quiet).not.toHaveStyle({ color: 'var(--mantine-color-red-8)' });
    cleanup();

    setTransport(transportServing('/stats', { ...stats, emailsFailed: 3 }));
    const alarming = within(await renderedRegion(text.emailsFailed)).getByText('3');
    expect(alarming).toHaveStyle({ color: 'var(--mantine-color-red-8)' });
  });

  it('lists products short of stock, each linked to its edit page', async () => {
    renderInApp(<OverviewPage />);
    const short = await screen.findByRole('region', { name: text.shortOfMinimum });
    expect(within(short).getByRole('link', { name: 'Angle Grinder' })).toHaveAttribute(
      'href',
      '/dasboard/manageproduct/p9',
    );
    expect(within(short).getByText(text.shortOfMinimumRow(2, 10), { exact: false })).toBeInTheDocument();
  });

  it('lists the top products with their units and revenue, most units first', async () => {
    renderInApp(<OverviewPage />);
    const top = await screen.findByRole('region', { name: text.topProducts });
    expect(rowTexts(top)).toEqual([
      `${fieldLabels.item}${text.units}${text.revenue}`,
      'Bar Clamp50$250.00',
      'Bench Vise25$1,500.00',
    ]);
  });

  it('counts the tools below their threshold, linked to Low stock', async () => {
    scriptedApi({
      'GET /stats': () => ({ status: 200, data: stats }),
      'GET /stock/low': () => ({ status: 200, data: [{ name: 'Bar Clamp' }, { name: 'Bench Vise' }] }),
    });
    renderInApp(<OverviewPage />);
    const figure = await screen.findByRole('region', { name: stockText.overview.lowStock });
    expect(await within(figure).findByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/dasboard/stock/low',
    );
  });

  it('draws the daily sales chart under its heading', async () => {
    renderInApp(<OverviewPage />);
    const chart = await screen.findByRole('region', { name: text.dailySales });
    expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull();
  });
});
