import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Card, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { Cart, CartItem } from '@shared/entities';
import { routes } from '@shared/routes';
import { variantName } from '@shared/stockLedger';
import { shippingSchema } from '@shared/schemas';
import type { ShippingQuote } from '@shared/codSchemas';
import type { PaymentMethod } from '@shared/orderStates';
import { codText } from '@shared/strings/labels/cod';
import { creditText } from '@shared/strings/labels/credit';
import { cartPage } from '@shared/strings/labels/cartPage';
import { AddressFields } from '../../address/AddressFields';
import { rememberAddress } from '../../address/rememberAddress';
import { SHIPPING_FIELDS, useShippingForm } from '../../address/shippingForm';
import { ApiError, call } from '../../api/client';
import { refreshAfterOrderChange } from '../../api/refreshes';
import { refreshCart, serverCartQuery } from '../../cart/serverCart';
import { OrderTotals } from '../../delivery/OrderTotals';
import { chosenMethod, PaymentMethodChoice } from '../../delivery/PaymentMethodChoice';
import { useAccountChoice } from '../../delivery/useAccountChoice';
import { queryKeys } from '../../api/queryKeys';
import { useDeliveryQuote } from '../../delivery/useDeliveryQuote';
import { useSession } from '../../stores/session';
import {
  BusinessPurchase,
  businessHasErrors,
  buyerFields,
  showBuyerRefusals,
  useBusinessForm,
} from '../../tax/BusinessPurchase';
import { notifyError, notifySuccess } from '../../ui/notify';
import { DeadEnd } from '../../ui/DeadEnd';
import { QueryState } from '../../ui/QueryState';
import { showToast } from '../../ui/Toasts';
import { TitledPage } from '../../ui/TitledPage';
import { formatPrice } from '../../money';

/** Why the server refused each line, by product: a refusal names `lines.{i}.quantity` or `.productId`. */
type LineRefusals = Readonly<Record<string, string>>;

const LINE_ISSUE = /^lines\.(\d+)\.(?:quantity|productId)$/;

function lineRefusals(error: ApiError, ordered: readonly CartItem[]): LineRefusals {
  const refusals: Record<string, string> = {};
  for (const issue of error.body.issues ?? []) {
    const line = ordered[Number(LINE_ISSUE.exec(issue.path)?.[1] ?? NaN)];
    if (line) refusals[line.variantId] ??= issue.message;
  }
  return refusals;
}

/**
 * The order's lines, each with its quantity, price and total, and why it cannot be ordered, if so;
 * then the subtotal, the delivery charge to the address and the total.
 */
