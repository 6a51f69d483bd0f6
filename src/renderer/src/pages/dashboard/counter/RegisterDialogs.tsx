import { useCallback, useEffect, useRef } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { registerCashSchema, registerCloseSchema, type RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { MoneyInput } from '../../../ui/MoneyInput';
import { notifySuccess } from '../../../ui/notify';
import { FormDialog } from '../FormDialog';
import { PrintStatus, useReportPrinting } from './printing';
import { RegisterReportRows } from './RegisterReportView';
import { shopCurrency, shopCurrencySign } from '../../../money';
import { shopTax } from '../../../tax/shopTax';

const t = counterText.register;

/** Cash put in or taken out of the drawer, with why (the API's own rules check the fields). */
export function CashMoveDialog({
  sessionId,
  kind,
  onClose,
}: {
  sessionId: string;
  kind: 'in' | 'out';
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<{ kind: 'in' | 'out'; amount: number | string; reason: string }>({
    initialValues: { kind, amount: '', reason: '' },
    validate: zod4Resolver(registerCashSchema),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      call('registerCash', { params: { sessionId }, body: registerCashSchema.parse(values) }),
    onSuccess: async () => {
      notifySuccess(kind === 'in' ? t.cashIn : t.cashOut);
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.registerReport(sessionId) });
    },
  });
  return (
    <FormDialog
      title={kind === 'out' ? t.cashOut : t.cashIn}
      form={form}
      save={save}
      submitLabel={t.save}
      onClose={onClose}
    >
      <MoneyInput
        label={t.amount}
        min={0.01}
        prefix={shopCurrencySign()}
        required
        data-autofocus
        {...form.getInputProps('amount')}
      />
      <TextInput label={t.reason} required {...form.getInputProps('reason')} />
    </FormDialog>
  );
}

/**
 * A report shown, with the button that prints it (again) on the receipt printer or the 80 mm page and
 * how its printing went; `printAtOnce` prints it as it shows, as closing the register does.
 */
export function PrintableReport({
  report,
  printAtOnce = false,
}: {
  report: RegisterReport;
  printAtOnce?: boolean;
}) {
  const { state, print, paper } = useReportPrinting();
  const printReport = useCallback(
    () => print(async () => ({ report, currency: shopCurrency(), timeZone: shopTax().timeZone })),
    [print, report],
  );
  // Once, however often the effect runs for the same report.
  const printedAtOnce = useRef(false);
  useEffect(() => {
    if (!printAtOnce || printedAtOnce.current) return;
    printedAtOnce.current = true;
    void printReport();
  }, [printAtOnce, printReport]);
  return (
    <Stack>
      <RegisterReportRows report={report} />
      <PrintStatus
        state={state}
        words={{
          printing: t.reportPrinting,
          printed: t.reportPrinted,
          notPrinted: t.reportNotPrinted,
          print: t.printReport,
        }}
        onPrint={() => void printReport()}
        offerAlways
      />
      {paper}
    </Stack>
  );
}

/** The X report: the open session's figures so far. */
export function XReportDialog({ report, onClose }: { report: RegisterReport | null; onClose: () => void }) {
  return (
    <Modal opened={report !== null} onClose={onClose} title={counterText.report.xHeading} size="lg">
      {report && <PrintableReport report={report} />}
    </Modal>
  );
}

/** Closing the register with the cash counted: answers the Z report. */
export function CloseRegisterDialog({
  sessionId,
  waiting,
  onClose,
  onClosed,
}: {
  sessionId: string;
  /** Sales taken offline not yet recorded: the Z report would leave them out, so closing waits for them. */
  waiting: number;
  onClose: () => void;
  onClosed: (report: RegisterReport) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<{ counted: number | string }>({
    initialValues: { counted: '' },
    validate: zod4Resolver(registerCloseSchema),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      call('closeRegister', { params: { sessionId }, body: registerCloseSchema.parse(values) }),
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.registerSessions });
      onClosed(report);
    },
  });
  return (
    <FormDialog
      title={t.close}
      form={form}
      save={save}
      submitLabel={t.closeSubmit}
      ends
      blockedBy={waiting > 0 ? counterText.queue.closeWaits(waiting) : null}
      onClose={onClose}
    >
      <MoneyInput
        label={t.counted}
        prefix={shopCurrencySign()}
        required
        data-autofocus
        {...form.getInputProps('counted')}
      />
    </FormDialog>
  );
}
