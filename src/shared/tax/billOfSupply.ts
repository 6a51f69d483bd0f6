/**
 * Under GST a sale of nothing but goods at 0% (nil-rated or exempt, such as farm hand tools) is
 * documented by a Bill of Supply (CGST Act s. 31(3)(c), Rule 49), not a tax invoice: it charges no
 * tax, so it prints none. A sale with any taxed line, delivery included, is a tax invoice, which may
 * carry untaxed lines too. A credit note is a credit note either way.
 */
import type { Invoice } from '../invoiceSchemas';

export const isBillOfSupply = ({
  regime,
  kind,
  lines,
}: Pick<Invoice, 'regime' | 'kind' | 'lines'>): boolean =>
  kind === 'invoice' && regime === 'IN_GST' && lines.every((line) => line.rate === 0);
