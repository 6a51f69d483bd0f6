/**
 * The invoice's PDF (src/server/invoices/invoicePdf.ts), read back as a customer's PDF reader would:
 * its text, extracted with PDF.js, holds every field its country's law asks of it, each asserted
 * with its value — India's tax invoice (CGST Rule 46) and credit note, Bangladesh's Mushak-6.3 and
 * Mushak-6.7, and the plain invoice of a shop without a regime — and a long invoice runs onto more
 * pages with every line. A ₹ or ৳ that the embedded fonts lacked would be read back as no character
 * at all, so reading the signs back is what shows that they are drawn.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { Invoice } from '../../src/shared/invoiceSchemas';
import { renderInvoicePdf } from '../../src/server/invoices/invoicePdf';
import {
  bdVat,
  bdVatCreditNote,
  gstBillOfSupply,
  gstCashRounded,
  gstCreditNote,
  gstInterState,
  gstIntraState,
  gstSixtyLines,
  plainUsd,
} from './support/sampleInvoices';

interface ReadBack {
  bytes: Buffer;
  pages: string[];
  /** Every page's text, its runs of white space (line ends included) as one space. */
  text: string;
}

async function readBack(invoice: Invoice): Promise<ReadBack> {
  const bytes = await renderInvoicePdf(invoice);
  // PDF.js takes the bytes it is given over: it reads a copy.
  const { text: pages } = await extractText(new Uint8Array(bytes));
  return { bytes, pages, text: pages.join(' ').replace(/\s+/g, ' ') };
}

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

describe('the PDF of an Indian tax invoice, within the shop’s state (₹1,180 at 18%)', () => {
  let pdf: ReadBack;
  beforeAll(async () => {
    pdf = await readBack(gstIntraState);
  });

  it('is a PDF of one page', () => {
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.pages).toHaveLength(1);
  });

  it('is titled a tax invoice, original for the recipient', () => {
    expect(pdf.text).toContain('Tax Invoice');
    expect(pdf.text).toContain('Original for recipient');
  });

  it('names the seller, with its address and GSTIN', () => {
    expect(pdf.text).toContain('Sharma Hardware & Tools');
    expect(pdf.text).toContain('Shop 14, Lamington Road Grant Road East Mumbai 400007');
    expect(pdf.text).toContain('GSTIN: 27AAPFS8862M1Z4');
    expect(pdf.text).toContain('State: Maharashtra (27)');
  });

  it('carries its number and date', () => {
    expect(pdf.text).toMatch(/Invoice no\.: INV\/26-27\/000001/);
    expect(pdf.text).toMatch(/Date: 29 Nov 2026/);
  });

  it('names the buyer with their address', () => {
    expect(pdf.text).toContain('Priya Nair');
    expect(pdf.text).toContain('Flat 3B, Sea View Apartments Warden Road Mumbai 400036');
  });

  it("says the place of supply by the state's name and code", () => {
    expect(pdf.text).toContain('Place of supply');
    expect(pdf.text).toContain('Maharashtra (27)');
    expect(pdf.text).toMatch(/Place of supply: Maharashtra \(27\)/);
  });

  it("lists the line's description, HSN code, quantity, unit, price and taxable value", () => {
    expect(pdf.text).toContain('Bosch GSB 500 RE Impact Drill, 500 W');
    expect(pdf.text).toContain('HSN');
    expect(pdf.text).toContain('84672100');
    expect(pdf.text).toMatch(/84672100 1 NOS/);
    expect(pdf.text).toContain('Price incl. tax');
    expect(pdf.text).toContain('Taxable value');
    expect(pdf.text).toMatch(/₹1,180\.00 ₹1,000\.00/);
  });

  it('splits the tax into CGST and SGST at half the rate each, with their amounts', () => {
    expect(pdf.text).toMatch(/₹90\.00 @ 9% ₹90\.00 @ 9%/);
    expect(pdf.text).toMatch(/CGST ₹90\.00 SGST ₹90\.00/);
    expect(pdf.text).not.toContain('IGST');
  });

  it('sums the tax by rate', () => {
    expect(pdf.text).toContain('Tax by rate');
    expect(pdf.text).toMatch(/18% ₹1,000\.00 9% ₹90\.00 9% ₹90\.00 ₹180\.00/);
  });

  it('totals in figures and in words', () => {
    expect(pdf.text).toMatch(/Taxable value ₹1,000\.00/);
    expect(pdf.text).toMatch(/Total ₹1,180\.00/);
    expect(pdf.text).toContain('Amount in words: Rupees One Thousand One Hundred Eighty Only');
  });

  it('says that no tax is payable on reverse charge', () => {
    expect(pdf.text).toContain('Tax payable on reverse charge: No');
  });

  it("leaves the seller's authorised signatory a place to sign", () => {
    expect(pdf.text).toContain('For Sharma Hardware & Tools');
    expect(pdf.text).toContain('Authorised signatory');
  });

  it('shows no rounding when the total needed none', () => {
    expect(pdf.text).not.toContain('Rounding');
  });
});

