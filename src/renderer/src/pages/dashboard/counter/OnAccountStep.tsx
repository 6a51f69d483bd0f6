import { useEffect, useRef } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { creditErrors } from '@shared/strings/credit';
import { creditText } from '@shared/strings/labels/credit';
import { formatPrice, shopCurrencySign } from '../../../money';
import { MoneyInput } from '../../../ui/MoneyInput';
import { CustomerLookup } from '../credit/CustomerLookup';
import type { OnAccountVerdict } from './onAccount';
import type { Settlement } from './saleCart';
import type { TenderEntry } from './useTender';

const t = creditText.till;

/**
 * The till's on-account step (docs/credit.md): the customer found by email, phone or name, what their
 * account still takes, and all or part of the sale put on it. Beyond the available credit (or past the
 * overdue block) the till says so and Pay waits; an admin may override, saying why. Offline the step
 * says why it cannot be used.
 */
export function OnAccountStep({
  tender,
  settlement,
  verdict,
  admin,
  offline,
  hasLines,
}: {
  tender: TenderEntry;
  settlement: Settlement;
  verdict: OnAccountVerdict;
  /** The signed-in user may override: only admins may. */
  admin: boolean;
  offline: boolean;
  hasLines: boolean;
}) {
  const { customer, override } = tender;
  const account = tender.amountField('account');
  // The customer found, the cashier goes straight on to how much goes on their account.
  const amountField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (customer) amountField.current?.focus();
  }, [customer]);
  const besideOther = settlement.onAccount > 0 && tender.tender.other !== '' && tender.tender.other > 0;
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} p={0}>
        {t.customer}
      </Text>
      {offline ? (
        <Alert color="yellow" variant="light" role="status">
          {creditErrors.accountOffline}
        </Alert>
      ) : customer === null ? (
        <CustomerLookup onPick={tender.setCustomer} />
      ) : (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t.chosen(customer.name)}
              </Text>
              <Text size="sm" data-testid="account-available">
                {t.available(formatPrice(customer.available))}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              onClick={() => tender.setCustomer(null)}
            >
              {t.change}
            </Button>
          </Group>
          <Group align="flex-end" gap="xs">
            <MoneyInput
              ref={amountField}
              label={t.amount}
              {...account}
              prefix={shopCurrencySign()}
              thousandSeparator=","
              style={{ flex: 1 }}
            />
            <Button variant="default" onClick={() => account.onChange(settlement.total)} disabled={!hasLines}>
              {t.wholeSale}
            </Button>
          </Group>
          {besideOther && (
            <Text size="sm" c="red.8">
              {t.onlyBesideCash}
            </Text>
          )}
          {verdict.refusal && (
            <Alert color="red" variant="light" role="alert" data-testid="account-refusal">
              {verdict.refusal}
            </Alert>
          )}
          {verdict.overridable && admin && (
            <>
              <Checkbox
                label={t.overrideToggle}
                checked={override.on}
                onChange={(event) => tender.setOverride({ ...override, on: event.currentTarget.checked })}
              />
              {override.on && (
                <TextInput
                  label={t.overrideReason}
                  value={override.reason}
                  maxLength={200}
                  onChange={(event) => tender.setOverride({ ...override, reason: event.currentTarget.value })}
                />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
