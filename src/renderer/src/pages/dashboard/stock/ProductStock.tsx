import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { Figure } from '../../../ui/Figure';
import { QueryState } from '../../../ui/QueryState';
import { AdjustStockButton } from './AdjustStockButton';
import { MovementHistory } from './MovementHistory';
import { ReorderSettings } from './ReorderSettings';

/**
 * A product's stock on its edit page: the stock now, adjusting it, when it is low and what to
 * reorder, and its history. Until variants, a product is its own one variant.
 */
export function ProductStock({ productId }: { productId: string }) {
  const item = useQuery({
    queryKey: queryKeys.stockItem(productId),
    queryFn: () => call('stockItem', { params: { variantId: productId } }),
  });
  return (
    <Stack gap="md" mt="xl">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reorder-settings">
        <QueryState query={item}>
          {(stock) => (
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4}>
                  <Title order={3} size="h4" id="reorder-settings">
                    {stockText.reorder.title}
                  </Title>
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
      <Stack gap="xs" component="section" aria-labelledby="stock-history">
        <Title order={3} size="h4" id="stock-history">
          {stockText.ledger.historyTitle}
        </Title>
        <MovementHistory caption={stockText.ledger.historyTitle} productId={productId} />
      </Stack>
    </Stack>
  );
}
