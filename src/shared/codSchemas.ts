/**
 * Cash on delivery and delivery charges (docs/orders.md): what their calls take and answer.
 */
import { z } from 'zod';
import { isWholeMinorUnits, moneyAmount } from './moneySchemas';
import { toCents } from './money';
import { orderLineSchema, optionalText, requiredNumber, requiredText, text } from './schemas';
import { codErrors } from './strings/codMessages';
import { messages } from './strings/validation';

/** `POST /shipping/quote` body: what would be ordered, and where it would go. */
export const shippingQuoteSchema = z.strictObject({
  lines: z.array(orderLineSchema).min(1).max(50),
  country: text().trim().max(120),
  city: text().trim().max(120).default(''),
});
export type ShippingQuoteInput = z.input<typeof shippingQuoteSchema>;

export const shippingQuoteOutSchema = z
  .strictObject({
    zone: z
      .string()
      .describe('The delivery zone the address falls in (the default zone when no other covers it)'),
    weightGrams: z.number().int().describe("The lines' weight, from their variants"),
    shipping: moneyAmount.describe('The delivery charge'),
    subtotal: moneyAmount.describe("The lines' prices, summed"),
    total: moneyAmount.describe('Subtotal and delivery'),
    tax: moneyAmount.describe(
      'The tax included in total, as the order would carry it (its taxTotal) delivered within the shop’s state (to another state, its IGST may differ by a paisa a line); 0 in a shop with no tax regime',
    ),
    cod: z.strictObject({
      offered: z.boolean().describe('Whether cash on delivery may pay this order'),
      reason: z.string().nullable().describe('Why not, when not'),
    }),
  })
  .meta({ id: 'ShippingQuote' });
export type ShippingQuote = z.output<typeof shippingQuoteOutSchema>;

/** `POST /order/{id}/collected` body: the cash a courier paid over for a COD order. */
export const codCollectedSchema = z
  .strictObject({
    amount: requiredNumber(codErrors.amountRequired).pipe(
      z
        .number()
        .max(1_000_000, codErrors.amountRequired)
        .refine((amount) => toCents(amount) >= 1, codErrors.amountRequired)
        .refine(isWholeMinorUnits, messages.moneyDecimals),
    ),
    reference: requiredText(codErrors.referenceRequired).pipe(z.string().max(100)),
    partial: z.boolean().default(false),
    note: optionalText(500),
  })
  .refine((body) => !body.partial || body.note !== '', {
    path: ['note'],
    message: codErrors.partialNeedsNote,
  });
export type CodCollectedInput = z.input<typeof codCollectedSchema>;
export type CodCollected = z.output<typeof codCollectedSchema>;
