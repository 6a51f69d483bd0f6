import { useCallback, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PaperPrint } from './PaperPrint';
import { RegisterReportPaper, RegisterReportRows } from './RegisterReportView';

const t = counterText.register;

/** Cash put in or taken out of the drawer, with why. */
export function CashMoveDialog({
  sessionId,
  kind,
  onClose,
}: {
  sessionId: string;
  kind: 'in' | 'out' | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const move = useMutation({
    mutationFn: () =>
      call('registerCash', {
        params: { sessionId },
        body: { kind: kind ?? 'in', amount: Number(amount), reason },
      }),
    onSuccess: async () => {
      notifySuccess(kind === 'in' ? t.cashIn : t.cashOut);
      await queryClient.invalidateQueries({ queryKey: queryKeys.registerReport(sessionId) });
      setAmount('');
      setReason('');
      onClose();
    },
    onError: notifyError,
  });
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind === 'out' ? t.cashOut : t.cashIn}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate();
        }}
      >
        <Stack>
          <NumberInput
            label={t.amount}
            value={amount}
            onChange={setAmount}
            min={0.01}
            decimalScale={2}
            prefix="$"
            required
            data-autofocus
          />
          <TextInput
            label={t.reason}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={move.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A report shown, with the button that prints it on 80 mm paper. */
export function PrintableReport({ report }: { report: RegisterReport }) {
  const [printing, setPrinting] = useState(false);
  const done = useCallback(() => setPrinting(false), []);
  return (
    <Stack>
      <RegisterReportRows report={report} />
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setPrinting(true)}>
          {t.printReport}
        </Button>
      </Group>
      {printing && (
        <PaperPrint onDone={done}>
          <RegisterReportPaper report={report} />
        </PaperPrint>
      )}
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
  opened,
  onClose,
  onClosed,
}: {
  sessionId: string;
  opened: boolean;
  onClose: () => void;
  onClosed: (report: RegisterReport) => void;
}) {
  const queryClient = useQueryClient();
  const [counted, setCounted] = useState<number | string>('');
  const close = useMutation({
    mutationFn: () => call('closeRegister', { params: { sessionId }, body: { counted: Number(counted) } }),
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.registerSessions });
      onClosed(report);
    },
    onError: notifyError,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t.close}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          close.mutate();
        }}
      >
        <Stack>
          <NumberInput
            label={t.counted}
            value={counted}
            onChange={setCounted}
            min={0}
            decimalScale={2}
            prefix="$"
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={close.isPending} disabled={counted === ''}>
              {t.closeSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
