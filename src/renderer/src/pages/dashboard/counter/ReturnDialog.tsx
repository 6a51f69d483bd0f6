import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundOnReceipt } from '@shared/counterRefundSplit';
import type { CounterReturn, Receipt } from '@shared/counterSchemas';
import { normalisedReference, referenceProblem } from '@shared/digitalPayments';
import { toCents, toDollars } from '@shared/money';
import { DIGITAL_PAYMENT_METHODS, type DigitalPaymentMethod } from '@shared/orderStates';
import { counterText } from '@shared/strings/labels/counterScreen';
import { digitalMethodNames } from '@shared/strings/receipt';
import { taxText } from '@shared/strings/labels/orderTax';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useCounterMoney } from '../../../counterMoney';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { formatPrice } from '../../../money';
import { PrintDocumentButton } from './PrintDocumentButton';

const t = counterText.returns;

/** A return's digital refund as its words name it. */
const sentBack = (digital: CounterReturn['digital']) =>
  digital ? { method: digitalMethodNames[digital.method], amount: formatPrice(digital.amount) } : null;

/** An amount given back one way, written; null when none goes back that way. */
const backThisWay = (amount: number) => (amount > 0 ? formatPrice(amount) : null);

/** The digital payment that paid the sale on `receipt`, if one did. */
const digitalMethodOf = (receipt: Receipt): DigitalPaymentMethod | null =>
  DIGITAL_PAYMENT_METHODS.find((method) => receipt.payments.some((payment) => payment.method === method)) ??
  null;

/**
 * What the return gave back, where the cashier looks: the cash to hand over, large (as the change due
 * after a sale), what went back to the card or by UPI, bKash or Nagad, what came off the customer's
 * account, and the credit note it issued, to print.
 */
