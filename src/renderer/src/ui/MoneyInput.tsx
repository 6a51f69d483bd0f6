/** An amount of dollars: never negative, to the cent. Where the `$` stands is the caller's. */
import { NumberInput, type NumberInputProps } from '@mantine/core';

export function MoneyInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} allowNegative={false} {...props} />;
}
