import type { ChangeEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { sandboxCardSchema } from '@shared/schemas';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { orders } from '@shared/strings/labels/orders';
import { call } from '../../../api/client';
import { notifyError } from '../../../ui/notify';
import type { PaymentFormProps } from './PaymentForm';
import { PaymentFailure } from './PaymentFailure';

const t = dashboardText.payment;
const cardSchema = sandboxCardSchema.pick({ number: true, expiry: true, cvc: true });
type CardFields = { number: string; expiry: string; cvc: string };

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card. */
const groupCardNumber = (value: string) => digitsOnly(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
/** "1230" → "12/30": the slash comes by itself once the month is typed. */
const formatExpiry = (value: string) => {
  const digits = digitsOnly(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The sandbox driver's card form: the same confirm step as Stripe's, answered by our server. */
export function SandboxCardForm({ intent, onPaid }: PaymentFormProps) {
  const form = useForm<CardFields>({
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: zod4Resolver(cardSchema),
  });

  const pay = useMutation({
    mutationFn: async (card: CardFields) => {
      if (!intent) return;
      const confirmed = await call('confirmSandboxPayment', {
        body: {
          intentId: intent.intentId,
          clientSecret: intent.clientSecret,
          number: digitsOnly(card.number, 19),
          expiry: card.expiry,
          cvc: card.cvc,
        },
      });
      await onPaid(confirmed.intentId);
    },
    // A decline keeps its provider wording ("Your card was declined."); the order stays unpaid.
    onError: notifyError,
  });

  const field = (name: keyof CardFields, format: (value: string) => string) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(name, format(event.currentTarget.value)),
    };
  };

  /** What every card input shares: a label, its hint, digits on a phone's keypad, autofill. */
  const cardInput = (label: string, placeholder: string, autoComplete: string) => ({
    label,
    placeholder,
    inputMode: 'numeric' as const,
    autoComplete,
    required: true,
  });

  return (
    <form onSubmit={form.onSubmit((card) => pay.mutate(card))} noValidate>
      <Stack gap="sm">
        <TextInput
          {...cardInput(t.cardNumber, t.cardNumberPlaceholder, 'cc-number')}
          {...field('number', groupCardNumber)}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            {...cardInput(t.expiry, t.expiryPlaceholder, 'cc-exp')}
            {...field('expiry', formatExpiry)}
          />
          <TextInput
            {...cardInput(t.cvc, t.cvcPlaceholder, 'cc-csc')}
            {...field('cvc', (value) => digitsOnly(value, 4))}
          />
        </Group>
        {pay.isError && <PaymentFailure error={pay.error} />}
        <Button type="submit" size="md" disabled={!intent} loading={pay.isPending}>
          {orders.pay}
        </Button>
      </Stack>
    </form>
  );
}
