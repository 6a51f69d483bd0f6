/**
 * Invoices and credit notes (docs/tax.md): the order's owner and staff read them, as JSON or as the
 * PDF the shop hands over. Part of the one endpoint table (./endpoints.ts).
 */
import { z } from 'zod';
import { invoiceOutSchema } from '../invoiceSchemas';
import { isDocumentNumber } from '../tax/financialYear';
import { defineEndpoints } from './endpoint';

/** A document's number, URL-encoded in the path: `INV%2F26-27%2F000001`. */
const numberParams = z.object({
  number: z
    .string()
    .refine(isDocumentNumber, 'expected an invoice or credit note number, e.g. INV/26-27/000001')
    .describe('The invoice’s or credit note’s number, URL-encoded'),
});

const readers =
  'The order’s owner and staff; anyone else is answered 404, as for a number never issued, so numbers cannot be probed.';

export const invoiceEndpoints = defineEndpoints({
  invoice: {
    method: 'GET',
    path: '/invoice/:number',
    access: 'signedIn',
    write: false,
    tag: 'orders',
    summary: 'An invoice or a credit note, as issued',
    description: readers,
    params: numberParams,
    responses: { 200: invoiceOutSchema },
  },
  invoicePdf: {
    method: 'GET',
    path: '/invoice/:number.pdf',
    access: 'signedIn',
    write: false,
    tag: 'orders',
    summary: 'An invoice or a credit note as a PDF (A4)',
    description: readers,
    params: numberParams,
    produces: 'application/pdf',
    responses: { 200: z.string().meta({ format: 'binary' }).describe('The PDF') },
  },
});
