/**
 * The staff's tax-rate selects (a product's, a category's): the regime's rates as choices, and a rate
 * as a select holds it and as the API takes it.
 */
import { taxFieldText as t } from '@shared/strings/labels/taxFields';
import type { ShopTax } from '../../../tax/shopTax';

/**
 * A rate select's choices: none of its own first (`defaultLabel`, the rate it then takes), then the
 * regime's rates, and the `current` choice should it be off the list (a rate given before the regime's
 * list changed: shown as it is, for the form's check to name). Values are strings, as a select holds
 * them; '' is none.
 */
export function rateChoices(tax: ShopTax, defaultLabel: string, current = '') {
  const choices = [
    { value: '', label: defaultLabel },
    ...tax.rates.map((rate) => ({ value: String(rate), label: t.percent(rate) })),
  ];
  if (!choices.some((choice) => choice.value === current))
    choices.push({ value: current, label: t.percent(Number(current)) });
  return choices;
}

/** A rate as a select holds it ('' for none) and as the API takes it (null for none). */
export const rateOfChoice = (choice: string): number | null => (choice === '' ? null : Number(choice));
export const choiceOfRate = (rate: number | null): string => (rate === null ? '' : String(rate));
