/**
 * Trade customers on credit (docs/credit.md): credit terms, the counter's customer
 * lookup, account payments, statements, receivables and reminders. Part of the one endpoint table
 * (./endpoints.ts).
 */
import { z } from 'zod';
import {
  accountPaymentOutSchema,
  accountPaymentSchema,
  creditTermsSchema,
  customerAccountSchema,
  customerLookupQuerySchema,
  customerLookupSchema,
  receivablesQuerySchema,
  receivablesSchema,
  remindResultSchema,
  remindSchema,
  statementEmailedSchema,
  statementEmailSchema,
  statementPeriodSchema,
  statementQuerySchema,
  statementSchema,
} from '../creditSchemas';
import { idParams } from '../schemas';
import { defineEndpoints } from './endpoint';

const ownOrStaff = 'Staff, or the customer their own (another customer’s, or an unknown id: 404).';

export const creditEndpoints = defineEndpoints({
  setCustomerCredit: {
    method: 'PATCH',
    path: '/customer/:id/credit',
    access: 'admin',
    write: true,
    tag: 'credit',
    summary: "Set a customer's credit limit and terms in days (admin; 0 is no credit)",
    description:
      'A limit below what the customer already owes is allowed: new sales on account are refused until paid down.',
    params: idParams,
    body: creditTermsSchema,
    responses: { 200: customerAccountSchema },
  },
  customerAccount: {
    method: 'GET',
    path: '/customer/:id/account',
    access: 'signedIn',
    write: false,
    tag: 'credit',
    summary: "A customer's credit: limit, terms, what is owed and what is available on account",
    description: ownOrStaff,
    params: idParams,
    responses: { 200: customerAccountSchema },
  },
  lookupCustomers: {
    method: 'GET',
    path: '/customer/lookup',
    access: 'staff',
    write: false,
    tag: 'credit',
    summary: 'Find customers by part of their email, phone number or name, with their credit (staff)',
    query: customerLookupQuerySchema,
    responses: { 200: customerLookupSchema },
  },
  recordAccountPayment: {
    method: 'POST',
    path: '/customer/:id/payment',
    access: 'staff',
    write: true,
    tag: 'credit',
    summary: "A customer's payment on account: it pays the oldest unpaid invoices first (staff)",
    description:
      'Part of an invoice pays part; more than owed is kept as the customer’s credit (said in `notice`). ' +
      'Idempotent on `paymentId`: the same body again answers the same payment; another body with it is 422. ' +
      'Cash names the open register session (`sessionId`) whose drawer takes it.',
    params: idParams,
    body: accountPaymentSchema,
    responses: { 200: accountPaymentOutSchema },
  },
  customerStatement: {
    method: 'GET',
    path: '/customer/:id/statement',
    access: 'signedIn',
    write: false,
    tag: 'credit',
    summary:
      "A customer's statement for a period: opening balance, each invoice, payment and credit note with the running balance, closing balance; a page of entries at a time",
    description: ownOrStaff,
    params: idParams,
    query: statementQuerySchema,
    responses: { 200: statementSchema },
  },
  customerStatementPdf: {
    method: 'GET',
    path: '/customer/:id/statement.pdf',
    access: 'signedIn',
    write: false,
    tag: 'credit',
    summary: "A customer's statement for a period, as a PDF, every entry",
    description: ownOrStaff,
    params: idParams,
    query: statementPeriodSchema,
    produces: 'application/pdf',
    responses: { 200: z.string().meta({ format: 'binary' }) },
  },
  emailCustomerStatement: {
    method: 'POST',
    path: '/customer/:id/statement/email',
    access: 'signedIn',
    write: true,
    tag: 'credit',
    summary: "Email a customer their statement for a period, with its PDF's figures",
    description: ownOrStaff,
    params: idParams,
    body: statementEmailSchema,
    responses: { 202: statementEmailedSchema },
  },
  listReceivables: {
    method: 'GET',
    path: '/receivables',
    access: 'admin',
    write: false,
    tag: 'credit',
    summary:
      "Each customer's balance by days past due (not due, 1–30, 31–60, 61–90, over 90), with totals (admin)",
    query: receivablesQuerySchema,
    responses: { 200: receivablesSchema },
  },
  remindReceivables: {
    method: 'POST',
    path: '/receivables/remind',
    access: 'admin',
    write: true,
    tag: 'credit',
    summary:
      'Send the reminders due now (3 days before due, 7 and 30 days after), each once per invoice (admin)',
    description: 'The hourly sweep does the same; `asOf` runs it as of another day (a shop catching up).',
    body: remindSchema,
    responses: { 200: remindResultSchema },
  },
});
