/**
 * A counter receipt as `GET /counter/receipt/{orderNumber}` answers it, for the tests that render it
 * (the sale screen's 80 mm page, the receipt's email) without a server to make one.
 */
import type { Receipt } from '../../src/shared/counterSchemas';

type ReceiptLine = Receipt['lines'][number];

/** `quantity` of a tool at `price` each: no variant, no SKU and none returned unless given. */
export const receiptLine = ({
  quantity,
  price,
  ...line
}: Pick<ReceiptLine, 'variantId' | 'name' | 'quantity' | 'price'> & Partial<ReceiptLine>): ReceiptLine => ({
  variantTitle: '',
  sku: null,
  returned: 0,
  ...line,
  quantity,
  price,
  total: quantity * price,
});

/** Sale 1042 at Counter 1: two claw hammers at $12.50, paid with $30 in cash; but for `fields`. */
export const counterReceipt = (fields: Partial<Receipt> = {}): Receipt => ({
  shop: { name: 'Toolshop', address: '12 Anvil Street, Dhaka' },
  currency: 'USD',
  number: 1042,
  at: '2026-11-26T09:00:00.000Z',
  register: 'Counter 1',
  cashier: 'Till One',
  lines: [receiptLine({ variantId: 'v1', name: 'Claw hammer', quantity: 2, price: 12.5 })],
  total: 25,
  rounding: 0,
  payments: [{ method: 'cash', amount: 25, tendered: 30, reference: null }],
  change: 5,
  invoiceNumber: 'INV/26-27/000042',
  seller: null,
  businessBuyer: null,
  taxIncluded: [],
  refunds: [],
  onAccount: null,
  customerEmail: null,
  ...fields,
});
