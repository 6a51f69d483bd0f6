import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { PrintedReceipt } from '@shared/receipt';
import { printOnReceiptPrinter } from '../../../api/counterSale';
import { readableError } from '../../../ui/notify';
import { PaperPrint } from './PaperPrint';
import { ReceiptSlip } from './ReceiptSlip';

export type PrintState =
  { kind: 'idle' } | { kind: 'printing' } | { kind: 'printed' } | { kind: 'failed'; message: string };

interface PrintJob {
  /** The receipt, fetched or made when it prints (again). */
  receipt: () => Promise<PrintedReceipt>;
  openDrawer: boolean;
}

/**
 * Prints counter receipts (docs/counter-screen.md): on the desktop's network receipt printer, kicking the
 * drawer after a cash sale; else, and on the web, as an 80 mm page on the system printer. A receipt
 * that did not print says why and can be printed again; the sale is done either way.
 */
export function useReceiptPrinting(): {
  state: PrintState;
  print: (job: PrintJob) => Promise<void>;
  printAgain: () => Promise<void>;
  paper: ReactNode;
} {
  const [state, setState] = useState<PrintState>({ kind: 'idle' });
  const [onPaper, setOnPaper] = useState<PrintedReceipt | null>(null);
  const last = useRef<PrintJob | null>(null);

  const print = useCallback(async (job: PrintJob) => {
    last.current = job;
    setState({ kind: 'printing' });
    try {
      const receipt = await job.receipt();
      const outcome = printOnReceiptPrinter
        ? await printOnReceiptPrinter({ receipt, openDrawer: job.openDrawer })
        : ({ outcome: 'no-printer' } as const);
      if (outcome.outcome === 'failed') {
        setState({ kind: 'failed', message: outcome.message });
        return;
      }
      if (outcome.outcome === 'no-printer') setOnPaper(receipt);
      setState({ kind: 'printed' });
    } catch (error) {
      setState({ kind: 'failed', message: readableError(error) });
    }
  }, []);

  const printAgain = useCallback(async () => {
    if (last.current) await print(last.current);
  }, [print]);

  const donePrinting = useCallback(() => setOnPaper(null), []);
  const paper = onPaper && (
    <PaperPrint onDone={donePrinting}>
      <ReceiptSlip receipt={onPaper} />
    </PaperPrint>
  );
  return { state, print, printAgain, paper };
}
