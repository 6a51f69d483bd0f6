import type { ComponentProps } from 'react';
import { Anchor, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { codText } from '@shared/strings/labels/cod';
import { creditText } from '@shared/strings/labels/credit';
import { purchase as t } from '@shared/strings/labels/storefront';
import { toasts } from '@shared/strings/labels/toasts';
import { rememberAddress } from '../../address/rememberAddress';
import { call, type BodyOf } from '../../api/client';
import { refreshAfterOrderChange } from '../../api/refreshes';
import { refreshCart } from '../../cart/serverCart';
import { queryKeys } from '../../api/queryKeys';
import { notifySuccess } from '../../ui/notify';
import { DeadEnd } from '../../ui/DeadEnd';
import { QueryState } from '../../ui/QueryState';
import type { MyOrdersLocationState } from '../dashboard/orders/MyOrdersPage';
import { useSession } from '../../stores/session';
import { useAccount } from '../dashboard/useAccount';
import { TOOLS_SECTION_ID } from '../home/ToolsSection';
import { PurchaseForm } from './PurchaseForm';
import { useChosenVariant } from '../product/VariantPicker';
import { useProductPage } from '../product/useProductPage';
import { usePageTitle } from '../../ui/usePageTitle';
import { formatPrice } from '../../money';

/** The purchase form of the variant the address names (`?variant=`), drawn afresh for another. */
function ChosenPurchase(props: Omit<ComponentProps<typeof PurchaseForm>, 'variant' | 'addressOf'>) {
  const [variant, addressOf] = useChosenVariant(props.product);
  return (
    <PurchaseForm
      key={`${props.product._id}/${variant._id}`}
      {...props}
      variant={variant}
      addressOf={addressOf}
    />
  );
}

/** `/purchase/{id}`: the product as its own page has it (`GET /product/{id}`), never the whole catalogue. */
export function PurchasePage() {
  const { page: productPage, missing } = useProductPage();
  const { email, name } = useAccount();
  const address = useSession((s) => s.user?.address ?? null);
  const buyer = { email, name, address };
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  usePageTitle(t.title);

  const placeOrder = async (order: BodyOf<'placeOrder'>) => {
    const placed = await call('placeOrder', { body: order });
    rememberAddress(placed);
    // The ordered tool leaves the cart too.
    await Promise.all([refreshAfterOrderChange(queryClient, 'created', placed), refreshCart(queryClient)]);
    notifySuccess(
      placed.cod
        ? codText.placed(placed.number, formatPrice(placed.cod.owed))
        : placed.paymentMethod === 'account'
          ? creditText.checkout.placed(placed.number)
          : toasts.purchaseSaved,
    );
    if (placed.paymentMethod === 'account')
      void queryClient.invalidateQueries({ queryKey: queryKeys.credit });
    navigate(routes.myOrders, { state: { placedOrderId: placed._id } satisfies MyOrdersLocationState });
  };

  return (
    <Container py={{ base: 'lg', md: 48 }}>
      <Anchor component={Link} to={`${routes.home}#${TOOLS_SECTION_ID}`} size="sm" fw={600}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t.backToTools}
        </Group>
      </Anchor>
      <Title order={1} size="h2" mt="xs" mb="lg">
        {t.title}
      </Title>
      {missing ? (
        <DeadEnd message={t.notFound} backTo={routes.home} backLabel={t.backToTools} />
      ) : (
        <QueryState query={productPage}>
          {({ product }) => <ChosenPurchase product={product} buyer={buyer} onPurchase={placeOrder} />}
        </QueryState>
      )}
    </Container>
  );
}
