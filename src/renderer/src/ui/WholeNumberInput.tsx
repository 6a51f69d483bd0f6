import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A count (days, units, a rank): a whole number, never below zero. */
export function WholeNumberInput(props: Omit<NumberInputProps, 'allowDecimal' | 'allowNegative'>) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />;
}
