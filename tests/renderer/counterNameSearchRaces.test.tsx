/**
 * The scan box's name search when the server's answers come late (docs/counter-screen.md): each
 * search is held until the test answers it. A scanner's code and Enter add the code typed, never a
 * row of an answer that landed while it typed; an answer for words the box no longer holds lists
 * nothing and puts nothing back into the box.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@shared/entities';
import { counterText } from '@shared/strings/labels/counterScreen';
import {
  atOpenCounter,
  drill,
  expectSaleAfterEntry,
  HAMMER_CODE,
  hammer,
  openSaleScreen,
  saleLineNames,
  searchResult,
  tapeMeasure,
} from './counterFixtures';

const t = counterText.scan;

/** A search the scripted server was asked and has not answered yet. */
interface HeldSearch {
  words: string;
  answer(items: Product[]): void;
}

describe('the scan box’s name search, answered late', () => {
  let held: HeldSearch[];

  beforeEach(() => {
    held = [];
    atOpenCounter({
      'GET /counter/lookup': ({ query }) =>
        query?.code === HAMMER_CODE
          ? { status: 200, data: hammer }
          : { status: 404, data: { message: `Not found: ${query?.code}` } },
      'GET /search': ({ query }) =>
        new Promise((resolve) =>
          held.push({
            words: String(query?.q),
            answer: (items) => resolve({ status: 200, data: searchResult(items) }),
          }),
        ),
    });
  });

  /** The search for `words` the server is holding, once it has been asked. */
  const heldSearch = async (words: string) => {
    await waitFor(() => expect(held.map((search) => search.words)).toContain(words));
    return held.findLast((search) => search.words === words)!;
  };
  /** The sale screen with `keys` typed into its scan box, and the search they asked the server for `words`. */
  const typeAndHold = async (keys: string, words: string) => {
    const user = userEvent.setup();
    const scanBox = await openSaleScreen();
    await user.keyboard(keys);
    return { user, scanBox, search: await heldSearch(words) };
  };
  /** Answers `search` and waits until its answer has reached the screen, shown or dropped. */
  const answerNow = async (search: HeldSearch, items: Product[]) => {
    search.answer(items);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  };
  /**
   * A scanner's code arriving all at once, the fastest a scanner can be: typed key by key, a busy
   * test machine could take longer than the search's pause and search part of it.
   */
  const scannerTypes = (user: ReturnType<typeof userEvent.setup>, code: string) => user.paste(code);
  /** The cashier selects the words in the box, so the next keys replace them. */
  const selectAll = (box: HTMLInputElement) => box.setSelectionRange(0, box.value.length);
  const drillRows = () => screen.queryAllByRole('option', { name: /Cordless drill/, hidden: true });

  it('adds the scanned code on the scanner’s Enter, not the first row of an answer that landed while it typed', async () => {
    const { user, scanBox, search } = await typeAndHold('dril', 'dril');
    await waitFor(() => expect(scanBox).toHaveAttribute('aria-expanded', 'true'));

    selectAll(scanBox);
    await scannerTypes(user, HAMMER_CODE);
    await answerNow(search, [drill]);
    await user.keyboard('{Enter}');

    await expectSaleAfterEntry(scanBox, ['Claw hammer']);
  });

  it('looks the box’s text up on Enter when an answer for the words typed on lands just before it, its rows listed but none taken', async () => {
    const { user, search } = await typeAndHold('dril', 'dril');

    await scannerTypes(user, HAMMER_CODE);
    await answerNow(search, [drill]);
    expect(drillRows()).toHaveLength(2);
    await user.keyboard('{Enter}');

    // Enter looked the box's own text up, and, as it is no code, searches it; the drill was not taken.
    await heldSearch(`dril${HAMMER_CODE}`);
    expect(saleLineNames()).toEqual([]);
  });

  it('lists nothing from an answer for words typed over, and Enter looks up the box’s own words', async () => {
    const { user, scanBox, search } = await typeAndHold('dril', 'dril');

    selectAll(scanBox);
    await user.keyboard('tape');
    await answerNow(search, [drill]);
    expect(drillRows()).toEqual([]);
    await user.keyboard('{Enter}');

    await answerNow(await heldSearch('tape'), [tapeMeasure]);
    await within(screen.getByRole('listbox', { name: t.matches, hidden: true })).findByRole('option', {
      name: /Tape measure/,
      hidden: true,
    });
    expect(saleLineNames()).toEqual([]);
    expect(scanBox).toHaveValue('tape');
  });

  it('shows no rows of the words typed over while the new words are searched', async () => {
    const { user, scanBox, search } = await typeAndHold('dril', 'dril');
    await answerNow(search, [drill]);
    expect(drillRows()).toHaveLength(2);

    selectAll(scanBox);
    await user.keyboard('tape');
    const tapeSearch = await heldSearch('tape');
    expect(await screen.findByText(t.searching)).toBeInTheDocument();
    expect(drillRows()).toEqual([]);

    await answerNow(tapeSearch, [tapeMeasure]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saleLineNames()).toEqual(['Tape measure']));
  });

  it('lists the rows again, Enter taking the first, when a quick fix of a typo brings the box back to their words', async () => {
    const { user, scanBox, search } = await typeAndHold('drill', 'drill');
    await answerNow(search, [drill]);
    expect(drillRows()).toHaveLength(2);

    await user.keyboard('{Backspace}');
    await waitFor(() => expect(drillRows()).toEqual([]));
    await user.keyboard('l');
    expect(drillRows()).toHaveLength(2);
    await user.keyboard('{Enter}');
    await expectSaleAfterEntry(scanBox, ['Cordless drill — 18 V']);
  });

  it('leaves what the cashier typed after Enter in the box when Enter’s search answers late', async () => {
    const { user, scanBox, search } = await typeAndHold('drill{Enter}', 'drill');
    expect(scanBox).toHaveValue('');

    await user.keyboard('tape');
    await answerNow(search, [drill]);
    expect(scanBox).toHaveValue('tape');
    expect(drillRows()).toEqual([]);
    expect(saleLineNames()).toEqual([]);
  });

  it('keeps a scan made after Enter’s words: their late answer neither refills the box nor opens the list', async () => {
    const { user, scanBox, search } = await typeAndHold('drill{Enter}', 'drill');

    await user.keyboard(`${HAMMER_CODE}{Enter}`);
    await expectSaleAfterEntry(scanBox, ['Claw hammer']);
    await answerNow(search, [drill]);
    await expectSaleAfterEntry(scanBox, ['Claw hammer']);
  });
});

describe('a scan answered late', () => {
  it('adds the tool but leaves the focus in Cash tendered, where the cashier went meanwhile', async () => {
    const lookups: (() => void)[] = [];
    atOpenCounter({
      'GET /counter/lookup': () =>
        new Promise((resolve) => lookups.push(() => resolve({ status: 200, data: hammer }))),
    });
    const user = userEvent.setup();
    await openSaleScreen();
    await user.keyboard(`${HAMMER_CODE}{Enter}`);
    await waitFor(() => expect(lookups).toHaveLength(1));

    const cash = screen.getByRole('textbox', { name: counterText.pay.cashTendered });
    await user.click(cash);
    await act(async () => lookups[0]!());
    await waitFor(() => expect(saleLineNames()).toEqual(['Claw hammer']));
    expect(cash).toHaveFocus();
  });
});
