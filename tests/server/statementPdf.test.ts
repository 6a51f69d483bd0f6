/**
 * A customer's statement as a PDF (docs/credit.md), read back as text: it says who sends it (under a
 * tax regime, as the shop's invoices name the seller) and to whom, each on a line of its own.
 */
import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { Statement } from '../../src/shared/creditSchemas';
import { renderStatementPdf, type StatementShop } from '../../src/server/credit/statementPdf';

const statement: Statement = {
  account: {
    customerId: 'c1',
    name: 'Kavya Interiors',
    email: 'kavya@example.in',
    phone: '+91 98450 00000',
    creditLimit: 200_000,
    termsDays: 30,
    balance: 12_396,
    owed: 12_396,
    credit: 0,
    pending: 0,
    available: 187_604,
    overdueDays: 0,
    blocked: null,
  },
  from: '2026-12-01',
  to: '2026-12-31',
  openingBalance: 0,
  page: 1,
  pages: 1,
  entryCount: 1,
  broughtForward: 0,
  entries: [
    {
      kind: 'invoice',
      at: '2026-12-02T05:00:00.000Z',
      date: '2026-12-02',
      reference: 'INV/26-27/000012',
      orderNumber: 1012,
      dueOn: '2027-01-01',
      amount: 12_396,
      balance: 12_396,
    },
  ],
  closingBalance: 12_396,
};

const linesOf = async (shop: StatementShop): Promise<string[]> => {
  const { text } = await extractText(new Uint8Array(await renderStatementPdf(statement, shop)));
  return text
    .join('\n')
    .split('\n')
    .map((line) => line.trim());
};

describe('the statement PDF', () => {
  it('names the seller as its invoices do under GST, then the customer line by line', async () => {
    const lines = await linesOf({
      name: 'Toolshop',
      currency: 'INR',
      seller: {
        legalName: 'Bengaluru Tools Private Limited',
        address: '12 SP Road, Bengaluru 560002',
        gstin: '29AAGCB7383J1Z4',
        bin: null,
      },
    });
    const from = lines.indexOf('Bengaluru Tools Private Limited');
    expect(from).toBeGreaterThan(-1);
    expect(lines.slice(from, from + 6)).toEqual([
      'Bengaluru Tools Private Limited',
      '12 SP Road, Bengaluru 560002',
      'GSTIN 29AAGCB7383J1Z4',
      'Kavya Interiors',
      'kavya@example.in',
      '+91 98450 00000',
    ]);
    expect(lines.join(' ')).toContain('INV/26-27/000012');
  });

  it('is sent by the shop’s name where there is no tax regime', async () => {
    const lines = await linesOf({ name: 'Toolshop', currency: 'USD', seller: null });
    expect(lines).toContain('Toolshop');
    expect(lines.join(' ')).not.toMatch(/GSTIN|BIN/);
  });
});
