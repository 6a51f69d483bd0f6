import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { RegisterReport } from '@shared/counterSchemas';
import { counterText } from '@shared/strings/labels/counterScreen';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { MoneyInput } from '../../../ui/MoneyInput';
import { notifySuccess } from '../../../ui/notify';
import { PaperPrint } from './PaperPrint';
import { RegisterReportPaper, RegisterReportRows } from './RegisterReportView';
import { SubmitDialog } from './SubmitDialog';

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
  return (
    <SubmitDialog
      opened={kind !== null}
      onClose={onClose}
      title={kind === 'out' ? t.cashOut : t.cashIn}
      send={() =>
        call('registerCash', {
          params: { sessionId },
          body: { kind: kind ?? 'in', amount: Number(amount), reason },
        })
      }
      onSent={async () => {
        notifySuccess(kind === 'in' ? t.cashIn : t.cashOut);
        await queryClient.invalidateQueries({ queryKey: queryKeys.registerReport(sessionId) });
        setAmount('');
        setReason('');
        onClose();
      }}
      submit={{ label: t.save }}
    >
      <MoneyInput
        label={t.amount}
        value={amount}
        onChange={setAmount}
        min={0.01}
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
    </SubmitDialog>
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
  return (
    <SubmitDialog
      opened={opened}
      onClose={onClose}
      title={t.close}
      send={() => call('closeRegister', { params: { sessionId }, body: { counted: Number(counted) } })}
      onSent={async (report) => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.registerSessions });
        onClosed(report);
      }}
      submit={{ label: t.closeSubmit, color: 'red', disabled: counted === '' }}
    >
      <MoneyInput
        label={t.counted}
        value={counted}
        onChange={setCounted}
        prefix="$"
        required
        data-autofocus
      />
    </SubmitDialog>
  );
}
