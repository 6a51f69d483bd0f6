/**
 * Card, cash on delivery, or (for a customer with credit) on their account, beside each other; cash on
 * delivery and on account say plainly why when they are not offered.
 */
import { Radio, Stack } from '@mantine/core';
import type { PaymentMethod } from '@shared/orderStates';
import { codText } from '@shared/strings/labels/cod';
import { creditText } from '@shared/strings/labels/credit';
import type { AccountChoice } from './useAccountChoice';

/** The way the order will be paid: the one chosen, or card when the chosen one is not offered. */
export function chosenMethod(
  wanted: PaymentMethod,
  codRefusal: string | null,
  account: AccountChoice | null,
): PaymentMethod {
  if (wanted === 'cod' && codRefusal) return 'card';
  if (wanted === 'account' && (account === null || account.refusal !== null)) return 'card';
  return wanted;
}

export function PaymentMethodChoice({
  value,
  onChange,
  codRefusal,
  account = null,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Why cash on delivery cannot pay this order (the quote says), or null when it can. */
  codRefusal: string | null;
  /** The signed-in customer's credit, when they have any (docs/credit.md). */
  account?: AccountChoice | null;
}) {
  return (
    <Radio.Group
      label={codText.paymentMethod}
      value={chosenMethod(value, codRefusal, account)}
      onChange={(method) => onChange(method as PaymentMethod)}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="card" label={codText.card} description={codText.cardHint} />
        <Radio
          value="cod"
          label={codText.cashOnDelivery}
          // The server's reason is a whole sentence that names cash on delivery itself.
          description={codRefusal ?? codText.codHint}
          disabled={codRefusal !== null}
        />
        {account && (
          <Radio
            value="account"
            label={creditText.checkout.payOnAccount}
            description={account.refusal ?? account.hint}
            disabled={account.refusal !== null}
          />
        )}
      </Stack>
    </Radio.Group>
  );
}
