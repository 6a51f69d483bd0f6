import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { counterText } from '@shared/strings/labels/counterScreen';
import type { DoneSale } from './useCheckout';
import type { PrintState } from './useReceiptPrinting';

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
          <Title order={3} size="h1" data-testid="change-due">
            {t.changeDue(sale.change)}
          </Title>
        </div>
        <Stack gap={4} align="flex-end">
          {printState.kind === 'printing' && <Text>{t.printing}</Text>}
          {printState.kind === 'printed' && <Text>{t.printed}</Text>}
          {printState.kind === 'failed' && (
            <>
              <Text c="red.8" role="alert">
                {t.notPrinted(printState.message)}
              </Text>
              <Button
                variant="light"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={onPrintAgain}
              >
                {t.printAgain}
              </Button>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
