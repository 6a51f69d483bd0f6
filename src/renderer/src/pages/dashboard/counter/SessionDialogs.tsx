import { useQuery } from '@tanstack/react-query';
import type { RegisterReport } from '@shared/counterSchemas';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { AccountPaymentDialog } from './AccountPaymentDialog';
import { PrinterSettingsDialog } from './PrinterSettingsDialog';
import { CashMoveDialog, CloseRegisterDialog, XReportDialog } from './RegisterDialogs';
import { ReturnDialog } from './ReturnDialog';

/**
 * A dialog over the sale screen: cash in or out, the X report, closing the register, a return, the printer,
 * a customer's payment on account.
 */
export type SessionDialog = 'in' | 'out' | 'x' | 'close' | 'return' | 'printer' | 'accountPayment';

/** The open dialog of the register's session, if any; the X report is fetched when it opens. */
export function SessionDialogs({
  dialog,
  session,
  waiting,
  onClose,
  onClosed,
}: {
  dialog: SessionDialog | null;
  session: RegisterReport;
  /** Sales still waiting in the offline queue: closing the register waits for them. */
  waiting: number;
  onClose: () => void;
  onClosed: (z: RegisterReport) => void;
}) {
  const xReport = useQuery({
    queryKey: queryKeys.registerReport(session._id),
    queryFn: () => call('registerReport', { params: { sessionId: session._id } }),
    enabled: dialog === 'x',
  });
  return (
    <>
      {(dialog === 'in' || dialog === 'out') && (
        <CashMoveDialog sessionId={session._id} kind={dialog} onClose={onClose} />
      )}
      <XReportDialog report={dialog === 'x' ? (xReport.data ?? null) : null} onClose={onClose} />
      {dialog === 'close' && (
        <CloseRegisterDialog
          sessionId={session._id}
          waiting={waiting}
          onClose={onClose}
          onClosed={(report) => {
            onClose();
            onClosed(report);
          }}
        />
      )}
      <ReturnDialog sessionId={session._id} opened={dialog === 'return'} onClose={onClose} />
      {dialog === 'printer' && <PrinterSettingsDialog onClose={onClose} />}
      {dialog === 'accountPayment' && <AccountPaymentDialog sessionId={session._id} onClose={onClose} />}
    </>
  );
}
