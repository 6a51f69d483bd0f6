/**
 * A product's tax rate as a sale takes it (docs/tax.md): its own, else its category's, else the shop's
 * default; none at all in a shop with no regime. Read as the sale's statement locks the product, so
 * a line carries the rate it was sold at.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categories } from '../db/schema';
import type { OrderTaxTerms } from './orderTax';

export const lineTaxRateSql = (
  product: { taxRateBp: SQLWrapper; categoryId: SQLWrapper },
  { taxSplit, defaultRateBp }: Pick<OrderTaxTerms, 'taxSplit' | 'defaultRateBp'>,
): SQL<number> =>
  taxSplit === 'none'
    ? sql<number>`0`
    : sql<number>`coalesce(${product.taxRateBp},
        (select ${categories.taxRateBp} from ${categories} where ${categories.id} = ${product.categoryId}),
        ${defaultRateBp})::int`;