describe('the PDF of an Indian tax invoice to a business in another state', () => {
  let pdf: ReadBack;
  beforeAll(async () => {
    pdf = await readBack(gstInterState);
  });

  it("names the buyer's business and GSTIN", () => {
    expect(pdf.text).toContain('Bhaskar Infra Projects Pvt Ltd');
    expect(pdf.text).toContain('Arjun Rao');
    expect(pdf.text).toContain('88, 2nd Cross, Peenya Industrial Area Bengaluru 560058');
    expect(pdf.text).toContain('GSTIN: 29AAGCB7383J1Z4');
  });

  it('supplies to Karnataka', () => {
    expect(pdf.text).toMatch(/Place of supply: Karnataka \(29\)/);
  });

  it('charges IGST at the whole rate, and no CGST or SGST', () => {
    expect(pdf.text).toMatch(/IGST ₹180\.00/);
    expect(pdf.text).toMatch(/₹180\.00 @ 18%/);
    expect(pdf.text).not.toContain('CGST');
    expect(pdf.text).not.toContain('SGST');
  });

  it('totals ₹1,180.00, in words too', () => {
    expect(pdf.text).toMatch(/Total ₹1,180\.00/);
    expect(pdf.text).toContain('Rupees One Thousand One Hundred Eighty Only');
    expect(pdf.text).toContain('Tax payable on reverse charge: No');
  });
});

describe('the PDF of a counter sale paid in cash', () => {
  it('shows the cash rounding above the total', async () => {
    const { text } = await readBack(gstCashRounded);
    expect(text).toMatch(/Rounding ₹0\.40 Total ₹500\.00/);
    expect(text).toContain('Rupees Five Hundred Only');
  });
});

describe('the PDF of a GST sale of nothing but nil-rated goods', () => {
  it('is a Bill of Supply, not a tax invoice (CGST Act s. 31(3)(c)), with the seller, buyer and HSN', async () => {
    const { text } = await readBack(gstBillOfSupply);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('GSTIN: 27AAPFS8862M1Z4');
    expect(text).toMatch(/Invoice no\.: INV\/26-27\/000005/);
    expect(text).toContain('8201');
    expect(text).toMatch(/Total ₹900\.00/);
    expect(text).toContain('Rupees Nine Hundred Only');
  });

  it('prints no tax, since it charges none (Rule 49 asks for none)', async () => {
    const { text } = await readBack(gstBillOfSupply);
    for (const taxWord of ['CGST', 'SGST', 'IGST', 'Taxable value', 'Tax by rate', 'reverse charge']) {
      expect(text).not.toContain(taxWord);
    }
  });
});

