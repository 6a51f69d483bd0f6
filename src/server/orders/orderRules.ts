/** Why an order could not be placed, in the product's own words, naming the line at fault. */
import { quantitySchema } from '../../shared/schemas';
import { apiErrors } from '../../shared/strings/apiMessages';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';

/** Stripe's largest card charge; a bigger order could never be paid. */
export const MAX_ORDER_CENTS = 99_999_999;

/** A line's variant as the placement found it, locked, for a refusal to explain itself. */
export interface LockedProduct {
  /** The product's id. */
  id: string;
  variantId: string;
  name: string;
  minimumOrder: number;
  availableQuantity: number;
  priceCents: number;
}

/** The quantity rule's message for this product, or null when the quantity fits. */
function quantityProblem(product: LockedProduct, quantity: number): string | null {
  // An order of nothing is never an order, whatever the product's minimum.
  const rule = quantitySchema({
    minimumOrder: Math.max(1, product.minimumOrder),
    availableQuentity: product.availableQuantity,
  });
  const parsed = rule.safeParse(quantity);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? apiErrors.outOfStock);
}

/** A line that named no variant of a product with several: the option it must choose. */
export interface UnchosenOption {
  line: number;
  option: string;
}

/**
 * The answer to a refused order: the purchase page's one product names `productId` (404 when it
 * is not for sale) and `quantity`; a cart's lines name `lines.{i}.productId` or `lines.{i}.quantity`.
 * A line that must choose a variant names `variantId` (`lines.{i}.variantId`).
 */
export function orderRefusal(
  lines: { productId: string; variantId?: string | undefined; quantity: number }[],
  found: LockedProduct[],
  totalCents: number,
  singleProduct: boolean,
  unchosen: UnchosenOption | null = null,
): HttpError {
  if (unchosen) {
    return badRequest(
      apiErrors.chooseOption(unchosen.option),
      singleProduct ? 'variantId' : `lines.${unchosen.line}.variantId`,
    );
  }
  const issues: { path: string; message: string }[] = [];
  lines.forEach((line, i) => {
    const product = found.find((p) =>
      line.variantId ? p.variantId === line.variantId : p.id === line.productId,
    );
    if (!product) {
      if (singleProduct) throw notFound();
      issues.push({ path: `lines.${i}.productId`, message: apiErrors.noLongerSold });
      return;
    }
    const problem = quantityProblem(product, line.quantity);
    if (problem) issues.push({ path: singleProduct ? 'quantity' : `lines.${i}.quantity`, message: problem });
  });
  if (issues.length > 0) return new HttpError(400, { message: issues[0]!.message, issues });
  if (totalCents > MAX_ORDER_CENTS)
    return badRequest(apiErrors.orderTooLarge, singleProduct ? 'quantity' : 'lines');
  return conflict(apiErrors.outOfStock);
}
