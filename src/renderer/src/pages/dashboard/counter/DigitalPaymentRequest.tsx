import { Paper, Stack, Text, Title } from '@mantine/core';
import { upiPayLink } from '@shared/digitalPayments';
import { toCents } from '@shared/money';
import type { DigitalPaymentMethod } from '@shared/orderStates';
import { counterText } from '@shared/strings/labels/counterScreen';
import type { CounterMoney } from '../../../counterMoney';
import { UpiQrCode } from './UpiQrCode';
import { formatPrice } from '../../../money';

const t = counterText.pay.request;

/**
 * What the customer pays by UPI, bKash or Nagad, shown to them across the counter: for UPI the QR code
 * their app scans, with the payee and its UPI id; for bKash and Nagad the shop's number, large; and the
 * amount, large, with the note that names the sale.
 */
export function DigitalPaymentRequest({
  method,
  amount,
  note,
  digital,
}: {
  method: DigitalPaymentMethod;
  amount: number;
  note: string;
  digital: CounterMoney['digital'];
}) {
  const upi = method === 'upi' ? digital.upi : null;
  const wallet = method === 'bkash' ? digital.bkash : method === 'nagad' ? digital.nagad : null;
  return (
    <Paper withBorder p="sm" data-testid="digital-request">
      <Stack gap={4} align="center">
        <Text fw={600}>{t[method]}</Text>
        {upi && (
          <UpiQrCode
            link={upiPayLink({ upiId: upi.id, payee: upi.payee, amountCents: toCents(amount), note })}
            label={t.qr(formatPrice(amount), upi.payee)}
          />
        )}
        {upi && <Text>{t.payee(upi.payee, upi.id)}</Text>}
        {wallet && (
          <Title order={2} size="h1" data-testid="wallet-number">
            {wallet.number}
          </Title>
        )}
        <Title order={2} size="h2" data-testid="digital-amount">
          {t.amount(formatPrice(amount))}
        </Title>
        <Text size="sm" c="dimmed">
          {t.note(note)}
        </Text>
      </Stack>
    </Paper>
  );
}
