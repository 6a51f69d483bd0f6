import { Alert } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { readableError } from '../../../ui/notify';

/** Beside the card form: why the last attempt failed, in the provider's words (as in the toast). */
export function PaymentFailure({ error }: { error: unknown }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconCreditCardOff aria-hidden />}
      title={dashboardText.payment.declined}
    >
      {readableError(error)}
    </Alert>
  );
}
