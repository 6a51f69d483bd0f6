import { Group, Image, Table, Text } from '@mantine/core';
import type { OrderDetail } from '@shared/entities';
import { variantName } from '@shared/stockLedger';
import { codText } from '@shared/strings/labels/cod';
import { fieldLabels } from '@shared/strings/labels/common';
import { orders } from '@shared/strings/labels/orders';
import { currentTransport } from '../../../api/client';
import { NumberCell } from '../../../ui/NumberCell';
import { OrderCard } from './OrderCard';
import { ReviewToolButton } from './ReviewToolButton';
import { SkuLine } from '../../../ui/SkuLine';
import { formatPrice } from '../../../money';
import { OrderTaxIncluded } from '../../../tax/TaxIncluded';

/**
 * "2 × ₹13,599.00" under a line's name on a phone: it may break after the ×, or the name's column
 * could not narrow enough for rupee and taka sums to fit beside it.
 */
const LINE_MATH_STYLE = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Every line with its picture, unit price, quantity and total, and the order's sums. On a phone
 * the unit price and quantity move under the name, and the total's tax note wraps, so the table
 * never scrolls sideways.
 */
export function OrderLines({ order, reviewable }: { order: OrderDetail; reviewable: boolean }) {
  return (
    <OrderCard id="order-items" title={orders.items}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" aria-labelledby="order-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{fieldLabels.item}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {fieldLabels.unitPrice}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {fieldLabels.quantity}
            </Table.Th>
            <Table.Th ta="right">{fieldLabels.total}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.variantId}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image
                    src={currentTransport().assetUrl(line.img)}
                    alt=""
                    w={56}
                    h={56}
                    fit="contain"
                    radius="sm"
                    bg="gray.0"
                    style={{ flexShrink: 0 }}
                  />
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Text fw={600} size="sm">
                      {variantName(line.name, line.variantTitle)}
                    </Text>
                    <SkuLine sku={line.sku} />
                    <Text size="sm" c="dimmed" hiddenFrom="sm" style={LINE_MATH_STYLE}>
                      {orders.lineMath(line.quantity, formatPrice(line.price))}
                    </Text>
                    {reviewable && <ReviewToolButton line={line} />}
                  </div>
                </Group>
              </Table.Td>
              <NumberCell visibleFrom="sm">{formatPrice(line.price)}</NumberCell>
              <NumberCell visibleFrom="sm">{line.quantity}</NumberCell>
              <NumberCell fw={600}>{formatPrice(line.total)}</NumberCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {order.shippingZone !== '' && (
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {codText.deliveryIn(order.shippingZone)}
              </Table.Th>
              <Table.Td visibleFrom="sm" />
              <Table.Td visibleFrom="sm" />
              <NumberCell fw={600}>{formatPrice(order.shippingTotal)}</NumberCell>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{fieldLabels.total}</Table.Th>
            <Table.Td visibleFrom="sm" />
            <NumberCell visibleFrom="sm" fw={700}>
              {order.quantity}
            </NumberCell>
            <NumberCell fw={700}>
              {formatPrice(order.totalPrice)}
              <OrderTaxIncluded
                order={order}
                size="xs"
                fw={400}
                testId="order-tax-included"
                style={{ whiteSpace: 'normal' }}
              />
            </NumberCell>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </OrderCard>
  );
}
