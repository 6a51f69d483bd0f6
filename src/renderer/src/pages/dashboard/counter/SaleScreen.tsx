import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Menu,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounterItem, CounterSaleInput, RegisterReport } from '@shared/counterSchemas';
import { formatUsd, toDollars } from '@shared/money';
import { variantName } from '@shared/stockLedger';
import { counterErrors } from '@shared/strings/counterMessages';
import { counterText } from '@shared/strings/labels/counterScreen';
import { ApiError, call, renewAccessToken } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { receiptPrinterSettings, saleQueueStatus, sellAtCounter } from '../../../api/counterSale';
import { useSession } from '../../../stores/session';
import { MoneyInput } from '../../../ui/MoneyInput';
import { VariantLabel } from '../../../ui/VariantLabel';
import { notifyError, notifySuccess, readableError } from '../../../ui/notify';
import { PrinterSettingsDialog } from './PrinterSettingsDialog';
import { receiptFromApi, offlineMark, offlineReceipt } from './receipts';
import { CashMoveDialog, CloseRegisterDialog, XReportDialog } from './RegisterDialogs';
import { ReturnDialog } from './ReturnDialog';
import { ScanBox } from './ScanBox';
import {
  addItem,
  addOneMore,
  lineTotalCents,
  removeLine,
  setQuantity,
  settle,
  type SaleLine,
  type Tender,
} from './saleCart';
import { useReceiptPrinting } from './useReceiptPrinting';
import { useScanner } from './useScanner';
import { useNameSearch } from './useNameSearch';
import { codeOf, withStockFrom } from './variantMatches';

const t = counterText;
const NO_TENDER: Tender = { cash: '', card: '', reference: '' };

interface DoneSale {
  /** The receipt's number, or an offline sale's mark. */
  number: string;
  change: number;
  offline: boolean;
}

/**
 * A line's stock as the server has it now: refetched as web orders and counter sales move it. A tool
 * with neither SKU nor barcode (picked from the name search) is followed through its product instead.
 */
function LineStock({ line }: { line: SaleLine }) {
  const { item } = line;
  const live = useQuery({
    queryKey:
      line.code === '' ? queryKeys.counterLineVariant(item.variantId) : queryKeys.counterItem(line.code),
    queryFn: async () =>
      line.code === ''
        ? withStockFrom(await call('productsByIds', { query: { ids: item.productId } }), item)
        : call('counterLookup', { query: { code: line.code } }),
    initialData: item,
    staleTime: Infinity,
  });
  const stock = live.data.stock;
  return (
    <Text span c={stock < line.quantity ? 'red.8' : undefined} data-testid="line-stock">
      {stock}
    </Text>
  );
}

