// tsx, which runs the server, applies only tsconfig.json, which includes no files; hence:
/** @jsxRuntime automatic */
import { formatMoney } from '../../../shared/currency';
import type { PurchaseOrder } from '../../../shared/stockSchemas';
import { emailText } from '../../../shared/strings/emails';
import { EmailLayout } from './EmailLayout';
import { Facts, Paragraph } from './blocks';

const text = emailText.purchaseOrder;

/** To a supplier: what the shop orders, how many, at what unit cost, and the total. */
export function PurchaseOrderEmail({
  purchaseOrder,
  shopUrl,
}: {
  purchaseOrder: PurchaseOrder;
  shopUrl: string;
}) {
  const { reference, supplier, lines, total, note, currency } = purchaseOrder;
  return (
    <EmailLayout
      text={{ preview: text.preview, heading: text.heading(reference) }}
      to="supplier"
      shopUrl={shopUrl}
    >
      <Paragraph>{text.intro(supplier.name)}</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line.variantId}>
          {/* Sending refuses a line without its cost (../../stock/purchaseOrders.ts). */}
          {text.line(line.name, line.quantity, formatMoney(line.unitCost!, currency))}
        </Paragraph>
      ))}
      <Facts
        facts={[[text.total, formatMoney(total, currency)], ...(note ? [[text.note, note] as const] : [])]}
      />
      <Paragraph>{text.reply}</Paragraph>
    </EmailLayout>
  );
}
