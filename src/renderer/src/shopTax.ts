/**
 * The shop's tax regime as `GET /config` says it (docs/tax.md): which rates a product or a category may
 * take, and the default rate of those that name none. The staff's forms ask tax fields only under a
 * regime; with none they stay the spec's.
 */
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/entities';
import { taxFieldText as t } from '@shared/strings/labels/taxFields';
import { publicConfigQuery } from './publicConfig';

export type ShopTax = PublicConfig['tax'];

/** Until the config is read (it is, before any staff screen renders): no regime. */
const NO_TAX: ShopTax = { regime: 'none', rates: [], defaultRate: 0, asksRegion: false };

export function useShopTax(): ShopTax {
  return useQuery(publicConfigQuery).data?.tax ?? NO_TAX;
}

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
