import type { RefObject } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { counterText } from '@shared/strings/labels/counterScreen';
import { MoneyInput } from '../../../ui/MoneyInput';
import type { Settlement } from './saleCart';
import type { TenderEntry } from './useTender';
import { formatPrice } from '../../../money';

const t = counterText.pay;

/**
 * The payment form: the sale's total, cash (or exactly what the card leaves), card and its reference,
 * the change due or what is still to pay, where the receipt goes, Pay and Clear sale.
 */
export function PaymentPanel({
  settlement,
  tender,
  cashField,
  hasLines,
  paying,
  refusal,
  onPay,
  onClear,
}: {
  settlement: Settlement;
  tender: TenderEntry;
  cashField: RefObject<HTMLInputElement | null>;
  hasLines: boolean;
  paying: boolean;
  refusal: string | null;
  onPay: () => void;
  onClear: () => void;
}) {
  const short = settlement.stillToPay > 0;
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label={t.heading}
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{t.total}</Text>
          <Title order={3} size="h2" data-testid="sale-total">
            {formatPrice(settlement.total)}
          </Title>
        </Group>
        <Group align="flex-end" gap="xs">
          <MoneyInput
            ref={cashField}
            label={t.cashTendered}
            {...tender.amountField('cash')}
            prefix="$"
            size="md"
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            size="md"
            onClick={() => tender.exactCash(settlement.total)}
            disabled={!hasLines}
          >
            {t.exact}
          </Button>
        </Group>
        <Group grow gap="xs">
          <MoneyInput label={t.cardAmount} {...tender.amountField('card')} prefix="$" />
          <TextInput
            label={t.cardReference}
            value={tender.tender.reference}
            onChange={(event) => tender.setReference(event.currentTarget.value)}
          />
        </Group>
        <Group justify="space-between" align="baseline" aria-live="polite">
          <Text fw={600}>{short ? t.stillToPay : t.changeDue}</Text>
          <Title order={3} size="h1" c={short ? 'red.8' : 'teal.9'} data-testid="sale-change">
            {formatPrice(short ? settlement.stillToPay : settlement.change)}
          </Title>
        </Group>
        <TextInput
          label={t.customerEmail}
          type="email"
          value={tender.customerEmail}
          onChange={(event) => tender.setCustomerEmail(event.currentTarget.value)}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Button type="submit" size="lg" loading={paying} disabled={!settlement.payable}>
          {t.submit}
        </Button>
        <Button variant="subtle" color="gray" onClick={onClear} disabled={!hasLines}>
          {t.clear}
        </Button>
      </Stack>
    </Paper>
  );
}
