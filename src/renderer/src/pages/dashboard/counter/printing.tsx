/**
 * The counter's printing, receipts and register reports alike (docs/counter-screen.md): on the
 * desktop's network receipt printer, at its paper's width; else, and on the web, as an 80 mm page on
 * the system printer. What did not print says why and can be printed again; the sale or the session
 * stands either way.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReceiptPrintOutcome } from '@shared/receipt';
import { printOnReceiptPrinter, printReportOnReceiptPrinter } from '../../../api/counterSale';
import { readableError } from '../../../ui/notify';
import { PaperPrint } from './PaperPrint';
import { ReceiptSlip } from './ReceiptSlip';
import { RegisterReportPaper } from './RegisterReportView';

export type PrintState =
  { kind: 'idle' } | { kind: 'printing' } | { kind: 'printed' } | { kind: 'failed'; message: string };

export interface Printing<T> {
  state: PrintState;
  /** Prints what `job` answers: it is fetched or made each time it prints (again). */
  print: (job: () => Promise<T>) => Promise<void>;
  /** Prints the last job again. */
  printAgain: () => Promise<void>;
  /** The 80 mm page while it prints on the system printer, to be rendered. */
  paper: ReactNode;
}

/**
 * Prints a `T` with `toPrinter` on the receipt printer (null on the web: none), or, where there is
 * none, as `onPaper` lays it out on the 80 mm page.
 */
function usePrinting<T>(
  toPrinter: ((printout: T) => Promise<ReceiptPrintOutcome>) | null,
  onPaper: (printout: T) => ReactNode,
): Printing<T> {
  const [state, setState] = useState<PrintState>({ kind: 'idle' });
  const [onSystemPrinter, setOnSystemPrinter] = useState<{ printout: T } | null>(null);
  const last = useRef<(() => Promise<T>) | null>(null);

  const print = useCallback(
    async (job: () => Promise<T>) => {
      last.current = job;
      setState({ kind: 'printing' });
      try {
        const printout = await job();
        const outcome = toPrinter ? await toPrinter(printout) : ({ outcome: 'no-printer' } as const);
        if (outcome.outcome === 'failed') {
          setState({ kind: 'failed', message: outcome.message });
          return;
        }
        if (outcome.outcome === 'no-printer') setOnSystemPrinter({ printout });
        setState({ kind: 'printed' });
      } catch (error) {
        setState({ kind: 'failed', message: readableError(error) });
      }
    },
    [toPrinter],
  );

  const printAgain = useCallback(async () => {
    if (last.current) await print(last.current);
  }, [print]);

  const donePrinting = useCallback(() => setOnSystemPrinter(null), []);
  const paper = onSystemPrinter && (
    <PaperPrint onDone={donePrinting}>{onPaper(onSystemPrinter.printout)}</PaperPrint>
  );
  return { state, print, printAgain, paper };
}

/** A counter sale's receipt; `openDrawer` kicks the cash drawer after a cash sale. */
export const useReceiptPrinting = () =>
  usePrinting(printOnReceiptPrinter, ({ receipt }) => <ReceiptSlip receipt={receipt} />);

/** A register's X or Z report. */
export const useReportPrinting = () =>
  usePrinting(printReportOnReceiptPrinter, ({ report, timeZone }) => (
    <RegisterReportPaper report={report} timeZone={timeZone} />
  ));

/**
 * How a printout's printing goes, in its own words, with the button that prints it (again): always
 * with `offerAlways`, else once it failed.
 */
export function PrintStatus({
  state,
  words,
  onPrint,
  offerAlways = false,
}: {
  state: PrintState;
  words: { printing: string; printed: string; notPrinted: (reason: string) => string; print: string };
  onPrint: () => void;
  offerAlways?: boolean;
}) {
  return (
    <Group justify="flex-end" align="center" gap="xs" wrap="wrap">
      <div role="status" aria-live="polite">
        {state.kind === 'printing' && <Text>{words.printing}</Text>}
        {state.kind === 'printed' && <Text>{words.printed}</Text>}
      </div>
      {state.kind === 'failed' && (
        <Text c="red.8" role="alert">
          {words.notPrinted(state.message)}
        </Text>
      )}
      {(offerAlways || state.kind === 'failed') && (
        <Button
          variant="light"
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={state.kind === 'printing'}
          onClick={onPrint}
        >
          {words.print}
        </Button>
      )}
    </Group>
  );
}
