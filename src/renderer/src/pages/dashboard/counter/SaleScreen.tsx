import { useRef } from 'react';
import { Alert, Grid, Stack } from '@mantine/core';
import type { RegisterReport } from '@shared/counterSchemas';
import { saleNote } from '@shared/digitalPayments';
import { saleQueueStatus } from '../../../api/counterSale';
import { useShopTax } from '../../../tax/shopTax';
import { businessBuyerOf, businessBuyerProblems } from './BusinessBuyer';
import { LastSale } from './LastSale';
import { PaymentPanel } from './PaymentPanel';
import { QueueStatus } from './QueueStatus';
import { SaleLinesTable } from './SaleLinesTable';
import { ScanBox } from './ScanBox';
import { SessionDialogs, type SessionDialog } from './SessionDialogs';
import { settle } from './saleCart';
import { useCheckout } from './useCheckout';
import { useCounterMoney } from '../../../counterMoney';
import { formatPrice, shopCurrency } from '../../../money';
import { useConnection } from '../../../stores/connection';
import { useRole } from '../../../stores/session';
import { onAccountVerdict } from './onAccount';
import { useSaleLines } from './useSaleLines';
import { useSaleQueue } from './useSaleQueue';
import { useScanEntry } from './useScanEntry';
import { useTender } from './useTender';

/**
 * The sale screen of an open register session: scan, pay, receipt, next customer. The sale's lines and
 * the payment sit side by side from a tablet up, one above the other on a phone. `dialog` is opened from
 * the till's bar.
 */
export function SaleScreen({
  session,
  dialog,
  onDialogClose,
  onClosed,
}: {
  session: RegisterReport;
  dialog: SessionDialog | null;
  onDialogClose: () => void;
  onClosed: (z: RegisterReport) => void;
}) {
  const cashField = useRef<HTMLInputElement>(null);
  const sale = useSaleLines();
  const tender = useTender();
  const money = useCounterMoney();
  const { regime } = useShopTax();
  const settlement = settle(sale.lines, tender.tender, money.cashStepCents, shopCurrency());
  const queue = useSaleQueue();
  const admin = useRole() === 'admin';
  // On account needs the server: not while the live connection is down or sales wait offline.
  const offline = useConnection((s) => s.status === 'offline') || queue.waiting > 0;
  const verdict = onAccountVerdict({
    customer: tender.customer,
    amount: settlement.onAccount,
    override: tender.override,
    offline,
    formatPrice,
  });
  const checkout = useCheckout(session);
  const scan = useScanEntry({
    sale,
    listening: dialog === null,
    onToPayment: () => cashField.current?.focus(),
    onEntry: checkout.forgetDone,
  });

  const nextCustomer = () => {
    sale.clear();
    scan.clearNotFound();
    tender.clear();
    checkout.startNext();
    scan.focus();
  };
  const pay = () => {
    if (Object.keys(businessBuyerProblems(tender.business, regime)).length > 0 || verdict.refusal) return;
    void checkout.pay(
      {
        lines: sale.lines,
        tender: tender.tender,
        customerEmail: tender.customerEmail,
        buyer: businessBuyerOf(tender.business, regime),
        customer: tender.customer,
        override: tender.override,
        settlement,
      },
      nextCustomer,
    );
  };

  return (
    <Stack gap="md">
      <QueueStatus {...queue} />
      {checkout.done && (
        <LastSale
          sale={checkout.done}
          printState={checkout.printing.state}
          onPrintAgain={() => void checkout.printing.printAgain()}
        />
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="sm">
            <ScanBox
              inputRef={scan.inputRef}
              text={scan.text}
              onTextChange={scan.setText}
              onScan={(text) => void scan.scan(text)}
              search={scan.nameSearch}
              onPick={scan.pick}
            />
            {scan.notFound && (
              <Alert color="red" variant="light" role="alert">
                {scan.notFound}
              </Alert>
            )}
            <SaleLinesTable sale={sale} onEdited={scan.focus} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <PaymentPanel
            settlement={settlement}
            tender={tender}
            money={money}
            regime={regime}
            offlineTill={saleQueueStatus !== null}
            onAccount={{ verdict, admin, offline }}
            note={saleNote(checkout.saleId)}
            cashField={cashField}
            hasLines={sale.lines.length > 0}
            paying={checkout.paying}
            refusal={checkout.refusal}
            onPay={pay}
            onClear={nextCustomer}
          />
        </Grid.Col>
      </Grid>

      <SessionDialogs
        dialog={dialog}
        session={session}
        waiting={queue.waiting}
        onClose={onDialogClose}
        onClosed={onClosed}
      />
      {checkout.printing.paper}
    </Stack>
  );
}
