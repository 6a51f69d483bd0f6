/**
 * What a total says of its tax (prices include it): "incl. ₹180.00 GST" where the amount is known,
 * "incl. tax" where it is not yet. A shop with no regime, and an order sold without tax, say nothing.
 */
import { Text, type TextProps } from '@mantine/core';
import type { Order } from '@shared/entities';
import { taxText } from '@shared/strings/labels/orderTax';
import { orderTaxName, type TaxName } from '@shared/tax/taxName';
import { formatPrice } from '../money';
import { shopTaxName } from './shopTax';

type NoteProps = Omit<TextProps, 'children'> & { testId?: string };

function TaxNote({ name, amount, testId, ...props }: NoteProps & { name: TaxName; amount?: number }) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId} {...props}>
      {amount === undefined ? taxText.inclTax : taxText.inclTaxOf(formatPrice(amount), name)}
    </Text>
  );
}

/** Beside a total not yet ordered: `amount` once the server has worked it out (the delivery quote). */
export function TaxIncluded({ amount, ...props }: NoteProps & { amount?: number | undefined }) {
  const name = shopTaxName();
  return name && <TaxNote name={name} amount={amount} {...props} />;
}

/** Under a product's price: that it includes every tax, in a shop with a regime. */
export function AllTaxesIncluded({ testId, ...props }: NoteProps) {
  return (
    shopTaxName() && (
      <Text size="sm" c="dimmed" data-testid={testId} {...props}>
        {taxText.inclusiveOfAllTaxes}
      </Text>
    )
  );
}

/** Beside an order's total: the tax it carries, as charged. */
export function OrderTaxIncluded({
  order,
  ...props
}: NoteProps & { order: Pick<Order, 'taxLines' | 'placeOfSupply' | 'taxTotal'> }) {
  const name = orderTaxName(order);
  return name && <TaxNote name={name} amount={order.taxTotal} {...props} />;
}