describe('the PDF of an Indian credit note', () => {
  let pdf: ReadBack;
  beforeAll(async () => {
    pdf = await readBack(gstCreditNote);
  });

  it('is titled a credit note, with its own number and date', () => {
    expect(pdf.text).toContain('Credit Note');
    expect(pdf.text).not.toContain('Tax Invoice');
    expect(pdf.text).toMatch(/Credit note no\.: CN\/26-27\/000001/);
    expect(pdf.text).toMatch(/Date: 2 Dec 2026/);
  });

  it('cites the invoice it credits, by its number and date (CGST Rule 53(1A)(g))', () => {
    expect(pdf.text).toContain('Against invoice INV/26-27/000001 dated 29 Nov 2026');
  });

  it('cites the invoice by its number alone when it knows no date', async () => {
    const { text } = await readBack({ ...gstCreditNote, citesIssuedOn: null });
    expect(text).toContain('Against invoice INV/26-27/000001 Tax payable on reverse charge: No');
  });

  it('prints no quantity or unit price on a line that gives back value, no goods', async () => {
    const valueOnly = await readBack({
      ...gstCreditNote,
      lines: gstCreditNote.lines.map((line) => ({ ...line, quantity: null, unitPrice: null })),
    });
    expect(valueOnly.text).toMatch(/84672100 – NOS – ₹1,000\.00/);
  });

  it('keeps the tax invoice’s fields: GSTIN, place of supply, HSN and tax', () => {
    expect(pdf.text).toContain('GSTIN: 27AAPFS8862M1Z4');
    expect(pdf.text).toMatch(/Place of supply: Maharashtra \(27\)/);
    expect(pdf.text).toContain('84672100');
    expect(pdf.text).toMatch(/CGST ₹90\.00 SGST ₹90\.00/);
  });

  it('totals what it credits, in figures and in words', () => {
    expect(pdf.text).toMatch(/Total credited ₹1,180\.00/);
    expect(pdf.text).toContain('Rupees One Thousand One Hundred Eighty Only');
  });
});

describe('the PDF of a Bangladeshi VAT invoice, Mushak-6.3 (৳1,150 at 15%)', () => {
  let pdf: ReadBack;
  beforeAll(async () => {
    pdf = await readBack(bdVat);
  });

  it('is a PDF of one page', () => {
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.pages).toHaveLength(1);
  });

  it('is the National Board of Revenue’s Mushak-6.3 tax invoice', () => {
    expect(pdf.text).toContain("Government of the People's Republic of Bangladesh");
    expect(pdf.text).toContain('National Board of Revenue');
    expect(pdf.text).toContain('Tax Invoice');
    expect(pdf.text).toContain('Mushak-6.3');
    expect(pdf.text).toContain('[See clauses (c) and (f) of sub-rule (1) of rule 40]');
  });

  it('names the seller, with its BIN and address', () => {
    expect(pdf.text).toContain('Rahman Tools & Hardware Ltd.');
    expect(pdf.text).toContain('BIN: 0012345670101');
    expect(pdf.text).toContain('45 Nawabpur Road Dhaka 1100');
  });

  it('names the buyer, with their BIN and address', () => {
    expect(pdf.text).toContain('Karim Construction Ltd.');
    expect(pdf.text).toContain('BIN: 0009876540202');
    expect(pdf.text).toContain('12 Tool Street Mirpur 10 Dhaka 1216');
  });

  it('carries its number, and the date and time of issue', () => {
    expect(pdf.text).toMatch(/Invoice no\.: INV\/26-27\/000001/);
    expect(pdf.text).toMatch(/Date of issue: 29 Nov 2026/);
    expect(pdf.text).toMatch(/Time of issue: 14:05/);
  });

  it("lists the line's description, unit, quantity and unit price", () => {
    expect(pdf.text).toContain('Description of goods');
    expect(pdf.text).toContain('Makita DF333D 12V cordless drill driver');
    expect(pdf.text).toMatch(/pcs 1 ৳1,150\.00/);
    expect(pdf.text).toContain('Unit price incl. VAT');
  });

  it("gives the line's value without VAT, VAT rate, VAT and value with VAT", () => {
    expect(pdf.text).toContain('Value without VAT');
    expect(pdf.text).toContain('VAT rate');
    expect(pdf.text).toContain('Value with VAT');
    expect(pdf.text).toMatch(/৳1,000\.00 15% ৳150\.00 ৳1,150\.00/);
  });

  it('totals with and without VAT, in figures and in words', () => {
    expect(pdf.text).toMatch(/Value without VAT ৳1,000\.00 VAT ৳150\.00/);
    expect(pdf.text).toMatch(/Total value with VAT ৳1,150\.00/);
    expect(pdf.text).toContain('Taka One Thousand One Hundred Fifty Only');
  });

  it('sums the VAT by rate, and carries none of GST’s fields', () => {
    expect(pdf.text).toContain('VAT by rate');
    expect(pdf.text).not.toContain('GSTIN');
    expect(pdf.text).not.toContain('Place of supply');
  });
});

