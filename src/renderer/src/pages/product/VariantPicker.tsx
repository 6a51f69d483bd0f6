/**
 * The option picker of a tool sold in several variants: one row of choices per option (e.g.
 * Voltage), the chosen variant kept in the address (`?variant=`) so a link shares it and price and
 * stock follow it. Each choice is a link to its variant's address: on a page the server rendered, a
 * click before the app has started still chooses (the server renders that variant). Links styled as
 * buttons, not radios: the product page's first paint carries the landing page's styles only.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams, type To } from 'react-router-dom';
import type { Product, Variant } from '@shared/entities';
import { shortOfMinimum } from '@shared/stock';
import { productPageText as t } from '@shared/strings/labels/productPage';
import { SkuLine } from '../../ui/SkuLine';

/**
 * The variant the address names, else the first that can be bought, else the first (its price and
 * stock are what the page shows), and the address that chooses another variant.
 */
export function useChosenVariant(product: Product): [Variant, (variant: Variant) => To] {
  const [params] = useSearchParams();
  const named = product.variants.find((variant) => variant._id === params.get('variant'));
  const chosen =
    named ??
    product.variants.find((variant) => !shortOfMinimum({ ...variant, minimumOrder: product.minimumOrder })) ??
    product.variants[0]!;
  const addressOf = (variant: Variant): To => {
    const next = new URLSearchParams(params);
    next.set('variant', variant._id);
    return { search: `?${next}` };
  };
  return [chosen, addressOf];
}

/** The variant with `value` for `option` and the chosen one's other values, or the first with `value`. */
function variantWith(product: Product, chosen: Variant, option: string, value: string): Variant | undefined {
  const wanted = { ...chosen.options, [option]: value };
  return (
    product.variants.find((variant) =>
      product.options.every((o) => variant.options[o.name] === wanted[o.name]),
    ) ?? product.variants.find((variant) => variant.options[option] === value)
  );
}

export function VariantPicker({
  product,
  chosen,
  addressOf,
}: {
  product: Product;
  chosen: Variant;
  addressOf: (variant: Variant) => To;
}) {
  if (product.variants.length < 2) return null;
  return (
    <Stack gap="sm">
      {product.options.map((option, i) => {
        const labelId = `option-${i}`;
        return (
          <Stack gap={6} key={option.name} role="group" aria-labelledby={labelId}>
            <Text id={labelId} fw={600} size="sm">
              {t.optionGroup(option.name)}
            </Text>
            <Group gap="xs">
              {option.values.map((value) => {
                const target = variantWith(product, chosen, option.name, value);
                const selected = chosen.options[option.name] === value;
                return target ? (
                  <Button
                    key={value}
                    component={Link}
                    to={addressOf(target)}
                    replace
                    preventScrollReset
                    size="sm"
                    variant={selected ? 'filled' : 'outline'}
                    aria-current={selected ? 'true' : undefined}
                  >
                    {value}
                  </Button>
                ) : (
                  <Button key={value} size="sm" variant="outline" disabled>
                    {value}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        );
      })}
      <SkuLine sku={chosen.sku} size="sm" />
    </Stack>
  );
}
