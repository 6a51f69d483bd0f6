import type { RefObject } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { cashLimitCents } from '@shared/cashLimit';
import { toDollars } from '@shared/money';
import { NON_CASH_METHODS, type NonCashMethod } from '@shared/orderStates';
import { counterErrors } from '@shared/strings/counterMessages';
import { counterText } from '@shared/strings/labels/counterScreen';
import { paymentMethodNames } from '@shared/strings/labels/cod';
import { MoneyInput } from '../../../ui/MoneyInput';
import type { TaxRegime } from '@shared/tax/regimes';
import { BusinessBuyerFields, businessBuyerProblems } from './BusinessBuyer';
import { DigitalPaymentRequest } from './DigitalPaymentRequest';
import { OnAccountStep } from './OnAccountStep';
import type { OnAccountVerdict } from './onAccount';
import { otherReferenceProblem, type Settlement } from './saleCart';
import type { CounterMoney } from '../../../counterMoney';
import type { TenderEntry } from './useTender';
import { formatPrice, shopCurrency, shopCurrencySign } from '../../../money';

const t = counterText.pay;

/**
 * The payment form: the sale's total, the part put on a customer's account, the cash due when it is rounded, cash (or exactly the cash due),
 * the other way paid (card, or a digital payment the shop takes) with its amount and reference, what
 * the customer is asked to pay by UPI, bKash or Nagad, the change due or what is still to pay, where
 * the receipt goes, the business buying (for its tax invoice), Pay and Clear sale.
 */
export function PaymentPanel({
  settlement,
  tender,
  money,
  regime,
  offlineTill,
  onAccount,
  note,
  cashField,
  hasLines,
  paying,
  refusal,
  onPay,
  onClear,
}: {
  settlement: Settlement;
  tender: TenderEntry;
  money: CounterMoney;
  /** The shop's tax regime: which tax id a business buyer gives. */
  regime: TaxRegime;
  /** This till keeps sales while the shop server cannot be reached (the desktop's). */
  offlineTill: boolean;
  /** The on-account step: what the customer's credit makes of it, who is at the till, whether it is offline. */
  onAccount: { verdict: OnAccountVerdict; admin: boolean; offline: boolean };
  /** What a digital payment's note says: the sale's mark. */
  note: string;
  cashField: RefObject<HTMLInputElement | null>;
  hasLines: boolean;
  paying: boolean;
  refusal: string | null;
  onPay: () => void;
  onClear: () => void;
}) {
  const short = settlement.stillToPay > 0;
  const { method, other, reference } = tender.tender;
  const methods = NON_CASH_METHODS.filter((way) => way === 'card' || money.digital[way] !== null);
  // Said as it is typed, once there is something to say it of.
  const referenceProblem = reference.trim() === '' ? null : otherReferenceProblem(tender.tender);
  const businessWrong = Object.keys(businessBuyerProblems(tender.business, regime)).length > 0;
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
          <Title order={2} size="h2" data-testid="sale-total">
            {formatPrice(settlement.total)}
          </Title>
        </Group>
        <OnAccountStep
          tender={tender}
          settlement={settlement}
          verdict={onAccount.verdict}
          admin={onAccount.admin}
          offline={onAccount.offline}
          hasLines={hasLines}
        />
        {settlement.rounding !== 0 && (
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{t.cashDue}</Text>
            <Stack gap={0} align="flex-end">
              <Title order={3} size="h4" data-testid="sale-cash-due">
                {formatPrice(settlement.cashDue)}
              </Title>
              <Text size="sm" c="dimmed" data-testid="sale-rounding">
                {t.rounding(formatPrice(settlement.rounding))}
              </Text>
            </Stack>
          </Group>
        )}
        <Group align="flex-end" gap="xs">
          <MoneyInput
            ref={cashField}
            label={t.cashTendered}
            {...tender.amountField('cash')}
            prefix={shopCurrencySign()}
            size="md"
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            size="md"
            onClick={() => tender.exactCash(settlement.cashDue)}
            disabled={!hasLines}
          >
            {t.exact}
          </Button>
        </Group>
        {methods.length > 1 && (
          <SegmentedControl
            aria-label={t.otherWay}
            value={method}
            onChange={(way) => tender.setMethod(way as NonCashMethod)}
            data={methods.map((way) => ({ value: way, label: paymentMethodNames[way] }))}
          />
        )}
        <Group grow gap="xs" align="flex-start">
          <MoneyInput
            label={t.otherAmount[method]}
            {...tender.amountField('other')}
            prefix={shopCurrencySign()}
          />
          <TextInput
            label={t.otherReference[method]}
            value={reference}
            onChange={(event) => tender.setReference(event.currentTarget.value)}
            error={referenceProblem}
            autoComplete="off"
          />
        </Group>
        {method !== 'card' && other !== '' && other > 0 && (
          <DigitalPaymentRequest method={method} amount={other} note={note} digital={money.digital} />
        )}
        <Group justify="space-between" align="baseline" aria-live="polite">
          <Text fw={600}>{short ? t.stillToPay : t.changeDue}</Text>
          <Title order={2} size="h1" c={short ? 'red.8' : 'teal.9'} data-testid="sale-change">
            {formatPrice(short ? settlement.stillToPay : settlement.change)}
          </Title>
        </Group>
        <TextInput
          label={t.customerEmail}
          type="email"
          value={tender.customerEmail}
          onChange={(event) => tender.setCustomerEmail(event.currentTarget.value)}
        />
        <BusinessBuyerFields
          entry={tender.business}
          regime={regime}
          offlineTill={offlineTill}
          onChange={tender.setBusiness}
        />
        {settlement.cashOverLimit && (
          <Alert color="red" variant="light" role="alert" data-testid="sale-cash-over-limit">
            {counterErrors.cashOverLimit(formatPrice(toDollars(cashLimitCents(shopCurrency())!)))}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          loading={paying}
          disabled={!settlement.payable || businessWrong || onAccount.verdict.refusal !== null}
        >
          {t.submit}
        </Button>
        <Button variant="subtle" color="gray" onClick={onClear} disabled={!hasLines}>
          {t.clear}
        </Button>
      </Stack>
    </Paper>
  );
}
