/**
 * Searching by name on the counter's scan box (docs/counter-screen.md), over a scripted API: typed
 * words list the matching variants after a pause, or at once on Enter when they are not a code; the
 * arrows and Enter or a click add one, Escape closes the list, the focus stays in the scan box; a
 * scanner's fast code and Enter still add straight away and never search.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@shared/entities';
import { counterText } from '@shared/strings/labels/counterScreen';
import { productPageText } from '@shared/strings/labels/productPage';
import { SEARCH_PAUSE_MS } from '../../src/renderer/src/pages/dashboard/counter/useNameSearch';
import {
  atOpenCounter,
  drill,
  expectSaleAfterEntry,
  hammer,
  openSaleScreen,
  saleLineNames,
  screwdrivers,
  searchResult,
  tapeMeasure,
} from './counterFixtures';
import type { SentCall } from './render';

const t = counterText.scan;

/** The shop's search as the scripted server plays it: a misspelt word still finds its tool. */
const SEARCHES: Record<string, Product[]> = {
  drill: [drill],
  screwdrivr: [screwdrivers],
  dril: [drill],
  tape: [tapeMeasure],
};

describe('searching by name on the scan box', () => {
  let calls: SentCall[];

  beforeEach(() => {
    calls = atOpenCounter({
      'GET /counter/lookup': ({ query }) =>
        query?.code === hammer.barcode
          ? { status: 200, data: hammer }
          : { status: 404, data: { message: `Not found: ${query?.code}` } },
      'GET /search': ({ query }) => ({
        status: 200,
        data: searchResult(SEARCHES[String(query?.q).toLowerCase()] ?? []),
      }),
    });
  });

  /** The list of matches, once the scan box says it is open. */
  const listed = async () => {
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: t.label })).toHaveAttribute('aria-expanded', 'true'),
    );
    return screen.getByRole('listbox', { name: t.matches, hidden: true });
  };
  const searches = () => calls.filter((call) => call.endpoint === 'searchProducts');

  it('lists what typed words match after a pause, and Enter adds the first', async () => {
    const user = userEvent.setup();
    const scanBox = await openSaleScreen();
    await user.keyboard('screwdrivr');
    const option = await within(await listed()).findByRole('option', {
      name: /Screwdriver set/,
      hidden: true,
    });
    expect(option).toHaveTextContent('$9.99');
    expect(option).toHaveTextContent(t.inStock(4));
    // The match Enter takes is the one a screen reader is told of.
    expect(scanBox).toHaveAttribute('aria-activedescendant', option.id);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]!.query).toMatchObject({ q: 'screwdrivr', facets: 'false' });

    await user.keyboard('{Enter}');
    await expectSaleAfterEntry(scanBox, ['Screwdriver set']);
  });

  it('searches at once when Enter’s text is not a code; the arrows choose a variant, showing its SKU, price and stock', async () => {
    const user = userEvent.setup();
    const scanBox = await openSaleScreen();
    await user.keyboard('drill{Enter}');
    const options = await within(await listed()).findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      `Cordless drill — 18 V${productPageText.sku('DRL-18')}$99.00${t.inStock(3)}`,
      `Cordless drill — 12 V${productPageText.sku('DRL-12')}$79.00${t.inStock(2)}`,
    ]);
    expect(screen.queryByText('Not found: drill')).toBeNull();
    expect(scanBox).toHaveValue('drill');

    expect(scanBox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(scanBox).toHaveAttribute('aria-activedescendant', options[1]!.id));
    // Typed on, the list no longer answers the text: Enter would look the text up, and nothing is told.
    await user.keyboard('x');
    expect(scanBox.getAttribute('aria-activedescendant') || null).toBeNull();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(scanBox).toHaveAttribute('aria-activedescendant', options[0]!.id));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(scanBox).toHaveAttribute('aria-activedescendant', options[1]!.id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saleLineNames()).toEqual(['Cordless drill — 12 V']));
    expect(screen.getByTestId('sale-total')).toHaveTextContent('$79.00');
    expect(scanBox).toHaveFocus();

    // The same variant again from the list: one more of it.
    await user.keyboard('drill{Enter}');
    await user.click(await screen.findByRole('option', { name: /Cordless drill — 12 V/, hidden: true }));
    await waitFor(() =>
      expect(screen.getByLabelText(counterText.lines.quantityOf('Cordless drill — 12 V'))).toHaveValue('2'),
    );
    expect(scanBox).toHaveFocus();
  });

  it('shows each tool without a SKU or barcode its own stock', async () => {
    const user = userEvent.setup();
    await openSaleScreen();
    await user.keyboard('screwdrivr{Enter}');
    await within(await listed()).findByRole('option', { name: /Screwdriver set/, hidden: true });
    await user.keyboard('{Enter}');
    await user.keyboard('tape{Enter}');
    await within(await listed()).findByRole('option', { name: /Tape measure/, hidden: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saleLineNames()).toEqual(['Screwdriver set', 'Tape measure']));
    expect(screen.getAllByTestId('line-stock').map((cell) => cell.textContent)).toEqual(['4', '7']);
  });

  it('closes the list with Escape, adding nothing, the focus still in the scan box', async () => {
    const user = userEvent.setup();
    const scanBox = await openSaleScreen();
    await user.keyboard('dril');
    expect(await within(await listed()).findAllByRole('option', { hidden: true })).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(scanBox).toHaveAttribute('aria-expanded', 'false'));
    expect(scanBox).toHaveFocus();
    expect(scanBox).toHaveValue('dril');
    expect(saleLineNames()).toEqual([]);
  });

  it('says Not found when the words match nothing', async () => {
    const user = userEvent.setup();
    const scanBox = await openSaleScreen();
    await user.keyboard('xylophone{Enter}');
    expect(await screen.findByText('Not found: xylophone')).toBeVisible();
    expect(scanBox).toHaveAttribute('aria-expanded', 'false');
    expect(searches()).toHaveLength(1);
    expect(scanBox).toHaveFocus();
  });

  it('adds a scanner’s fast code and Enter straight away, without searching or listing anything', async () => {
    const user = userEvent.setup();
    const scanBox = await openSaleScreen();
    screen.getByRole('button', { name: counterText.returns.open }).focus();
    await user.keyboard(`${hammer.barcode}{Enter}`);
    await waitFor(() => expect(saleLineNames()).toEqual(['Claw hammer']));
    expect(scanBox).toHaveFocus();
    // Longer than the pause that would open the list: still nothing searched, nothing listed.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_PAUSE_MS + 200));
    expect(searches()).toEqual([]);
    expect(scanBox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
  });
});
