/** What makes an order acceptable before any stock is taken: the quantity rule and the card limit. */
import { z } from 'zod';
import { quantitySchema, toIssues } from '../../shared/schemas';
import type { ProductRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { productOut } from '../serialize';

/** Stripe's largest card charge; a bigger order could never be paid. */
export const MAX_ORDER_CENTS = 99_999_999;

/** The purchase page's quantity rule for this product, as a 400 with the product's own message. */
export function checkQuantity(product: ProductRow, quantity: number): void {
  // An order of nothing is never an order, whatever the product's minimum.
  const limits = productOut(product);
  const rule = z.object({
    quantity: quantitySchema({
      minimumOrder: Math.max(1, limits.minimumOrder),
      availableQuentity: limits.availableQuentity,
    }),
  });
  const parsed = rule.safeParse({ quantity });
  if (!parsed.success) throw new HttpError(400, toIssues(parsed.error));
}
