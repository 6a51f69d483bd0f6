import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Product, Variant } from '@shared/entities';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { Figure } from '../../../ui/Figure';
import { QueryState } from '../../../ui/QueryState';
import { AdjustStockButton } from './AdjustStockButton';
import { SkuLine } from '../../../ui/SkuLine';
import { MovementHistory } from './MovementHistory';
import { ReorderSettings } from './ReorderSettings';

/**
 * A product's stock on its edit page: for each of its variants the stock now, adjusting it, when it
 * is low and what to reorder; then the product's history, every variant's movements.
 */
export function ProductStock({ product }: { product: Product }) {
  return (
    <Stack gap="md" mt="xl">
      {product.variants.map((variant) => (
        <VariantStock key={variant._id} variant={variant} />
      ))}
      <Stack gap="xs" component="section" aria-labelledby="stock-history">
        <Title order={3} size="h4" id="stock-history">
          {stockText.ledger.historyTitle}
        </Title>
        <MovementHistory caption={stockText.ledger.historyTitle} productId={product._id} />
      </Stack>
    </Stack>
  );
}

function VariantStock({ variant }: { variant: Variant }) {
  const item = useQuery({
    queryKey: queryKeys.stockItem(variant._id),
    queryFn: () => call('stockItem', { params: { variantId: variant._id } }),
  });
  const headingId = `reorder-settings-${variant._id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <QueryState query={item}>
        {(stock) => (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4}>
                <Title order={3} size="h4" id={headingId}>
                  {stockText.reorder.titleOf(variant.title)}
                </Title>
                <SkuLine sku={variant.sku} size="sm" />
                <Group gap="sm">
                  <Figure label={stockText.reorder.inStock}>{stock.stock}</Figure>
                  {stock.low && (
                    <Badge color="red" c="dark.8" variant="light" tt="none">
                      {stockText.reorder.lowNow(stock.threshold)}
                    </Badge>
                  )}
                </Group>
              </Stack>
              <AdjustStockButton item={stock} />
            </Group>
            <ReorderSettings key={stock.variantId} item={stock} />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
