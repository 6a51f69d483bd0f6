/**
 * The desktop's order export as a page sees it: how main's save ended, turned into whether a file
 * was written or into the words an error toast shows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopText } from '@shared/strings/desktop';
import { failureText } from '@shared/strings/labels/shell';
import { onSessionExpired, type OrderFilters } from '../../src/renderer/src/api/client';
import { desktopInvoicePdfSaver, desktopOrdersCsvSaver } from '../../src/renderer/src/api/desktopFiles';
import { readableError } from '../../src/renderer/src/ui/notify';

const FILTERS: OrderFilters = { q: 'karim', state: 'paid', sort: 'newest' };

/** A bridge whose saves end as `outcomes` say, one per call. */
function bridgeEnding(...outcomes: ShopFileSave[]) {
  const saveOrdersCsv = vi.fn(async (_filters: OrderFilters) => outcomes.shift() ?? { outcome: 'saved' });
  return {
    save: desktopOrdersCsvSaver({ files: { saveOrdersCsv } } as unknown as ShopBridge),
    saveOrdersCsv,
  };
}

/** What the error toast would say when `saving` fails. */
const toastFor = (saving: Promise<boolean>) =>
  saving.then(
    () => 'no error',
    (error: unknown) => readableError(error),
  );

describe('saving the orders as CSV on the desktop', () => {
  afterEach(() => onSessionExpired(async () => false));

  it('hands the list’s filters to main and says whether a file was written', async () => {
    const { save, saveOrdersCsv } = bridgeEnding({ outcome: 'saved' }, { outcome: 'cancelled' });
    await expect(save(FILTERS)).resolves.toBe(true);
    await expect(save(FILTERS)).resolves.toBe(false);
    expect(saveOrdersCsv).toHaveBeenCalledWith(FILTERS);
  });

  it('renews a refused session once and asks again', async () => {
    const renew = vi.fn(async () => true);
    onSessionExpired(renew);
    const { save, saveOrdersCsv } = bridgeEnding(
      { outcome: 'failed', status: 401, message: 'unauthorized' },
      { outcome: 'saved' },
    );
    await expect(save(FILTERS)).resolves.toBe(true);
    expect(renew).toHaveBeenCalledOnce();
    expect(saveOrdersCsv).toHaveBeenCalledTimes(2);
  });

  it('says the session has ended when it cannot be renewed', async () => {
    const { save, saveOrdersCsv } = bridgeEnding({ outcome: 'failed', status: 401, message: 'unauthorized' });
    expect(await toastFor(save(FILTERS))).toBe(failureText.signInAgain);
    expect(saveOrdersCsv).toHaveBeenCalledOnce();
  });

  it.each([
    ['an unreachable API', { outcome: 'failed', status: 0, message: 'down' }, failureText.unreachable],
    ['a broken answer', { outcome: 'failed', status: 502, message: 'broke off' }, failureText.server],
    ['a refusal with reasons', { outcome: 'failed', status: 400, message: 'Bad state' }, 'Bad state'],
    ['a folder it cannot write', { outcome: 'unwritable' }, desktopText.fileNotWritten],
  ] as const)('puts %s into words', async (_what, outcome, words) => {
    const { save } = bridgeEnding(outcome);
    expect(await toastFor(save(FILTERS))).toBe(words);
  });
});

describe('saving an invoice as a PDF on the desktop', () => {
  afterEach(() => onSessionExpired(async () => false));

  it('hands main the document’s number, renews a refused session once, and says what it cannot see', async () => {
    const outcomes: ShopFileSave[] = [
      { outcome: 'failed', status: 401, message: 'unauthorized' },
      { outcome: 'saved' },
      { outcome: 'failed', status: 404, message: 'not found' },
    ];
    const saveInvoicePdf = vi.fn(async (_number: string) => outcomes.shift() ?? { outcome: 'saved' });
    const save = desktopInvoicePdfSaver({ files: { saveInvoicePdf } } as unknown as ShopBridge);
    onSessionExpired(async () => true);
    await expect(save('INV/26-27/000001')).resolves.toBe(true);
    expect(saveInvoicePdf.mock.calls).toEqual([['INV/26-27/000001'], ['INV/26-27/000001']]);
    expect(await toastFor(save('INV/26-27/000002'))).toBe(failureText.notFound);
  });
});
