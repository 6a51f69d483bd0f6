import { Alert, Button, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Cart } from '@shared/entities';
import { formatUsd } from '@shared/money';
import { routes } from '@shared/routes';
import { shellText } from '@shared/strings/labels/shell';
import { shopping } from '@shared/strings/labels/shopping';
import { useCart } from '../../cart/useCart';
import { useSession } from '../../stores/session';
import { PageLoader } from '../../ui/PageLoader';
import { QueryState } from '../../ui/QueryState';
import { TOOLS_SECTION_ID } from '../home/ToolsSection';
import { CartLineCard } from './CartLineCard';
import { TitledPage } from '../../ui/TitledPage';

function EmptyCart() {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconShoppingCart size={34} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {shopping.emptyCart}
      </Title>
      <Text c="dimmed">{shopping.emptyCartHint}</Text>
      <Button component={Link} to={`${routes.home}#${TOOLS_SECTION_ID}`} mt="xs">
        {shellText.browseTools}
      </Button>
    </Stack>
  );
}

/** The subtotal, and Checkout while every line can be bought (a visitor signs in on the way). */
function CartSummary({ cart }: { cart: Cart }) {
  const blocked = cart.items.some((line) => line.problem !== null);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cart-summary">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="cart-summary">
            {shopping.subtotal}
          </Title>
          <Text c="dimmed" size="sm">
            {shopping.units(cart.count)}
          </Text>
        </Group>
        <Text fw={800} fz={28} c="safety.7" aria-live="polite" data-testid="cart-subtotal">
          {formatUsd(cart.subtotal)}
        </Text>
        {blocked && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} p="sm">
            {shopping.problemsBlockCheckout}
          </Alert>
        )}
        {blocked ? (
          <Button size="md" disabled>
            {shopping.checkout}
          </Button>
        ) : (
          <Button size="md" component={Link} to={routes.checkout}>
            {shopping.checkout}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** `/cart`: the tools waiting to be ordered, for visitors (the browser's cart) and customers alike. */
export function CartPage() {
  const { cart, setQuantity, remove } = useCart();
  const loading = useSession((s) => s.loading);
  return (
    <TitledPage title={shopping.cartTitle}>
      {loading ? (
        <PageLoader />
      ) : (
        <QueryState query={cart}>
          {(current) =>
            current.items.length === 0 ? (
              <EmptyCart />
            ) : (
              <Grid gap="xl">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Stack gap="md" component="section" aria-label={shopping.cartLines}>
                    {current.items.map((line) => (
                      <CartLineCard
                        key={line.variantId}
                        line={line}
                        onQuantity={setQuantity}
                        onRemove={remove}
                      />
                    ))}
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <CartSummary cart={current} />
                </Grid.Col>
              </Grid>
            )
          }
        </QueryState>
      )}
    </TitledPage>
  );
}
