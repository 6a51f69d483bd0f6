import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { counterText } from '@shared/strings/labels/counterScreen';
import { creditText } from '@shared/strings/labels/credit';
import { PrintDocumentButton } from './PrintDocumentButton';
import { PrintStatus, type PrintState } from './printing';
import type { DoneSale } from './useCheckout';
import { formatPrice } from '../../../money';

const t = counterText.done;

/**
 * The sale just paid, above the next customer's: its number and its invoice's, the change due large,
 * its receipt's printing and its invoice to print; a business's sale taken offline says it has no
 * invoice yet.
 */
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
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <div>
            <Text fw={600}>{sale.offline ? t.queuedHeading : t.heading(sale.number)}</Text>
            {sale.invoiceNumber && (
              <Text size="sm" data-testid="last-sale-invoice">
                {t.invoice(sale.invoiceNumber)}
              </Text>
            )}
            {sale.onAccount && (
              <Text size="sm" data-testid="last-sale-account">
                {creditText.till.onAccountDone(formatPrice(sale.onAccount.amount), sale.onAccount.name)}
              </Text>
            )}
            <Title order={2} size="h1" data-testid="change-due">
              {t.changeDue(formatPrice(sale.change))}
            </Title>
          </div>
          <Group gap="sm" wrap="wrap">
            {sale.invoiceNumber && <PrintDocumentButton number={sale.invoiceNumber} label={t.printInvoice} />}
            <PrintStatus
              state={printState}
              words={{
                printing: t.printing,
                printed: t.printed,
                notPrinted: t.notPrinted,
                print: t.printAgain,
              }}
              onPrint={onPrintAgain}
            />
          </Group>
        </Group>
        {sale.offline && sale.businessName && (
          <Alert color="yellow" variant="light">
            {t.offlineInvoice(sale.businessName)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
