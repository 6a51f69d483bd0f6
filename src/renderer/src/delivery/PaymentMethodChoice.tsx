/** Card or cash on delivery, beside each other; cash on delivery says plainly why when it is not offered. */
import { Radio, Stack } from '@mantine/core';
import type { PaymentMethod } from '@shared/orderStates';
import { codText } from '@shared/strings/labels/cod';

export function PaymentMethodChoice({
  value,
  onChange,
  codRefusal,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Why cash on delivery cannot pay this order (the quote says), or null when it can. */
  codRefusal: string | null;
}) {
  return (
    <Radio.Group
      label={codText.paymentMethod}
      value={codRefusal ? 'card' : value}
      onChange={(method) => onChange(method as PaymentMethod)}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="card" label={codText.card} description={codText.cardHint} />
        <Radio
          value="cod"
          label={codText.cashOnDelivery}
          description={codRefusal ? codText.notOffered(codRefusal) : codText.codHint}
          disabled={codRefusal !== null}
        />
      </Stack>
    </Radio.Group>
  );
}
