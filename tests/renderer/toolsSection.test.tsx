/** The OUR TOOLS grid: the first page of the search, See all tools, and Sold out in place of Buy Now. */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/entities';
import type { ApiCall } from '@shared/contract/endpoints';
import { browse } from '@shared/strings/labels/browse';
import { shellText } from '@shared/strings/labels/shell';
import { landing } from '@shared/strings/labels/storefront';
import { setTransport } from '../../src/renderer/src/api/client';
import type { Transport } from '../../src/renderer/src/api/transport';
import { ToolsSection } from '../../src/renderer/src/pages/home/ToolsSection';
import { renderInApp } from './render';
import { withSoleVariant } from '../support/products';

const tool = (
  name: string,
  price: number,
  stock: number,
  createdAt: string,
  description = 'A tool.',
): Product =>
  withSoleVariant({
    _id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    description,
    img: '/api/images/x',
    minimumOrder: 5,
    availableQuentity: stock,
    price,
    version: 1,
    createdAt,
    rating: null,
  });
const catalogue = [
  tool('Claw Hammer', 14.75, 600, '2026-11-01T09:00:00Z', 'Forged steel.'),
  tool('Torque Wrench', 49.99, 3, '2026-11-03T09:00:00Z', 'Click-type, calibrated.'),
  tool('Angle Grinder', 79, 40, '2026-11-02T09:00:00Z', 'Grinds steel and stone.'),
];

const asked: ApiCall[] = [];
const firstPage = {
  items: catalogue,
  total: 3,
  page: 1,
  pageSize: 12,
};

beforeAll(() =>
  setTransport({
    request: async <T,>(apiCall: ApiCall) => {
      asked.push(apiCall);
      return { status: 200, data: firstPage as T };
    },
    assetUrl: (ref: string) => ref,
  } as unknown as Transport),
);

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('OUR TOOLS', () => {
  it('says plainly that stock below the minimum order cannot be ordered, instead of Buy Now', async () => {
    renderInApp(<ToolsSection />);
    const wrench = await screen.findByRole('article', { name: 'Torque Wrench' });
    expect(within(wrench).getByText(landing.notOrderable(3, 5))).toBeInTheDocument();
    expect(within(wrench).queryByText(landing.soldOut)).not.toBeInTheDocument();
    expect(within(wrench).queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
    const hammer = screen.getByRole('article', { name: 'Claw Hammer' });
    expect(within(hammer).getByRole('link', { name: shellText.buyNowFor('Claw Hammer') })).toHaveTextContent(
      landing.buyNow,
    );
  });

  it('shows the first page of GET /search, asked for by page, and links to every tool', async () => {
    renderInApp(<ToolsSection />);
    await screen.findByRole('article', { name: 'Claw Hammer' });
    expect(cardTitles()).toEqual(['Claw Hammer', 'Torque Wrench', 'Angle Grinder']);
    expect(asked).toContainEqual(
      expect.objectContaining({
        endpoint: 'searchProducts',
        query: { page: '1', pageSize: '12', facets: 'false' },
      }),
    );
    expect(asked.some((call) => call.endpoint === 'listProducts')).toBe(false);
    expect(screen.getByRole('link', { name: browse.seeAllTools })).toHaveAttribute('href', '/search');
  });
});