/** The sale screen of an open register session: scan, pay, receipt, next customer. */
export function SaleScreen({
  session,
  onClosed,
}: {
  session: RegisterReport;
  onClosed: (z: RegisterReport) => void;
}) {
  const queryClient = useQueryClient();
  const cashier = useSession((s) => s.user?.name || s.user?.email || '');
  const scanBox = useRef<HTMLInputElement>(null);
  const cashField = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  // Counts the scan box's changes, so a late answer can tell whether anything was typed, scanned or
  // picked since it was asked.
  const boxChanges = useRef(0);
  const changeBox = useCallback((next: SetStateAction<string>) => {
    boxChanges.current += 1;
    setCode(next);
  }, []);
  const nameSearch = useNameSearch(code);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [tender, setTender] = useState<Tender>(NO_TENDER);
  const [customerEmail, setCustomerEmail] = useState('');
  // Made when the sale starts and kept through retries: the server records a saleId once.
  const [saleId, setSaleId] = useState(() => crypto.randomUUID());
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<DoneSale | null>(null);
  const [dialog, setDialog] = useState<'in' | 'out' | 'x' | 'close' | 'return' | 'printer' | null>(null);
  const printing = useReceiptPrinting();
  const settlement = settle(lines, tender);

  const queue = useQuery({
    queryKey: queryKeys.saleQueue,
    queryFn: () => saleQueueStatus!(),
    enabled: saleQueueStatus !== null,
    refetchInterval: (query) => ((query.state.data?.waiting ?? 0) > 0 ? 2_000 : 15_000),
  });
  // Main cannot renew a spent session; the window can, and the waiting sales then go on.
  const signInNeeded = queue.data?.signInNeeded ?? false;
  useEffect(() => {
    if (signInNeeded) void renewAccessToken();
  }, [signInNeeded]);
  const xReport = useQuery({
    queryKey: queryKeys.registerReport(session._id),
    queryFn: () => call('registerReport', { params: { sessionId: session._id } }),
    enabled: dialog === 'x',
  });

  const focusScanBox = useCallback(() => scanBox.current?.focus(), []);
  useEffect(focusScanBox, [focusScanBox]);
  /** After a slow answer: back to the scan box, unless the cashier has gone on to another field meanwhile. */
  const focusScanBoxIfFree = () => {
    if (document.activeElement === document.body || document.activeElement === scanBox.current)
      focusScanBox();
  };
  const appendToScan = useCallback((text: string) => changeBox((current) => current + text), [changeBox]);
  useScanner(scanBox, appendToScan, dialog === null);

  const scan = async (scanned: string) => {
    const wanted = scanned.trim();
    nameSearch.close();
    changeBox('');
    focusScanBox();
    const asked = boxChanges.current;
    if (!wanted) {
      // Enter on an empty scan box: on to the payment.
      if (lines.length > 0) cashField.current?.focus();
      return;
    }
    setNotFound(null);
    setDone(null);
    const more = addOneMore(lines, wanted);
    if (more) {
      setLines(more);
      return;
    }
    try {
      const item: CounterItem = await queryClient.fetchQuery({
        queryKey: queryKeys.counterItem(wanted),
        queryFn: () => call('counterLookup', { query: { code: wanted } }),
      });
      setLines((current) => addItem(current, item, wanted));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) setNotFound(readableError(error));
      else if ((await nameSearch.searchNow(wanted).catch(() => [])).length === 0) {
        setNotFound(counterErrors.notFound(wanted));
      } else if (boxChanges.current === asked) {
        // Not a code but a name: the words come back into the box with what they match listed under
        // it, unless the box has moved on meanwhile.
        changeBox(wanted);
        nameSearch.show(wanted);
      }
    }
    focusScanBoxIfFree();
  };

  const pick = (item: CounterItem) => {
    nameSearch.close();
    changeBox('');
    setNotFound(null);
    setDone(null);
    setLines((current) => addItem(current, item, codeOf(item)));
    focusScanBox();
  };

  const nextCustomer = () => {
    setLines([]);
    setNotFound(null);
    setTender(NO_TENDER);
    setCustomerEmail('');
    setSaleId(crypto.randomUUID());
    setRefusal(null);
    focusScanBox();
  };

  const pay = async () => {
    if (!settlement.payable || paying) return;
    setPaying(true);
    setRefusal(null);
    const payments: CounterSaleInput['payments'] = [];
    if (tender.card !== '' && tender.card > 0) {
      payments.push({ method: 'card', amount: tender.card, reference: tender.reference.trim() });
    }
    if (tender.cash !== '' && tender.cash > 0) payments.push({ method: 'cash', tendered: tender.cash });
    const sale: CounterSaleInput = {
      saleId,
      sessionId: session._id,
      // The price charged goes too: a sale taken offline is recorded at it.
      lines: lines.map((line) => ({
        variantId: line.item.variantId,
        quantity: line.quantity,
        unitPrice: line.item.price,
      })),
      payments,
      ...(customerEmail.trim() ? { customerEmail: customerEmail.trim() } : {}),
    };
    const openDrawer = payments.some((payment) => payment.method === 'cash');
    try {
      const submitted = await sellAtCounter(sale);
      if (submitted.outcome === 'refused') {
        setRefusal(submitted.message);
        return;
      }
      const soldLines = lines;
      const soldTender = tender;
      const receiptEmail = customerEmail.trim();
      nextCustomer();
      if (submitted.outcome === 'recorded') {
        const recorded = submitted.data as { number: number; change: number };
        setDone({ number: String(recorded.number), change: recorded.change, offline: false });
        if (receiptEmail) {
          const email = receiptEmail;
          call('emailReceipt', { params: { orderNumber: String(recorded.number) }, body: { email } }).then(
            () => notifySuccess(t.done.emailed(email)),
            notifyError,
          );
        }
        void printing.print({
          openDrawer,
          receipt: async () =>
            receiptFromApi(
              await call('counterReceipt', { params: { orderNumber: String(recorded.number) } }),
            ),
        });
      } else {
        const takenAt = new Date().toISOString();
        setDone({ number: offlineMark(sale.saleId), change: settlement.change, offline: true });
        void queryClient.invalidateQueries({ queryKey: queryKeys.saleQueue });
        void printing.print({
          openDrawer,
          receipt: async () =>
            offlineReceipt({
              saleId: sale.saleId,
              takenAt,
              register: session.register,
              cashier,
              lines: soldLines,
              tender: soldTender,
              change: settlement.change,
            }),
        });
      }
    } catch (error) {
      setRefusal(readableError(error));
    } finally {
      setPaying(false);
    }
  };

  /** The value and onChange of the cash or card amount's field. */
  const tenderInput = (method: 'cash' | 'card') => ({
    value: tender[method],
    onChange: (value: number | string) =>
      setTender((current) => ({ ...current, [method]: value === '' ? '' : Number(value) })),
  });

  const waiting = queue.data?.waiting ?? 0;
  const held = queue.data?.held.length ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={600}>{t.register.sessionOf(session.register, session.number)}</Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDialog('return')}>
            {t.returns.open}
          </Button>
          <Menu>
            <Menu.Target>
              <Button variant="default">{t.register.actions}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog('in')}>{t.register.cashIn}</Menu.Item>
              <Menu.Item onClick={() => setDialog('out')}>{t.register.cashOut}</Menu.Item>
              <Menu.Item onClick={() => setDialog('x')}>{t.register.xReport}</Menu.Item>
              <Menu.Item color="red" onClick={() => setDialog('close')}>
                {t.register.close}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {receiptPrinterSettings && (
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t.printer.open}
              onClick={() => setDialog('printer')}
            >
              <IconPrinter size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>

      {waiting > 0 && (
        <Alert color="yellow" variant="light" role="status" title={t.queue.waiting(waiting)}>
          {t.queue.offline}
        </Alert>
      )}
      {held > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t.queue.held(held)}
        </Alert>
      )}

      {done && (
        <Paper withBorder p="md" role="status" aria-live="polite" data-testid="last-sale">
          <Group justify="space-between" align="center" wrap="wrap">
            <div>
              <Text fw={600}>{done.offline ? t.done.queuedHeading : t.done.heading(done.number)}</Text>
              <Title order={3} size="h1" data-testid="change-due">
                {t.done.changeDue(done.change)}
              </Title>
            </div>
            <Stack gap={4} align="flex-end">
              {printing.state.kind === 'printing' && <Text>{t.done.printing}</Text>}
              {printing.state.kind === 'printed' && <Text>{t.done.printed}</Text>}
              {printing.state.kind === 'failed' && (
                <>
                  <Text c="red.8" role="alert">
                    {t.done.notPrinted(printing.state.message)}
                  </Text>
                  <Button
                    variant="light"
                    leftSection={<IconPrinter size={16} aria-hidden />}
                    onClick={() => void printing.printAgain()}
                  >
                    {t.done.printAgain}
                  </Button>
                </>
              )}
            </Stack>
          </Group>
        </Paper>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <ScanBox
              inputRef={scanBox}
              text={code}
              onTextChange={changeBox}
              onScan={(text) => void scan(text)}
              search={nameSearch}
              onPick={pick}
            />
            {notFound && (
              <Alert color="red" variant="light" role="alert">
                {notFound}
              </Alert>
            )}
            {/* Scrolls sideways on a narrow window; focusable, so the keyboard can scroll it too. */}
            <Box role="region" aria-label={t.lines.caption} tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table striped verticalSpacing="xs" captionSide="top" miw={560} data-testid="sale-lines">
                <Table.Caption>{t.lines.caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.lines.tool}</Table.Th>
                    <Table.Th ta="right">{t.lines.price}</Table.Th>
                    <Table.Th ta="right">{t.lines.stock}</Table.Th>
                    <Table.Th>{t.lines.quantity}</Table.Th>
                    <Table.Th ta="right">{t.lines.total}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t.lines.removeColumn}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <Text c="dimmed">{t.lines.empty}</Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {lines.map((line) => {
                    const name = variantName(line.item.name, line.item.variantTitle);
                    return (
                      <Table.Tr key={line.item.variantId} data-testid="sale-line">
                        <Table.Td>
                          <VariantLabel item={line.item} />
                        </Table.Td>
                        <Table.Td ta="right">{formatUsd(line.item.price)}</Table.Td>
                        <Table.Td ta="right">
                          <LineStock line={line} />
                        </Table.Td>
                        <Table.Td w={110}>
                          <NumberInput
                            aria-label={t.lines.quantityOf(name)}
                            value={line.quantity}
                            min={1}
                            allowDecimal={false}
                            allowNegative={false}
                            onChange={(value) =>
                              setLines((current) =>
                                setQuantity(current, line.item.variantId, Number(value) || 0),
                              )
                            }
                            onKeyDown={(event) => {
                              if (event.key === 'Enter') focusScanBox();
                            }}
                          />
                        </Table.Td>
                        <Table.Td ta="right" data-testid="line-total">
                          {formatUsd(toDollars(lineTotalCents(line)))}
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t.lines.remove(name)}
                            onClick={() => {
                              setLines((current) => removeLine(current, line.item.variantId));
                              focusScanBox();
                            }}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Box>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            p="md"
            component="form"
            aria-label={t.pay.heading}
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
          >
            <Stack gap="sm">
              <Group justify="space-between" align="baseline">
                <Text fw={600}>{t.pay.total}</Text>
                <Title order={3} size="h2" data-testid="sale-total">
                  {formatUsd(settlement.total)}
                </Title>
              </Group>
              <Group align="flex-end" gap="xs">
                <MoneyInput
                  ref={cashField}
                  label={t.pay.cashTendered}
                  {...tenderInput('cash')}
                  prefix="$"
                  size="md"
                  style={{ flex: 1 }}
                />
                <Button
                  variant="default"
                  size="md"
                  onClick={() =>
                    setTender((c) => ({ ...c, cash: Math.max(0, settlement.total - (c.card || 0)) }))
                  }
                  disabled={lines.length === 0}
                >
                  {t.pay.exact}
                </Button>
              </Group>
              <Group grow gap="xs">
                <MoneyInput label={t.pay.cardAmount} {...tenderInput('card')} prefix="$" />
                <TextInput
                  label={t.pay.cardReference}
                  value={tender.reference}
                  onChange={(event) => {
                    const reference = event.currentTarget.value;
                    setTender((c) => ({ ...c, reference }));
                  }}
                />
              </Group>
              <Group justify="space-between" align="baseline" aria-live="polite">
                <Text fw={600}>{settlement.stillToPay > 0 ? t.pay.stillToPay : t.pay.changeDue}</Text>
                <Title
                  order={3}
                  size="h1"
                  c={settlement.stillToPay > 0 ? 'red.8' : 'teal.9'}
                  data-testid="sale-change"
                >
                  {formatUsd(settlement.stillToPay > 0 ? settlement.stillToPay : settlement.change)}
                </Title>
              </Group>
              <TextInput
                label={t.pay.customerEmail}
                type="email"
                value={customerEmail}
                onChange={(event) => setCustomerEmail(event.currentTarget.value)}
              />
              {refusal && (
                <Alert color="red" variant="light" role="alert">
                  {refusal}
                </Alert>
              )}
              <Button type="submit" size="lg" loading={paying} disabled={!settlement.payable}>
                {t.pay.submit}
              </Button>
              <Button variant="subtle" color="gray" onClick={nextCustomer} disabled={lines.length === 0}>
                {t.pay.clear}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      {(dialog === 'in' || dialog === 'out') && (
        <CashMoveDialog sessionId={session._id} kind={dialog} onClose={() => setDialog(null)} />
      )}
      <XReportDialog
        report={dialog === 'x' ? (xReport.data ?? null) : null}
        onClose={() => setDialog(null)}
      />
      {dialog === 'close' && (
        <CloseRegisterDialog
          sessionId={session._id}
          waiting={waiting}
          onClose={() => setDialog(null)}
          onClosed={(report) => {
            setDialog(null);
            onClosed(report);
          }}
        />
      )}
      <ReturnDialog sessionId={session._id} opened={dialog === 'return'} onClose={() => setDialog(null)} />
      {dialog === 'printer' && <PrinterSettingsDialog onClose={() => setDialog(null)} />}
      {printing.paper}
    </Stack>
  );
}
