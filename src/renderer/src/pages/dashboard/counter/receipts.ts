/**
 * A counter sale's receipt as both printers take it (docs/counter-screen.md): from the API's receipt once
 * the sale is recorded, or made here for a sale taken offline (the server numbers it when it
 * records it, so its receipt carries the sale's own mark instead).
 */
import type { Receipt } from '@shared/counterSchemas';
import { toDollars } from '@shared/money';
import type { PrintedReceipt } from '@shared/receipt';
import { invoicePdfText } from '@shared/strings/invoicePdf';
import { SHOP_NAME } from '@shared/strings/labels/common';
import { receiptText } from '@shared/strings/receipt';
import { lineTotalCents, saleTotalCents, type SaleLine, type Tender } from './saleCart';
import { shopCurrency } from '../../../money';
import { shopTax } from '../../../tax/shopTax';

const SHOP_KEY = 'toolshop.counter.shop';

interface ShopLines {
  name: string;
  address: string[];
}

const addressLines = (address: string) =>
  address
    .split(/\n|,\s*/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 6);

/** The shop's name and address as the last recorded receipt gave them, for receipts taken offline. */
function rememberedShop(): ShopLines {
  try {
    const stored = JSON.parse(localStorage.getItem(SHOP_KEY) ?? 'null') as ShopLines | null;
    if (stored && typeof stored.name === 'string' && Array.isArray(stored.address)) return stored;
  } catch {
    // A damaged entry is as good as none.
  }
  return { name: SHOP_NAME, address: [] };
}

/** The seller's and a business buyer's names and tax ids, as the sale's invoice gives them. */
function taxIdentityOf({ seller, businessBuyer }: Receipt): string[] {
  if (!seller) return [];
  const idName = seller.gstin ? invoicePdfText.gstin : invoicePdfText.bin;
  return [
    seller.legalName,
    `${idName} ${seller.gstin ?? seller.bin}`,
    ...(businessBuyer ? [receiptText.buyer(businessBuyer.name), `${idName} ${businessBuyer.taxId}`] : []),
  ];
}

export function receiptFromApi(receipt: Receipt): PrintedReceipt {
  const shop = { name: receipt.shop.name, address: addressLines(receipt.shop.address) };
  localStorage.setItem(SHOP_KEY, JSON.stringify(shop));
  return {
    shopName: shop.name,
    shopAddress: shop.address,
    number: String(receipt.number),
    at: receipt.at,
    timeZone: shopTax().timeZone,
    register: receipt.register,
    cashier: receipt.cashier,
    lines: receipt.lines.map((line) => ({
      title: line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name,
      ...(line.sku ? { sku: line.sku } : {}),
      quantity: line.quantity,
      unitPrice: line.price,
      lineTotal: line.total,
    })),
    total: receipt.total,
    rounding: receipt.rounding,
    payments: receipt.payments.map((payment) => ({
      method: payment.method,
      amount: payment.method === 'cash' ? (payment.tendered ?? payment.amount) : payment.amount,
      ...(payment.reference ? { reference: payment.reference } : {}),
    })),
    change: receipt.change,
    accountDueOn: receipt.onAccount?.dueOn ?? null,
    invoiceNumber: receipt.invoiceNumber,
    taxIdentity: taxIdentityOf(receipt),
    taxIncluded: receipt.taxIncluded,
    offline: false,
    currency: receipt.currency,
  };
}

/** The mark an offline sale's receipt carries until the server numbers it. */
export const offlineMark = (saleId: string) =>
  `OFF-${saleId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;

export interface OfflineSale {
  saleId: string;
  takenAt: string;
  register: string;
  cashier: string;
  lines: readonly SaleLine[];
  tender: Tender;
  rounding: number;
  change: number;
}

export function offlineReceipt(sale: OfflineSale): PrintedReceipt {
  const shop = rememberedShop();
  const cash = sale.tender.cash === '' ? 0 : sale.tender.cash;
  return {
    shopName: shop.name,
    shopAddress: shop.address,
    number: offlineMark(sale.saleId),
    at: sale.takenAt,
    timeZone: shopTax().timeZone,
    register: sale.register,
    cashier: sale.cashier,
    lines: sale.lines.map((line) => ({
      title: line.item.variantTitle ? `${line.item.name} (${line.item.variantTitle})` : line.item.name,
      ...(line.item.sku ? { sku: line.item.sku } : {}),
      quantity: line.quantity,
      unitPrice: line.item.price,
      lineTotal: toDollars(lineTotalCents(line)),
    })),
    total: toDollars(saleTotalCents(sale.lines)),
    rounding: sale.rounding,
    payments: cash > 0 ? [{ method: 'cash', amount: cash }] : [],
    change: sale.change,
    // Nothing is sold on account offline: its credit cannot be checked.
    accountDueOn: null,
    // The server invoices the sale, and works its tax, once it has it.
    invoiceNumber: null,
    taxIdentity: [],
    taxIncluded: [],
    offline: true,
    currency: shopCurrency(),
  };
}
