import { Group, Paper, Text, Title } from '@mantine/core';
import { counterText } from '@shared/strings/labels/counterScreen';
import { PrintStatus, type PrintState } from './printing';
import type { DoneSale } from './useCheckout';
import { formatPrice } from '../../../money';

const t = counterText.done;

/** The sale just paid, above the next customer's: its number, the change due large, and its receipt's printing. */
export function LastSale({
  sale,
  printState,
  onPrintAgain,
}: {
  sale: DoneSale;
  printState: PrintState;
  onPrintAgain: () => void;
}) {
  return (
    <Paper withBorder p="md" role="status" aria-live="polite" data-testid="last-sale">
      <Group justify="space-between" align="center" wrap="wrap">
        <div>
          <Text fw={600}>{sale.offline ? t.queuedHeading : t.heading(sale.number)}</Text>
          <Title order={2} size="h1" data-testid="change-due">
            {t.changeDue(formatPrice(sale.change))}
          </Title>
        </div>
        <PrintStatus
          state={printState}
          words={{ printing: t.printing, printed: t.printed, notPrinted: t.notPrinted, print: t.printAgain }}
          onPrint={onPrintAgain}
        />
      </Group>
    </Paper>
  );
}