function ReturnResult({ done, onDone }: { done: CounterReturn; onDone: () => void }) {
  const digital = sentBack(done.digital);
  return (
    <Stack role="status" aria-live="polite" data-testid="return-result">
      <Text fw={600}>{t.doneHeading(formatPrice(done.amount), done.orderNumber)}</Text>
      {done.cash > 0 && (
        <Title order={3} size="h1" data-testid="give-back">
          {t.giveBack(formatPrice(done.cash))}
        </Title>
      )}
      {done.card > 0 && (
        <Text fw={600} size="lg">
          {t.cardBack(formatPrice(done.card))}
        </Text>
      )}
      {digital && (
        <Text fw={600} size="lg">
          {t.digitalBack(digital)}
        </Text>
      )}
      {done.account > 0 && (
        <Text fw={600} size="lg">
          {t.accountBack(formatPrice(done.account))}
        </Text>
      )}
      {done.creditNoteNumber && (
        <Text data-testid="return-credit-note">{taxText.creditNote(done.creditNoteNumber)}</Text>
      )}
      <Group justify="flex-end">
        {done.creditNoteNumber && (
          <PrintDocumentButton number={done.creditNoteNumber} label={t.printCreditNote} />
        )}
        {/* The form it replaces had the focus: the next key (Enter) ends the return. */}
        <Button onClick={onDone} autoFocus>
          {t.done}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A counter return by the receipt's number (scanned from its barcode): units, refund, restock. The
 * refund's amount, and how it goes back, follow the units chosen; once made, the dialog says what to
 * give back.
 */
export function ReturnDialog({
  sessionId,
  opened,
  onClose,
}: {
  sessionId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [restock, setRestock] = useState(true);
  const [digitalReference, setDigitalReference] = useState('');
  const { cashStepCents } = useCounterMoney();
  const [done, setDone] = useState<CounterReturn | null>(null);
  // Made once per return: a retry after a lost answer is the same return.
  const [returnId, setReturnId] = useState(() => crypto.randomUUID());

  const reset = () => {
    setNumber('');
    setReceipt(null);
    setUnits({});
    setDigitalReference('');
    setDone(null);
    setReturnId(crypto.randomUUID());
  };
  const close = () => {
    reset();
    onClose();
  };

  const find = useMutation({
    mutationFn: () => call('counterReceipt', { params: { orderNumber: number.trim() } }),
    onSuccess: (found) => {
      setReceipt(found);
      setUnits({});
    },
    onError: notifyError,
  });
  const lines = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([variantId, quantity]) => ({ variantId, quantity }));
  const priceOf = new Map(receipt?.lines.map((line) => [line.variantId, toCents(line.price)]));
  const amountCents = lines.reduce(
    (sum, line) => sum + (priceOf.get(line.variantId) ?? 0) * line.quantity,
    0,
  );
  const goesBack = receipt && amountCents > 0 ? refundOnReceipt(receipt, amountCents, cashStepCents) : null;
  // Money going back to a UPI, bKash or Nagad payment needs the reference of the refund the cashier sent.
  const digitalMethod = receipt && goesBack && goesBack.digitalCents > 0 ? digitalMethodOf(receipt) : null;
  const referenceRefused = digitalMethod ? referenceProblem(digitalMethod, digitalReference) : null;
  const refund = useMutation({
    mutationFn: () =>
      call('counterReturn', {
        body: {
          returnId,
          orderNumber: receipt?.number ?? 0,
          lines,
          restock,
          sessionId,
          ...(digitalMethod ? { digitalReference: normalisedReference(digitalReference) } : {}),
        },
      }),
    onSuccess: async (made) => {
      notifySuccess(
        t.refunded(formatPrice(made.amount), {
          cash: backThisWay(made.cash),
          card: backThisWay(made.card),
          digital: sentBack(made.digital),
          account: backThisWay(made.account),
        }),
      );
      setDone(made);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.registerReport(sessionId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.counterItems }),
      ]);
    },
    onError: notifyError,
  });

  return (
    <Modal opened={opened} onClose={close} title={t.heading} size="lg">
      {done ? (
        <ReturnResult done={done} onDone={close} />
      ) : (
        <Stack>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (number.trim()) find.mutate();
            }}
          >
            <Group align="flex-end">
              <TextInput
                label={t.receiptNumber}
                value={number}
                onChange={(e) => setNumber(e.currentTarget.value)}
                inputMode="numeric"
                data-autofocus
                style={{ flex: 1 }}
              />
              <Button type="submit" variant="light" loading={find.isPending}>
                {t.find}
              </Button>
            </Group>
          </form>
          {receipt && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                refund.mutate();
              }}
            >
              <Stack>
                <Table>
                  <Table.Tbody>
                    {receipt.lines.map((line) => {
                      const returnable = line.quantity - line.returned;
                      return (
                        <Table.Tr key={line.variantId}>
                          <Table.Td>
                            {line.name}
                            {line.variantTitle ? ` (${line.variantTitle})` : ''} · {t.sold(line.quantity)}
                            {line.returned > 0 ? ` · ${t.returned(line.returned)}` : ''} ·{' '}
                            {formatPrice(line.price)}
                          </Table.Td>
                          <Table.Td w={120}>
                            {/* Never more than the server would still take back (it refuses the rest). */}
                            <NumberInput
                              aria-label={t.returnUnits(line.name)}
                              min={0}
                              max={returnable}
                              clampBehavior="strict"
                              disabled={returnable === 0}
                              allowDecimal={false}
                              value={units[line.variantId] ?? 0}
                              onChange={(value) =>
                                setUnits((current) => ({ ...current, [line.variantId]: Number(value) || 0 }))
                              }
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
                <Text size="sm" c="dimmed">
                  {t.asPaid}
                </Text>
                {goesBack && (
                  <Text fw={600} data-testid="return-goes-back">
                    {t.goesBack({
                      cash: backThisWay(toDollars(goesBack.cashCents)),
                      card: backThisWay(toDollars(goesBack.cardCents)),
                      digital: digitalMethod
                        ? {
                            method: digitalMethodNames[digitalMethod],
                            amount: formatPrice(toDollars(goesBack.digitalCents)),
                          }
                        : null,
                      account: backThisWay(toDollars(goesBack.accountCents)),
                    })}
                  </Text>
                )}
                {/* The cash is rounded to the shop's step, so the ways add up to the amount less that. */}
                {goesBack && goesBack.roundingCents !== 0 && (
                  <Text size="sm" c="dimmed" data-testid="return-rounding">
                    {counterText.pay.rounding(formatPrice(toDollars(goesBack.roundingCents)))}
                  </Text>
                )}
                {digitalMethod && (
                  <TextInput
                    label={t.refundReference(digitalMethodNames[digitalMethod])}
                    value={digitalReference}
                    onChange={(e) => setDigitalReference(e.currentTarget.value)}
                    error={digitalReference.trim() !== '' && referenceRefused}
                    required
                    autoComplete="off"
                  />
                )}
                <Checkbox
                  label={t.restock}
                  checked={restock}
                  onChange={(e) => setRestock(e.currentTarget.checked)}
                />
                {lines.length === 0 && (
                  <Alert color="gray" variant="light">
                    {t.nothingChosen}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button
                    type="submit"
                    disabled={lines.length === 0 || referenceRefused !== null}
                    loading={refund.isPending}
                  >
                    {amountCents > 0 ? t.submitAmount(formatPrice(toDollars(amountCents))) : t.submit}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}
