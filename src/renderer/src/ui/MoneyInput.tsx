/**
 * An amount of the shop's money: never negative, to the cent, its digits grouped as the shop writes
 * them (₹10,56,000 in rupees and taka, $1,056,000 in dollars) while it is typed. Its value is the
 * number, without the commas. Where the currency sign stands is the caller's.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { digitGrouping } from '@shared/currency';
import { shopCurrency } from '../money';

export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      thousandsGroupStyle={digitGrouping(shopCurrency())}
      {...props}
    />
  );
}
