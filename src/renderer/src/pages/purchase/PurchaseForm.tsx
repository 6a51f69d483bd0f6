import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconShoppingCartPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { To } from 'react-router-dom';
import { z } from 'zod';
import type { Product, Shipping, Variant } from '@shared/entities';
import { toCents, toDollars } from '@shared/money';
import { quantitySchema, shippingSchema } from '@shared/schemas';
import { shortOfMinimum } from '@shared/stock';
import { fieldLabels } from '@shared/strings/labels/common';
import type { PaymentMethod } from '@shared/orderStates';
import { codText } from '@shared/strings/labels/cod';
import { shopping } from '@shared/strings/labels/shopping';
import { purchase as t } from '@shared/strings/labels/storefront';
import { AddressFields } from '../../address/AddressFields';
import { SHIPPING_FIELDS, useShippingForm } from '../../address/shippingForm';
import { ApiError, type BodyOf } from '../../api/client';
import { addToCart } from '../../cart/addToCart';
import { OrderTotals } from '../../delivery/OrderTotals';
import { chosenMethod, PaymentMethodChoice } from '../../delivery/PaymentMethodChoice';
import { useAccountChoice } from '../../delivery/useAccountChoice';
import { useDeliveryQuote } from '../../delivery/useDeliveryQuote';
import {
  BusinessPurchase,
  businessHasErrors,
  buyerFields,
  showBuyerRefusals,
  useBusinessForm,
} from '../../tax/BusinessPurchase';
import { Figure } from '../../ui/Figure';
import { notifyError } from '../../ui/notify';
import { useBusy } from '../../ui/useBusy';
import { ProductDescription } from '../product/ProductDescription';
import { ProductPicture } from '../product/ProductPicture';
import { VariantPicker } from '../product/VariantPicker';
import { formatPrice } from '../../money';

export interface Buyer {
  email: string;
  name: string;
  /** The address of the buyer's last order: it fills the shipping form. */
  address: Shipping | null;
}

interface PurchaseFormProps {
  product: Product;
  /** The variant bought, chosen with the picker of a tool sold in several. */
  variant: Variant;
  /** The address that chooses another variant. */
  addressOf: (variant: Variant) => To;
  buyer: Buyer;
  /** Places the order; rejects with the API's error (its field issues are shown on the fields). */
  onPurchase: (order: BodyOf<'placeOrder'>) => Promise<void>;
}

const totalOf = (price: number, quantity: number) => toDollars(toCents(price) * quantity);

/**
 * The purchase page's forms: the product card with its quantity form and Add to cart, billing
 * (read-only) and shipping, and Purchase Now. The quantity rule and messages come from `quantitySchema`.
 */
