// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import type { Receipt } from '../../../shared/counterSchemas';
import { formatMoney } from '../../../shared/currency';
import { emailText } from '../../../shared/strings/emails';
import { paymentMethodNames } from '../../../shared/strings/labels/cod';
import { receiptText } from '../../../shared/strings/receipt';
import { EmailLayout } from './EmailLayout';
import { ChargedToAccount, Facts, Paragraph, formatShopTime } from './blocks';

const text = emailText.counterReceipt;

/**
 * To the customer who asked at the counter: the receipt, as the printer prints it, its tax and invoice
 * too; a sale on account, what it charged to the customer's account and when that is due.
 */
export function CounterReceipt({
  receipt,
  shopUrl,
  timeZone,
}: {
  receipt: Receipt;
  shopUrl: string;
  /** The shop's zone, in which the receipt tells the sale's time, as the printed one does. */
  timeZone: string;
}) {
  const written = (amount: number) => formatMoney(amount, receipt.currency);
  const cash = receipt.payments.find((p) => p.method === 'cash');
  const card = receipt.payments.find((p) => p.method === 'card');
  // A digital payment, or what went on the customer's account, named as the printed receipt names it.
  const other = receipt.payments.find((p) => p.method !== 'cash' && p.method !== 'card');
  return (
    <EmailLayout text={text} to="customer" shopUrl={shopUrl}>
      <Paragraph>{text.intro(receipt.number)}</Paragraph>
      {receipt.lines.map((line, i) => (
        <Paragraph key={i}>
          {text.line(
            line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name,
            line.quantity,
            written(line.total),
          )}
        </Paragraph>
      ))}
      <Facts
        facts={[
          [text.total, written(receipt.total)],
          ...receipt.taxIncluded.map(
            ({ tax, rate, amount }) => [receiptText.taxIncluded(tax, rate), written(amount)] as const,
          ),
          [text.rounding, receipt.rounding !== 0 ? written(receipt.rounding) : ''],
          [text.cash, cash?.tendered != null ? written(cash.tendered) : ''],
          [text.card, card ? `${written(card.amount)} ${card.reference ?? ''}`.trim() : ''],
          ...(other
            ? [
                [
                  paymentMethodNames[other.method],
                  `${written(other.amount)} ${other.reference ?? ''}`.trim(),
                ] as const,
              ]
            : []),
          [text.change, receipt.change > 0 ? written(receipt.change) : ''],
          ...receipt.refunds.map((r) => [text.returned, written(r.amount)] as const),
          [text.soldBy, receipt.cashier],
          [text.register, receipt.register],
          [text.at, formatShopTime(receipt.at, timeZone)],
          [receiptText.invoice, receipt.invoiceNumber ?? ''],
        ]}
      />
      <ChargedToAccount onAccount={receipt.onAccount} currency={receipt.currency} />
      {receipt.shop.address ? <Paragraph>{`${receipt.shop.name}, ${receipt.shop.address}`}</Paragraph> : null}
    </EmailLayout>
  );
}
