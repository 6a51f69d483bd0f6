import { ActionIcon, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { toDollars } from '@shared/money';
import { variantName } from '@shared/stockLedger';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { VariantLabel } from '../../../ui/VariantLabel';
import classes from './SaleLinesTable.module.css';
import { lineTotalCents, type SaleLine } from './saleCart';
import type { SaleLines } from './useSaleLines';
import { withStockFrom } from './variantMatches';
import { formatPrice } from '../../../money';

const t = counterText.lines;

/**
 * A line's stock as the server has it now: refetched as web orders and counter sales move it. A tool
 * with neither SKU nor barcode (picked from the name search) is followed through its product instead.
 */
function LineStock({ line }: { line: SaleLine }) {
  const { item } = line;
  const live = useQuery({
    queryKey:
      line.code === '' ? queryKeys.counterLineVariant(item.variantId) : queryKeys.counterItem(line.code),
    queryFn: async () =>
      line.code === ''
        ? withStockFrom(await call('productsByIds', { query: { ids: item.productId } }), item)
        : call('counterLookup', { query: { code: line.code } }),
    initialData: item,
    staleTime: Infinity,
  });
  const stock = live.data.stock;
  return (
    <Text span inherit c={stock < line.quantity ? 'red.8' : undefined} data-testid="line-stock">
      {stock}
    </Text>
  );
}

/**
 * The sale's lines: each tool's price, live stock, quantity and total, and its removal. After Enter on
 * a quantity or a removal, the focus goes back to the scan box (`onEdited`).
 */
export function SaleLinesTable({ sale, onEdited }: { sale: SaleLines; onEdited: () => void }) {
  return (
    // Every column fits the window down to a phone's 390 px: nothing to scroll sideways.
    <Table striped verticalSpacing="xs" captionSide="top" className={classes.lines} data-testid="sale-lines">
      <Table.Caption>{t.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.tool}</Table.Th>
          <Table.Th ta="right">{t.price}</Table.Th>
          <Table.Th ta="right">{t.stock}</Table.Th>
          <Table.Th>{t.quantity}</Table.Th>
          <Table.Th ta="right">{t.total}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t.removeColumn}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sale.lines.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={6}>
              <Text c="dimmed">{t.empty}</Text>
            </Table.Td>
          </Table.Tr>
        )}
        {sale.lines.map((line) => {
          const name = variantName(line.item.name, line.item.variantTitle);
          return (
            <Table.Tr key={line.item.variantId} data-testid="sale-line">
              <Table.Td className={classes.tool}>
                <VariantLabel item={line.item} />
              </Table.Td>
              <Table.Td ta="right">{formatPrice(line.item.price)}</Table.Td>
              <Table.Td ta="right">
                <LineStock line={line} />
              </Table.Td>
              <Table.Td w={{ base: 64, xs: 110 }}>
                <NumberInput
                  aria-label={t.quantityOf(name)}
                  value={line.quantity}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  onChange={(value) => sale.setQuantity(line.item.variantId, Number(value) || 0)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') onEdited();
                  }}
                />
              </Table.Td>
              <Table.Td ta="right" data-testid="line-total">
                {formatPrice(toDollars(lineTotalCents(line)))}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t.remove(name)}
                  onClick={() => {
                    sale.remove(line.item.variantId);
                    onEdited();
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