export function PurchaseForm({ product, variant, addressOf, buyer, onPurchase }: PurchaseFormProps) {
  const stock = useMemo(
    () => ({ minimumOrder: product.minimumOrder, availableQuantity: variant.availableQuantity }),
    [product.minimumOrder, variant.availableQuantity],
  );
  const quantityRule = useMemo(() => quantitySchema(stock), [stock]);
  const soldOut = shortOfMinimum(stock);
  const [quantity, setQuantity] = useState(product.minimumOrder);

  const quantityForm = useForm<{ quantity: number | string }>({
    initialValues: { quantity: product.minimumOrder },
    validate: zod4Resolver(z.object({ quantity: quantityRule })),
  });
  const shippingForm = useShippingForm(buyer.address);
  const businessForm = useBusinessForm();
  const queryClient = useQueryClient();
  const adding = useBusy();

  const order = useMutation({
    mutationFn: onPurchase,
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const issue of error.body.issues ?? []) {
          if (issue.path === 'quantity') quantityForm.setFieldError('quantity', issue.message);
          else if (SHIPPING_FIELDS.includes(issue.path))
            shippingForm.setFieldError(issue.path, issue.message);
        }
        showBuyerRefusals(businessForm, error.body);
      }
      notifyError(error);
    },
  });

  // What Purchase Now will order: the typed quantity once it is valid, else the last one taken.
  const typed = quantityRule.safeParse(quantityForm.values.quantity);
  const orderedQuantity = typed.success ? typed.data : quantity;
  const ordered = { productId: product._id, variantId: variant._id, quantity: orderedQuantity };
  const quote = useDeliveryQuote(soldOut ? [] : [ordered], {
    country: shippingForm.values.country,
    city: typeof shippingForm.values.city === 'string' ? shippingForm.values.city : '',
  }).data;
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const codRefusal = quote?.cod.reason ?? null;
  const account = useAccountChoice(quote?.total ?? totalOf(variant.price, orderedQuantity));
  const method = chosenMethod(paymentMethod, codRefusal, account);

  const updateQuantity = quantityForm.onSubmit(({ quantity: chosen }) =>
    setQuantity(quantityRule.parse(chosen)),
  );

  const addToCartNow = () => {
    if (quantityForm.validate().hasErrors) return;
    void adding.run(() => addToCart(queryClient, product, variant, orderedQuantity));
  };

  const purchaseNow = (event: FormEvent) => {
    event.preventDefault();
    // Both forms are checked at once, so every problem shows in one go.
    const quantityErrors = quantityForm.validate().hasErrors;
    const shippingErrors = shippingForm.validate().hasErrors;
    const businessErrors = businessHasErrors(businessForm);
    if (quantityErrors || shippingErrors || businessErrors) return;
    const chosen = quantityRule.parse(quantityForm.getValues().quantity);
    const shipping = shippingSchema.parse(shippingForm.getValues());
    setQuantity(chosen);
    order.mutate({
      productId: product._id,
      variantId: variant._id,
      email: buyer.email,
      name: product.name,
      price: variant.price,
      quantity: chosen,
      totalPrice: totalOf(variant.price, chosen),
      padi: false,
      ...shipping,
      ...buyerFields(businessForm),
      paymentMethod: method,
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
      <Card component="section" aria-label={product.name} shadow="xs">
        <Card.Section bg="gray.0">
          <ProductPicture product={product} fit="cover" />
        </Card.Section>
        <Stack gap="sm" mt="md">
          <Title order={2} size="h3">
            {product.name}
          </Title>
          <ProductDescription description={product.description} size="sm" c="dimmed" />
          <VariantPicker product={product} chosen={variant} addressOf={addressOf} />
          <SimpleGrid cols={3} spacing="sm">
            <Figure label={fieldLabels.unitPrice}>{formatPrice(variant.price)}</Figure>
            <Figure label={fieldLabels.minimumOrder}>{product.minimumOrder}</Figure>
            <Figure label={fieldLabels.available} testId="available-quantity">
              {variant.availableQuantity}
            </Figure>
          </SimpleGrid>
          <Divider />
          {soldOut ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
              {t.soldOut}
            </Alert>
          ) : (
            <form onSubmit={updateQuantity} noValidate>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <NumberInput
                  label={fieldLabels.quantity}
                  min={0}
                  allowNegative={false}
                  allowDecimal={false}
                  style={{ flex: 1 }}
                  {...quantityForm.getInputProps('quantity')}
                />
                <Button type="submit" variant="light" mt={25} disabled={order.isPending}>
                  {t.updateQuantity}
                </Button>
              </Group>
            </form>
          )}
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{t.totalPrice}</Text>
            <Text fw={800} fz={28} c="safety.7" aria-live="polite" data-testid="total-price">
              {formatPrice(totalOf(variant.price, orderedQuantity))}
            </Text>
          </Group>
          {!soldOut && (
            <Button
              variant="outline"
              leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
              onClick={addToCartNow}
              loading={adding.busy}
            >
              {shopping.addToCart}
            </Button>
          )}
        </Stack>
      </Card>

      <Card component="form" onSubmit={purchaseNow} noValidate shadow="xs" aria-label={t.title}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t.billing}
          </Title>
          <TextInput label={fieldLabels.email} value={buyer.email} readOnly variant="filled" />
          <TextInput label={fieldLabels.name} value={buyer.name} readOnly variant="filled" />
          <Title order={2} size="h4" mt="sm">
            {t.shipping}
          </Title>
          <AddressFields form={shippingForm} />
          <BusinessPurchase form={businessForm} />
          <Divider />
          <OrderTotals
            subtotal={totalOf(variant.price, orderedQuantity)}
            quote={quote}
            totalTestId="total-with-delivery"
          />
          <PaymentMethodChoice
            value={method}
            onChange={setPaymentMethod}
            codRefusal={codRefusal}
            account={account}
          />
          <Button type="submit" size="md" loading={order.isPending} disabled={soldOut} mt="xs">
            {method === 'cod' ? codText.placeCod : t.purchaseNow}
          </Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
