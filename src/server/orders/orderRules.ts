/** Why an order could not be placed, in the product's own words, naming the line at fault. */
import { mostOrderCents } from '../../shared/bounds';
import type { PaymentMethod } from '../../shared/orderStates';
import { quantitySchema } from '../../shared/schemas';
import { smallestOrder } from '../../shared/stock';
import { apiErrors } from '../../shared/strings/apiMessages';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';

/** A line's variant as the catalogue has it (locked, when placing), for a refusal to explain itself. */
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
  const rule = quantitySchema({
    minimumOrder: smallestOrder(product.minimumOrder),
    availableQuantity: product.availableQuantity,
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
 * Why an order could not take these lines as the catalogue has them (`found`), or null when it
 * could: a tool not for sale (another product's variant is none of its own), a quantity outside its
 * product's rule, a total beyond what `paymentMethod` takes (a card's bound, or on account a counter
 * sale's). The purchase page's one product names `productId`
 * (404 when it is not for sale) and `quantity`; a cart's lines name `lines.{i}.productId` or
 * `lines.{i}.quantity`. The delivery quote refuses by it too, so it never prices what an order
 * would refuse.
 */
export function linesRefusal(
  lines: { productId: string; variantId?: string | undefined; quantity: number }[],
  found: LockedProduct[],
  totalCents: number,
  singleProduct: boolean,
  paymentMethod: PaymentMethod,
): HttpError | null {
  const issues: { path: string; message: string }[] = [];
  lines.forEach((line, i) => {
    const product = found.find(
      (p) => p.id === line.productId && (!line.variantId || p.variantId === line.variantId),
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
  if (totalCents > mostOrderCents(paymentMethod)) {
    return badRequest(
      paymentMethod === 'account' ? apiErrors.orderTooLargeOnAccount : apiErrors.orderTooLarge,
      singleProduct ? 'quantity' : 'lines',
    );
  }
  return null;
}

/**
 * The answer to a refused order: a line that must choose a variant names `variantId`
 * (`lines.{i}.variantId`); else the lines' own refusal; else 409, out of stock.
 */
export function orderRefusal(
  lines: { productId: string; variantId?: string | undefined; quantity: number }[],
  found: LockedProduct[],
  totalCents: number,
  singleProduct: boolean,
  paymentMethod: PaymentMethod,
  unchosen: UnchosenOption | null = null,
): HttpError {
  if (unchosen) {
    return badRequest(
      apiErrors.chooseOption(unchosen.option),
      singleProduct ? 'variantId' : `lines.${unchosen.line}.variantId`,
    );
  }
  return (
    linesRefusal(lines, found, totalCents, singleProduct, paymentMethod) ?? conflict(apiErrors.outOfStock)
  );
}
