/**
 * The option picker of a tool sold in several variants: one row of choices per option (e.g.
 * Voltage), the chosen variant kept in the address (`?variant=`) so a link shares it and price and
 * stock follow it. Buttons, not radios: the product page's first paint carries the landing page's
 * styles only.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { Product, Variant } from '@shared/entities';
import { isSoldOut } from '@shared/stock';
import { productPageText as t } from '@shared/strings/labels/productPage';
import { SkuLine } from '../../ui/SkuLine';

/**
 * The variant the address names, else the first that can be bought, else the first. Its price and
 * stock are what the page shows.
 */
export function useChosenVariant(product: Product): [Variant, (variant: Variant) => void] {
  const [params, setParams] = useSearchParams();
  const named = product.variants.find((variant) => variant._id === params.get('variant'));
  const chosen =
    named ??
    product.variants.find((variant) => !isSoldOut({ ...variant, minimumOrder: product.minimumOrder })) ??
    product.variants[0]!;
  const choose = (variant: Variant) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('variant', variant._id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [chosen, choose];
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
  onChoose,
}: {
  product: Product;
  chosen: Variant;
  onChoose: (variant: Variant) => void;
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
                return (
                  <Button
                    key={value}
                    size="sm"
                    variant={selected ? 'filled' : 'outline'}
                    aria-pressed={selected}
                    disabled={!target}
                    onClick={() => target && onChoose(target)}
                  >
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
