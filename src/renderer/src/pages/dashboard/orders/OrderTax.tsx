/**
 * An order's tax and documents on its page, the customer's and staff's alike: the tax in it by rate
 * (GST's CGST and SGST within the shop's state or IGST to another, or VAT), where it was supplied, the
 * business it was bought for, and its invoice and credit notes to download as PDFs.
 */
import type { ReactNode } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@shared/entities';
import type { InvoiceKind, InvoiceTaxLine } from '@shared/invoiceSchemas';
import { toCents, toDollars } from '@shared/money';
import { taxText } from '@shared/strings/labels/orderTax';
import { orderTaxName } from '@shared/tax/taxName';
import { formatPrice } from '../../../money';
import { saveInvoicePdf } from '../../../tax/saveInvoicePdf';
import { NumberCell } from '../../../ui/NumberCell';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { OrderCard } from './OrderCard';

type TaxPart = 'cgst' | 'sgst' | 'igst' | 'vat';

interface TaxColumn {
  label: string;
  amount: (line: InvoiceTaxLine) => number;
}

const partColumn = (part: TaxPart): TaxColumn => ({ label: taxText[part], amount: (line) => line[part] });

/**
 * The columns of the tax an order carries: VAT; or GST's parts it was charged in (CGST and SGST, or
 * IGST). An order of nil-rated goods alone charged none, so its one column is just GST.
 */
function taxColumns(order: Pick<Order, 'taxLines' | 'placeOfSupply'>): TaxColumn[] {
  const name = orderTaxName(order);
  if (name === 'VAT') return [partColumn('vat')];
  const charged = (['cgst', 'sgst', 'igst'] as const).filter((part) =>
    order.taxLines.some((line) => line[part] !== 0),
  );
  if (charged.length > 0) return charged.map(partColumn);
  return [{ label: name ?? '', amount: () => 0 }];
}

/** A sum in minor units, so no float error shows. */
const sumOf = (lines: readonly InvoiceTaxLine[], amount: (line: InvoiceTaxLine) => number) =>
  toDollars(lines.reduce((sum, line) => sum + toCents(amount(line)), 0));

/** One fact: its name on the left, its value on the right. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="div" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function TaxTable({ order }: { order: Order }) {
  const columns = taxColumns(order);
  // Rate, taxable value, CGST and SGST in rupees are wider than a phone's card: it scrolls.
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs" horizontalSpacing="xs" fz="sm" aria-label={taxText.taxTableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{taxText.rate}</Table.Th>
            <Table.Th ta="right">{taxText.taxable}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.label} ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.taxLines.map((line) => (
            <Table.Tr key={line.rate}>
              <Table.Th scope="row" fw={400}>
                {taxText.ratePercent(line.rate)}
              </Table.Th>
              <NumberCell>{formatPrice(line.taxable)}</NumberCell>
              {columns.map((column) => (
                <NumberCell key={column.label}>{formatPrice(column.amount(line))}</NumberCell>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {order.taxLines.length > 1 && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{taxText.totalTax}</Table.Th>
              <NumberCell fw={700}>{formatPrice(sumOf(order.taxLines, (line) => line.taxable))}</NumberCell>
              {columns.map((column) => (
                <NumberCell key={column.label} fw={700}>
                  {formatPrice(sumOf(order.taxLines, column.amount))}
                </NumberCell>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

/** The order's tax, place of supply and business buyer; nothing for an order sold without tax to no business. */
export function OrderTax({ order }: { order: Order }) {
  const taxed = orderTaxName(order) !== null;
  const business = order.buyerBusinessName ?? order.buyerTaxId;
  if (!taxed && business === null) return null;
  return (
    <OrderCard id="order-tax" title={taxText.taxTitle}>
      <Stack gap="sm">
        {taxed && <TaxTable order={order} />}
        {order.placeOfSupply && (
          <Fact label={taxText.placeOfSupply}>
            {taxText.stateWithCode(order.placeOfSupply.name, order.placeOfSupply.code)}
          </Fact>
        )}
        {business !== null && (
          // Under its label, not beside it: a business's name and its id need the card's width.
          <div>
            <Text c="dimmed">{taxText.businessBuyer}</Text>
            {order.buyerBusinessName && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {order.buyerBusinessName}
              </Text>
            )}
            {order.buyerTaxId && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {/* A GSTIN is 15 characters, a BIN 13 digits. */}
                {`${order.buyerTaxId.length === 15 ? taxText.gstin : taxText.bin} ${order.buyerTaxId}`}
              </Text>
            )}
          </div>
        )}
      </Stack>
    </OrderCard>
  );
}

/**
 * Saves an invoice's or credit note's PDF: a file the API serves only with the customer's bearer, so
 * fetched by the app (or, on the desktop, by main) rather than followed as a link.
 */
export function InvoiceDownloadButton({
  number,
  kind,
  short = false,
}: {
  number: string;
  kind: InvoiceKind;
  /** In a list's narrow column: "Invoice", its accessible name still the whole "Download invoice …". */
  short?: boolean;
}) {
  const download = useMutation({
    mutationFn: () => saveInvoicePdf(number),
    onSuccess: (saved) => {
      if (saved) notifySuccess(taxText.saved(number));
    },
    onError: notifyError,
  });
  const invoice = kind === 'invoice';
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={invoice ? taxText.downloadInvoiceOf(number) : taxText.downloadCreditNoteOf(number)}
    >
      {short ? taxText.invoiceShort : invoice ? taxText.downloadInvoice : taxText.downloadCreditNote}
    </Button>
  );
}

/** The order's invoice, once it is paid, and a credit note for each refund since. */
export function InvoiceDownloads({ order }: { order: Order }) {
  const documents: { number: string; kind: InvoiceKind }[] = [
    ...(order.invoiceNumber ? [{ number: order.invoiceNumber, kind: 'invoice' as const }] : []),
    ...order.creditNoteNumbers.map((number) => ({ number, kind: 'credit_note' as const })),
  ];
  if (documents.length === 0) return null;
  return (
    <OrderCard id="order-invoices" title={taxText.invoicesTitle}>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {documents.map(({ number, kind }) => (
          <Group component="li" key={number} justify="space-between" gap="sm">
            <Text style={{ overflowWrap: 'anywhere' }}>
              {kind === 'invoice' ? taxText.invoice(number) : taxText.creditNote(number)}
            </Text>
            <InvoiceDownloadButton number={number} kind={kind} />
          </Group>
        ))}
      </Stack>
    </OrderCard>
  );
}
