/**
 * The catalogue's import page over a scripted API (docs/catalogue-csv.md): a chosen file is checked
 * at once (a dry run), its problems shown by row and column with no way to import; the fixed file,
 * chosen again, is checked again and imported, and the page says what was done. Pictures that cannot
 * be downloaded may be left out instead: the choice checks the file again with it, then imports with it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueImportReport } from '@shared/catalogueCsv';
import {
  catalogueCsvErrors,
  catalogueCsvText as t,
  catalogueCsvWarnings,
} from '@shared/strings/catalogueCsv';
import { useSession } from '../../src/renderer/src/stores/session';
import { shopAdmin } from './fixtures';
import { openDashboard, scriptedApi, sentTo } from './render';

const BAD = 'Handle,Title\r\nsaw,Hand Saw,-1\r\n';
const FIXED = 'Handle,Title\r\nsaw,Hand Saw,29.90\r\n';
const IGNORED = catalogueCsvWarnings.columnsIgnored(['Tags']);

/** A chosen CSV file; jsdom's File cannot read itself (`text()`), a browser's can. */
const csvFile = (csv: string) =>
  Object.assign(new File([csv], 'catalogue.csv', { type: 'text/csv' }), { text: async () => csv });

const report = (fields: Partial<CatalogueImportReport>): CatalogueImportReport => ({
  dryRun: true,
  applied: false,
  products: { create: 1, update: 0 },
  variants: { create: 1, update: 0 },
  errors: [],
  warnings: [],
  ...fields,
});

afterEach(() => {
  useSession.setState({ identity: null, user: null, loading: true });
});

describe('Import CSV', () => {
  it('checks the chosen file, lists its problems, and imports the fixed file chosen again', async () => {
    const calls = scriptedApi({
      'POST /product/import': (sent) => {
        const dryRun = sent.query?.dryRun === 'true';
        if (sent.body === BAD) {
          return {
            status: 200,
            data: report({
              errors: [{ row: 2, column: 'Variant Price', message: 'Price must be more than 0' }],
              warnings: [IGNORED],
            }),
          };
        }
        return { status: 200, data: report({ dryRun, applied: !dryRun }) };
      },
    });
    openDashboard('/dasboard/manageproduct/import', shopAdmin);
    const user = userEvent.setup();
    await screen.findByLabelText(t.fileLabel);
    // Mantine's FileInput is a button over a hidden file input, which takes the files.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, csvFile(BAD));
    const problems = await screen.findByRole('table', { name: t.errorsHeading(1) });
    expect(problems).toHaveTextContent('Variant Price');
    expect(problems).toHaveTextContent('Price must be more than 0');
    expect(screen.getByRole('region', { name: t.warningsHeading(1) })).toHaveTextContent(IGNORED);
    expect(screen.queryByRole('button', { name: t.importButton })).toBeNull();

    await user.upload(input, csvFile(FIXED));
    expect(await screen.findByText(t.noErrors)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.importButton }));
    expect(await screen.findByRole('heading', { name: t.resultHeading })).toBeInTheDocument();
    expect(screen.getByText(t.productsLine(1, 0))).toBeInTheDocument();

    expect(sentTo(calls, 'POST', '/product/import').map((call) => [call.query?.dryRun, call.body])).toEqual([
      ['true', BAD],
      ['true', FIXED],
      ['false', FIXED],
    ]);
  });

  it('offers to import without the pictures that cannot be downloaded, checking again with it', async () => {
    const PICTURED = 'Handle,Title,Image Src\r\nsaw,Hand Saw,https://old-shop.example/saw.jpg\r\n';
    const dead = catalogueCsvErrors.imageUnreachable(catalogueCsvErrors.unreachableStatus(404));
    const leftOut = catalogueCsvWarnings.unfetchedImages([2]);
    const calls = scriptedApi({
      'POST /product/import': (sent) => {
        const dryRun = sent.query?.dryRun === 'true';
        if (sent.query?.unfetchedImages === 'placeholder') {
          return { status: 200, data: report({ dryRun, applied: !dryRun, warnings: [leftOut] }) };
        }
        const error = { row: 2, column: 'Image Src', message: dead, unfetchedImage: true as const };
        return { status: 200, data: report({ errors: [error] }) };
      },
    });
    openDashboard('/dasboard/manageproduct/import', shopAdmin);
    const user = userEvent.setup();
    await screen.findByLabelText(t.fileLabel);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, csvFile(PICTURED));
    expect(await screen.findByRole('table', { name: t.errorsHeading(1) })).toHaveTextContent(dead);
    expect(screen.queryByRole('button', { name: t.importButton })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: t.withoutUnfetchedImages }));
    expect(await screen.findByText(t.noErrors)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.warningsHeading(1) })).toHaveTextContent(leftOut);
    expect(screen.getByRole('checkbox', { name: t.withoutUnfetchedImages })).toBeChecked();
    await user.click(screen.getByRole('button', { name: t.importButton }));
    expect(await screen.findByRole('heading', { name: t.resultHeading })).toBeInTheDocument();

    expect(
      sentTo(calls, 'POST', '/product/import').map((call) => [
        call.query?.dryRun,
        call.query?.unfetchedImages,
      ]),
    ).toEqual([
      ['true', 'error'],
      ['true', 'placeholder'],
      ['false', 'placeholder'],
    ]);
  });
});