function OrderSummary({
  cart,
  refusals,
  quote,
}: {
  cart: Cart;
  refusals: LineRefusals;
  quote: ShippingQuote | undefined;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-summary">
          {cartPage.yourOrder}
        </Title>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {cart.items.map((line) => {
            const why = refusals[line.variantId] ?? line.problem;
            return (
              <Stack component="li" key={line.variantId} gap={2} data-testid="order-line">
                <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {variantName(line.name, line.variantTitle)}
                  </Text>
                  <Text fw={700}>{formatPrice(line.lineTotal)}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {cartPage.lineSummary(line.quantity, formatPrice(line.price))}
                </Text>
                {why && (
                  <Text size="sm" fw={600} c="red.8">
                    {why}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
        <Divider />
        <OrderTotals subtotal={cart.subtotal} quote={quote} totalTestId="checkout-total" />
        <Anchor component={Link} to={routes.cart} size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {cartPage.backToCart}
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The address form and Place order, which orders every line of the cart at once and goes to pay. */
function CheckoutForm({ cart }: { cart: Cart }) {
  const address = useSession((s) => s.user?.address ?? null);
  const form = useShippingForm(address);
  const business = useBusinessForm();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusals, setRefusals] = useState<LineRefusals>({});
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const blocked = cart.items.some((line) => line.problem !== null);
  const { country, city } = form.getValues();
  const quote = useDeliveryQuote(
    cart.items.filter((line) => line.problem === null),
    { country, city: typeof city === 'string' ? city : '' },
  ).data;
  const codRefusal = quote?.cod.reason ?? null;
  const account = useAccountChoice(quote?.total ?? cart.subtotal);
  const method = chosenMethod(paymentMethod, codRefusal, account);

  const order = useMutation({
    mutationFn: (body: {
      ordered: CartItem[];
      shipping: z.output<typeof shippingSchema>;
      buyer: ReturnType<typeof buyerFields>;
    }) =>
      call('placeOrder', {
        body: {
          lines: body.ordered.map(({ productId, variantId, quantity }) => ({
            productId,
            variantId,
            quantity,
          })),
          ...body.shipping,
          ...body.buyer,
          paymentMethod: method,
        },
      }),
    onSuccess: async (placed) => {
      rememberAddress(placed);
      notifySuccess(
        placed.cod
          ? codText.placed(placed.number, formatPrice(placed.cod.owed))
          : placed.paymentMethod === 'account'
            ? creditText.checkout.placed(placed.number)
            : cartPage.orderPlaced(placed.number),
      );
      // Cash on delivery and on account have nothing to pay now: the order's page says what comes next.
      navigate(
        placed.paymentMethod === 'cod' || placed.paymentMethod === 'account'
          ? routes.orderDetail(placed._id)
          : routes.payment(placed._id),
      );
      if (placed.paymentMethod === 'account')
        void queryClient.invalidateQueries({ queryKey: queryKeys.credit });
      await Promise.all([refreshAfterOrderChange(queryClient, 'created', placed), refreshCart(queryClient)]);
    },
    onError: async (error, { ordered }) => {
      if (!(error instanceof ApiError)) return notifyError(error);
      const refused = lineRefusals(error, ordered);
      setRefusals(refused);
      for (const issue of error.body.issues ?? []) {
        if (SHIPPING_FIELDS.includes(issue.path)) form.setFieldError(issue.path, issue.message);
      }
      showBuyerRefusals(business, error.body);
      const first = ordered.find((line) => refused[line.productId]);
      if (first) showToast('error', cartPage.lineRefused(first.name, refused[first.productId] ?? ''));
      else notifyError(error);
      // Stock or the catalogue changed under the customer: the lines show it as they now stand.
      await refreshCart(queryClient);
    },
  });

  const placeOrder = (event: FormEvent) => {
    event.preventDefault();
    // Both are checked at once, so every problem shows in one go.
    const addressErrors = form.validate().hasErrors;
    if (businessHasErrors(business) || addressErrors) return;
    setRefusals({});
    order.mutate({
      ordered: cart.items,
      shipping: shippingSchema.parse(form.getValues()),
      buyer: buyerFields(business),
    });
  };

  return (
    <Grid gap="xl">
      {/* What is being ordered comes first, above the form on a phone; beside it, on its right, on wider screens. */}
      <Grid.Col span={{ base: 12, md: 5 }} order={{ md: 2 }}>
        <OrderSummary cart={cart} refusals={refusals} quote={quote} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ md: 1 }}>
        <Card
          component="form"
          onSubmit={placeOrder}
          noValidate
          withBorder
          padding="lg"
          aria-labelledby="deliver-to"
        >
          <Stack gap="md">
            <Title order={2} size="h4" id="deliver-to">
              {cartPage.deliverTo}
            </Title>
            <AddressFields form={form} />
            <BusinessPurchase form={business} />
            <PaymentMethodChoice
              value={method}
              onChange={setPaymentMethod}
              codRefusal={codRefusal}
              account={account}
            />
            {blocked && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} p="sm">
                {cartPage.problemsBlockCheckout}
              </Alert>
            )}
            {/* Its label wraps on a phone: "Place order: cash on delivery" is wider than one. */}
            <Button
              type="submit"
              size="md"
              loading={order.isPending}
              disabled={blocked}
              mt="xs"
              h="auto"
              mih={42}
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {method === 'cod'
                ? codText.placeCod
                : method === 'account'
                  ? creditText.checkout.place
                  : cartPage.placeOrder}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** `/checkout`: the signed-in customer's cart, delivered to an address, as one order. */
export function CheckoutPage() {
  const cart = useQuery({ ...serverCartQuery, refetchOnMount: 'always' });
  return (
    <TitledPage title={cartPage.checkoutTitle}>
      <QueryState query={cart}>
        {(current) =>
          current.items.length === 0 ? (
            <DeadEnd message={cartPage.emptyCart} backTo={routes.cart} backLabel={cartPage.backToCart} />
          ) : (
            <CheckoutForm cart={current} />
          )
        }
      </QueryState>
    </TitledPage>
  );
}
