import { useState } from 'react';
import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountPaymentMethodsOf, type AccountPaymentMethod } from '@shared/creditKinds';
import { accountPaymentSchema, type AccountPaymentResult } from '@shared/creditSchemas';
import { accountPaymentMethodNames } from '@shared/strings/credit';
import { creditText } from '@shared/strings/labels/credit';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { formatPrice, shopCurrency, shopCurrencySign } from '../../../money';
import { ActionDialog } from '../../../ui/ActionDialog';
import { MoneyInput } from '../../../ui/MoneyInput';
import { notifyInfo, notifySuccess } from '../../../ui/notify';
import { useDialogAction } from '../../../ui/useDialogAction';

const t = creditText.payment;

/** What the payment paid, invoice by invoice, as the toast says it. */
const paidText = (paid: AccountPaymentResult): string =>
  [
    t.recorded(formatPrice(paid.amount), paid.account.name),
    ...paid.allocations.map((part) =>
      part.left === 0
        ? t.paidInvoice(part.invoiceNumber)
        : t.paidPart(part.invoiceNumber, formatPrice(part.left)),
    ),
  ].join(' · ');

/** The open registers whose drawer may take cash paid away from the till. */
function useOpenSessions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.registerSessions,
    queryFn: () => call('registerSessions', { query: { state: 'open' } }),
    enabled,
    select: (answer) => answer.sessions.filter((session) => session.state === 'open'),
  });
}

/**
 * A customer's payment on account (docs/credit.md): the amount, how it was paid and its reference. It
 * pays the oldest invoices first; more than owed is kept as the customer's credit. Cash goes into a
 * register's drawer: the till's own session (`sessionId`), or one chosen among those open. The payment's
 * id is made once as the dialog opens, so sending it again after a lost answer records it once.
 */
export function RecordPaymentDialog({
  customer,
  sessionId,
  onClose,
}: {
  customer: { customerId: string; name: string };
  sessionId?: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [paymentId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | ''>('');
  const [method, setMethod] = useState<AccountPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [chosenSession, setChosenSession] = useState<string | null>(null);
  const cash = method === 'cash';
  const openSessions = useOpenSessions(cash && sessionId === undefined);
  const drawer = sessionId ?? chosenSession ?? openSessions.data?.[0]?._id;
  const noDrawer = cash && sessionId === undefined && openSessions.data?.length === 0;
  const body = {
    paymentId,
    amount,
    method,
    reference: reference.trim(),
    ...(cash && drawer !== undefined && { sessionId: drawer }),
  };
  const action = useDialogAction({
    mutationFn: () =>
      call('recordAccountPayment', {
        params: { id: customer.customerId },
        body: accountPaymentSchema.parse(body),
      }),
    onSuccess: async (paid) => {
      notifySuccess(paidText(paid));
      if (paid.notice) notifyInfo(paid.notice);
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.credit });
      if (paid.sessionId)
        await queryClient.invalidateQueries({ queryKey: queryKeys.registerReport(paid.sessionId) });
    },
  });
  const formId = `account-payment-${paymentId}`;
  return (
    <ActionDialog
      title={t.title(customer.name)}
      status={noDrawer ? { problem: t.noOpenRegister, busy: false } : action}
      onClose={onClose}
      action={{ label: t.save, form: formId, disabled: noDrawer }}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          action.send(accountPaymentSchema.safeParse(body));
        }}
      >
        <Stack gap="md">
          <MoneyInput
            label={t.amount}
            prefix={shopCurrencySign()}
            min={0.01}
            required
            data-autofocus
            value={amount}
            onChange={(value) => setAmount(value === '' ? '' : Number(value))}
          />
          <NativeSelect
            label={t.method}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as AccountPaymentMethod)}
            data={accountPaymentMethodsOf(shopCurrency()).map((way) => ({
              value: way,
              label: accountPaymentMethodNames[way],
            }))}
          />
          {cash && sessionId === undefined && (openSessions.data?.length ?? 0) > 0 && (
            <NativeSelect
              label={t.cashGoesTo}
              value={drawer}
              onChange={(event) => setChosenSession(event.currentTarget.value)}
              data={(openSessions.data ?? []).map((session) => ({
                value: session._id,
                label: session.register,
              }))}
            />
          )}
          {!cash && (
            <TextInput
              label={t.reference}
              description={t.referenceHint}
              required
              autoComplete="off"
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
            />
          )}
          {cash && sessionId !== undefined && (
            <Text size="sm" c="dimmed">
              {t.intoThisDrawer}
            </Text>
          )}
        </Stack>
      </form>
    </ActionDialog>
  );
}
