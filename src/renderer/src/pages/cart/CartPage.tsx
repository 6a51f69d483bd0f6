import { Alert, Button, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Cart } from '@shared/entities';
import { routes } from '@shared/routes';
import { shellText } from '@shared/strings/labels/shell';
import { codText } from '@shared/strings/labels/cod';
import { cartPage } from '@shared/strings/labels/cartPage';
import { useCart } from '../../cart/useCart';
import { useDeliveryQuote } from '../../delivery/useDeliveryQuote';
import { useSession } from '../../stores/session';
import { PageLoader } from '../../ui/PageLoader';
import { QueryState } from '../../ui/QueryState';
import { TOOLS_SECTION_ID } from '../home/ToolsSection';
import { CartLineCard } from './CartLineCard';
import { TitledPage } from '../../ui/TitledPage';
import { formatPrice } from '../../money';
import { TaxIncluded } from '../../tax/TaxIncluded';

function EmptyCart() {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconShoppingCart size={34} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {cartPage.emptyCart}
      </Title>
      <Text c="dimmed">{cartPage.emptyCartHint}</Text>
      <Button component={Link} to={`${routes.home}#${TOOLS_SECTION_ID}`} mt="xs">
        {shellText.browseTools}
      </Button>
    </Stack>
  );
}

/** The delivery charge to the customer's saved address; without one, where it will come from. */
function CartDelivery({ cart }: { cart: Cart }) {
  const address = useSession((s) => s.user?.address ?? null);
  const quote = useDeliveryQuote(
    address ? cart.items.filter((line) => line.problem === null) : [],
    address ?? { country: '', city: '' },
  ).data;
  if (!address || !quote) {
    return (
      <Text size="sm" c="dimmed">
        {codText.deliveryAfterAddress}
      </Text>
    );
  }
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap">
      <Text size="sm">{codText.deliveryIn(quote.zone)}</Text>
      <Text size="sm" fw={600} data-testid="cart-delivery">
        {formatPrice(quote.shipping)}
      </Text>
    </Group>
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
            {cartPage.subtotal}
          </Title>
          <Text c="dimmed" size="sm">
            {cartPage.units(cart.count)}
          </Text>
        </Group>
        <Text fw={800} fz={28} c="safety.7" aria-live="polite" data-testid="cart-subtotal">
          {formatPrice(cart.subtotal)}
        </Text>
        {/* The quote's tax would count the delivery charge's, which this figure leaves out. */}
        <TaxIncluded mt={-8} testId="tax-included" />
        <CartDelivery cart={cart} />
        {blocked && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} p="sm">
            {cartPage.problemsBlockCheckout}
          </Alert>
        )}
        {blocked ? (
          <Button size="md" disabled>
            {cartPage.checkout}
          </Button>
        ) : (
          <Button size="md" component={Link} to={routes.checkout}>
            {cartPage.checkout}
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
    <TitledPage title={cartPage.cartTitle}>
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
                  <Stack gap="md" component="section" aria-label={cartPage.cartLines}>
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
