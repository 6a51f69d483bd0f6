/** A customer's statement as a PDF (docs/credit.md), drawn like the shop's invoices. */
import type { Statement } from '../../shared/creditSchemas';
import { formatMoney, type Currency } from '../../shared/currency';
import { statementText as t } from '../../shared/strings/credit';
import { invoicePdfText } from '../../shared/strings/invoicePdf';
import { BODY, CONTENT_WIDTH, MARGIN, renderA4Pdf } from '../invoices/invoicePdf';

/** Who sends the statement: under a tax regime, as its invoices name the seller. */
export interface StatementShop {
  name: string;
  currency: Currency;
  seller: { legalName: string; address: string; gstin: string | null; bin: string | null } | null;
}

/** The sender's lines: the shop's name, or under a regime its legal name, address and GSTIN or BIN. */
function senderLines({ name, seller }: StatementShop): string[] {
  if (!seller) return [name];
  const taxId = seller.gstin
    ? `${invoicePdfText.gstin} ${seller.gstin}`
    : seller.bin
      ? `${invoicePdfText.bin} ${seller.bin}`
      : '';
  return [seller.legalName, seller.address, taxId].filter(Boolean);
}

export function renderStatementPdf(statement: Statement, shop: StatementShop): Promise<Buffer> {
  const written = (amount: number) => formatMoney(amount, shop.currency);
  const { account } = statement;
  const title = `${t.title} ${account.name || account.email}`;
  return renderA4Pdf(
    {
      title,
      author: shop.name,
      // The period's end, not the drawing's moment: the same statement always makes the same file.
      createdAt: new Date(`${statement.to}T00:00:00Z`),
      continuation: title,
    },
    (sheet) => {
      sheet.y = sheet.paragraph(t.title, MARGIN, sheet.y, CONTENT_WIDTH, { size: 16, bold: true }) + 4;
      for (const line of [
        ...senderLines(shop),
        ...[account.name, account.email, account.phone].filter(Boolean),
        t.period(statement.from, statement.to),
        `${t.creditLimit}: ${written(account.creditLimit)}   ${t.owed}: ${written(account.owed)}   ${t.available}: ${written(account.available)}`,
      ]) {
        sheet.y = sheet.paragraph(line, MARGIN, sheet.y, CONTENT_WIDTH, BODY) + 2;
      }
      sheet.y += 6;
      const number = (n: number) => (n === 0 ? '' : written(Math.abs(n)));
      sheet.table(
        [
          { header: t.date, width: 70 },
          { header: t.entry, width: 0 },
          { header: t.debit, width: 90, align: 'right' },
          { header: t.credit, width: 90, align: 'right' },
          { header: t.balance, width: 90, align: 'right' },
        ],
        [
          {
            cells: [statement.from, t.openingBalance, '', '', written(statement.openingBalance)],
            bold: true,
          },
          ...statement.entries.map((entry) => ({
            cells: [
              entry.date,
              entry.kind === 'invoice'
                ? { text: t.invoice(entry.reference), note: entry.dueOn ? t.due(entry.dueOn) : undefined }
                : entry.kind === 'credit_note'
                  ? t.creditNote(entry.reference)
                  : entry.reference,
              entry.amount > 0 ? number(entry.amount) : '',
              entry.amount < 0 ? number(entry.amount) : '',
              written(entry.balance),
            ],
          })),
          { cells: [statement.to, t.closingBalance, '', '', written(statement.closingBalance)], bold: true },
        ],
      );
    },
  );
}