describe('the PDF of a Bangladeshi credit note', () => {
  it('is Mushak-6.7, citing the invoice it credits', async () => {
    const { text } = await readBack(bdVatCreditNote);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Mushak-6.7');
    expect(text).not.toContain('Mushak-6.3');
    expect(text).toMatch(/Credit note no\.: CN\/26-27\/000001/);
    expect(text).toContain('Against invoice INV/26-27/000001 dated 29 Nov 2026');
    expect(text).toMatch(/Time of issue: 14:05/);
    expect(text).toMatch(/Total credited ৳1,150\.00/);
  });
});

describe('the PDF of a shop without a tax regime', () => {
  let pdf: ReadBack;
  beforeAll(async () => {
    pdf = await readBack(plainUsd);
  });

  it('is a plain invoice from the seller to the buyer', () => {
    expect(pdf.text).toContain('Invoice');
    expect(pdf.text).not.toContain('Tax Invoice');
    expect(pdf.text).toContain('Toolshop');
    expect(pdf.text).toContain('Jane Doe');
    expect(pdf.text).toContain('500 Market Street San Francisco, CA 94105 United States');
    expect(pdf.text).toMatch(/Invoice no\.: INV\/26-27\/000001/);
    expect(pdf.text).toMatch(/Date: 29 Nov 2026/);
  });

  it('lists each line with its quantity, unit price and total, in dollars', () => {
    expect(pdf.text).toMatch(/Qty Unit price Total/);
    expect(pdf.text).toMatch(/DeWalt 20V MAX cordless drill 1 \$1,099\.50 \$1,099\.50/);
    expect(pdf.text).toMatch(/Drill bit set, 29 pieces 3 \$45\.00 \$135\.00/);
  });

  it('totals in figures and words, with no tax fields', () => {
    expect(pdf.text).toMatch(/Total \$1,234\.50/);
    expect(pdf.text).toContain('Dollars One Thousand Two Hundred Thirty-Four and Fifty Cents Only');
    for (const field of ['GSTIN', 'BIN', 'HSN', 'Tax by rate', 'Rounding', 'Place of supply']) {
      expect(pdf.text).not.toContain(field);
    }
  });
});

describe('the PDF of an invoice of sixty lines', () => {
  let pdf: ReadBack;
  beforeAll(async () => {
    pdf = await readBack(gstSixtyLines);
  });

  it('runs onto more than one page, each numbered of the whole', () => {
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) => {
      expect(page.replace(/\s+/g, ' ')).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
    });
  });

  it('says on each later page which invoice it continues, and repeats the table’s header', () => {
    for (const page of pdf.pages.slice(1)) {
      expect(page.replace(/\s+/g, ' ')).toContain('Tax Invoice INV/26-27/000004 (continued)');
    }
    expect(occurrences(pdf.text, 'Price incl. tax')).toBeGreaterThan(1);
  });

  it('holds all sixty descriptions, the long ones wrapped whole', () => {
    for (const line of gstSixtyLines.lines) expect(pdf.text).toContain(line.description);
  });

  it('still closes with the totals, the words and the signatory', () => {
    expect(pdf.text).toMatch(/Total ₹41,535\.00/);
    expect(pdf.text).toContain('Rupees Forty-One Thousand Five Hundred Thirty-Five Only');
    expect(pdf.text).toContain('Authorised signatory');
  });
});
