/** The OUR TOOLS grid: search, sort, and Sold out in place of Buy Now. */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/entities';
import { sortLabels } from '@shared/strings/labels/common';
import { shellText } from '@shared/strings/labels/shell';
import { landing } from '@shared/strings/labels/storefront';
import { setTransport } from '../../src/renderer/src/api/client';
import type { Transport } from '../../src/renderer/src/api/transport';
import { ToolsSection } from '../../src/renderer/src/pages/home/ToolsSection';
import { renderInApp } from './render';
import { withSoleVariant } from './fixtures';

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
    categoryId: null,
    brand: '',
  });
const catalogue = [
  tool('Claw Hammer', 14.75, 600, '2026-11-01T09:00:00Z', 'Forged steel.'),
  tool('Torque Wrench', 49.99, 3, '2026-11-03T09:00:00Z', 'Click-type, calibrated.'),
  tool('Angle Grinder', 79, 40, '2026-11-02T09:00:00Z', 'Grinds steel and stone.'),
];

beforeAll(() =>
  setTransport({
    request: async <T,>() => ({ status: 200, data: catalogue as T }),
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

  it('searches names and descriptions, and sorts by price, name and newest', async () => {
    const { user } = renderInApp(<ToolsSection />);
    await screen.findByRole('article', { name: 'Claw Hammer' });
    expect(cardTitles()).toEqual(['Claw Hammer', 'Torque Wrench', 'Angle Grinder']);

    const sortBy = (label: string) =>
      user.selectOptions(screen.getByRole('combobox', { name: landing.sortTools }), label);
    await sortBy(sortLabels.priceHigh);
    expect(cardTitles()).toEqual(['Angle Grinder', 'Torque Wrench', 'Claw Hammer']);
    await sortBy(sortLabels.nameAsc);
    expect(cardTitles()).toEqual(['Angle Grinder', 'Claw Hammer', 'Torque Wrench']);
    await sortBy(sortLabels.newestFirst);
    expect(cardTitles()).toEqual(['Torque Wrench', 'Angle Grinder', 'Claw Hammer']);

    await user.type(screen.getByRole('searchbox', { name: landing.searchTools }), 'steel');
    expect(cardTitles()).toEqual(['Angle Grinder', 'Claw Hammer']);
    await user.type(screen.getByRole('searchbox', { name: landing.searchTools }), ' drill');
    expect(screen.getByText(landing.noMatch)).toBeInTheDocument();
  });
});
