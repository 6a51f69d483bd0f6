import { useMemo, useState } from 'react';
import { Box, Button, Input, Stack } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMutation } from '@tanstack/react-query';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { orders } from '@shared/strings/labels/orders';
import { notifyError } from '../../../ui/notify';
import type { PaymentFormProps } from './PaymentForm';
import { PaymentFailure } from './PaymentFailure';

/** The stripe driver's card form: Stripe Elements' CardElement, confirmed with the intent's secret. */
export function StripeCardForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  // `pure` fetches Stripe.js only here, when this driver is in use.
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ intent, onPaid }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);

  const pay = useMutation({
    mutationFn: async () => {
      const card = elements?.getElement(CardElement);
      // Without the script or the card element, submitting does nothing.
      if (!stripe || !card || !intent) return;
      const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card },
      });
      if (error) throw new Error(error.message);
      await onPaid(paymentIntent.id);
    },
    onError: notifyError,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        pay.mutate();
      }}
    >
      <Stack gap="sm">
        <Input.Wrapper label={dashboardText.payment.cardNumber} required>
          <Box
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <CardElement onReady={() => setCardReady(true)} />
          </Box>
        </Input.Wrapper>
        {pay.isError && <PaymentFailure error={pay.error} />}
        <Button type="submit" size="md" disabled={!stripe || !cardReady || !intent} loading={pay.isPending}>
          {orders.pay}
        </Button>
      </Stack>
    </form>
  );
}
