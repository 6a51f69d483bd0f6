import { useCallback, useState, type ReactNode } from 'react';
import type { RegisterReport } from '@shared/counterSchemas';
import { printReportOnReceiptPrinter } from '../../../api/counterSale';
import { readableError } from '../../../ui/notify';
import { PaperPrint } from './PaperPrint';
import { RegisterReportPaper } from './RegisterReportView';
import type { PrintState } from './useReceiptPrinting';

/**
 * Prints a register's X or Z report (docs/counter-screen.md): on the desktop's network receipt
 * printer, at its paper's width; else, and on the web, as an 80 mm page on the system printer. A
 * report that did not print says why, to be printed again.
 */
export function useReportPrinting(report: RegisterReport): {
  state: PrintState;
  print: () => Promise<void>;
  paper: ReactNode;
} {
  const [state, setState] = useState<PrintState>({ kind: 'idle' });
  const [onPaper, setOnPaper] = useState(false);

  const print = useCallback(async () => {
    setState({ kind: 'printing' });
    try {
      const outcome = printReportOnReceiptPrinter
        ? await printReportOnReceiptPrinter({ report })
        : ({ outcome: 'no-printer' } as const);
      if (outcome.outcome === 'failed') {
        setState({ kind: 'failed', message: outcome.message });
        return;
      }
      if (outcome.outcome === 'no-printer') setOnPaper(true);
      setState({ kind: 'printed' });
    } catch (error) {
      setState({ kind: 'failed', message: readableError(error) });
    }
  }, [report]);

  const donePrinting = useCallback(() => setOnPaper(false), []);
  const paper = onPaper && (
    <PaperPrint onDone={donePrinting}>
      <RegisterReportPaper report={report} />
    </PaperPrint>
  );
  return { state, print, paper };
}
