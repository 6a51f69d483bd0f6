import type { ReactNode } from 'react';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { SalesFigures, ShopStats } from '@shared/entities';
import { routes } from '@shared/routes';
import { fieldLabels } from '@shared/strings/labels/common';
import { dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { codText } from '@shared/strings/labels/cod';
import { creditText } from '@shared/strings/labels/credit';
import { stockText } from '@shared/strings/labels/stock';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { NumberCell } from '../../../ui/NumberCell';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { DEFAULT_RECEIVABLES_ORDER } from '../credit/receivablesOrder';
import { BackupNotice } from './BackupNotice';
import { formatPrice } from '../../../money';

const text = dashboardText.overview;

/**
 * A chart day (YYYY-MM-DD, already the shop's) as "2 Dec": "12-02" read as 12 February in India and
 * Bangladesh, where the day comes first.
 */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayOfChart = (date: string): string => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** One figure; with `to`, the figure links to the list behind it; `alarming` makes it stand out in red. */
function StatCard({
  label,
  value,
  hint,
  to,
  alarming = false,
}: {
  label: string;
  value: string;
  hint: string;
  to?: string;
  alarming?: boolean;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={label}
      bg={alarming ? 'red.0' : undefined}
      style={alarming ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} fw={700} fz="xl" c={alarming ? 'red.8' : undefined}>
          {value}
        </Anchor>
      ) : (
        <Text fw={700} fz="xl" c={alarming ? 'red.8' : undefined}>
          {value}
        </Text>
      )}
      <Text size="sm">{hint}</Text>
    </Card>
  );
}

const salesCard = (label: string, figures: SalesFigures) => (
  <StatCard label={label} value={formatPrice(figures.revenue)} hint={text.ordersCount(figures.orders)} />
);

/** One of the overview's lists: its title, what it shows, then the list or what stands for none. */
function ListCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {hint}
      </Text>
      {children}
    </Card>
  );
}

function TopProducts({ products }: { products: ShopStats['topProducts'] }) {
  return (
    <ListCard id="top-products" title={text.topProducts} hint={text.topProductsHint}>
      {products.length === 0 ? (
        <Text size="sm">{text.topProductsNone}</Text>
      ) : (
        <Table verticalSpacing={4} aria-labelledby="top-products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{fieldLabels.item}</Table.Th>
              <Table.Th ta="right">{text.units}</Table.Th>
              <Table.Th ta="right">{text.revenue}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr key={product.productId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{product.name}</Table.Td>
                <NumberCell>{product.units}</NumberCell>
                <NumberCell>{formatPrice(product.revenue)}</NumberCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListCard>
  );
}

/** How many tools are below their threshold (their own list, beside the shop's figures), linked to it. */
function LowStockFigure() {
  const low = useQuery({ queryKey: queryKeys.lowStock, queryFn: () => call('lowStock') });
  return (
    <StatCard
      label={stockText.overview.lowStock}
      // A dash when the list could not be read: a count of 0 would say nothing is low.
      value={low.data ? String(low.data.length) : low.isError ? '—' : '…'}
      hint={stockText.overview.lowStockHint}
      to={routes.lowStock}
    />
  );
}

/**
 * What customers owe on account and how much of it is past due, from the receivables' totals, linked to
 * the Receivables page; a dash for each while they cannot be read.
 */
function ReceivablesFigures() {
  const receivables = useQuery({
    queryKey: queryKeys.receivables(DEFAULT_RECEIVABLES_ORDER),
    queryFn: () => call('listReceivables', { query: DEFAULT_RECEIVABLES_ORDER }),
  });
  const figure = (amount: number | undefined) =>
    amount !== undefined ? formatPrice(amount) : receivables.isError ? '—' : '…';
  const overdue = receivables.data?.totals.overdue;
  return (
    <>
      <StatCard
        label={creditText.overview.owed}
        value={figure(receivables.data?.totals.balance)}
        hint={creditText.overview.owedHint}
        to={routes.receivables}
      />
      <StatCard
        label={creditText.overview.overdue}
        value={figure(overdue)}
        hint={creditText.overview.overdueHint}
        to={routes.receivables}
        alarming={overdue !== undefined && overdue > 0}
      />
    </>
  );
}

function Overview({ stats }: { stats: ShopStats }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {salesCard(text.today, stats.today)}
        {salesCard(text.last7Days, stats.last7Days)}
        {salesCard(text.last30Days, stats.last30Days)}
        <StatCard
          label={text.awaitingShipment}
          value={String(stats.awaitingShipment)}
          hint={text.awaitingShipmentHint}
        />
        <StatCard
          label={text.returnsRequested}
          value={String(stats.returnsRequested)}
          hint={text.returnsRequestedHint}
          to={stats.returnsRequested > 0 ? `${routes.manageOrders}?return=requested` : undefined}
        />
        <LowStockFigure />
        <ReceivablesFigures />
        <StatCard
          label={codText.toConfirm}
          value={String(stats.cod.toConfirm)}
          hint={codText.toConfirmHint}
          to={stats.cod.toConfirm > 0 ? `${routes.manageOrders}?cod=to-confirm` : undefined}
        />
        <StatCard
          label={codText.toCollect}
          value={String(stats.cod.toCollect)}
          hint={codText.toCollectHint}
          to={stats.cod.toCollect > 0 ? `${routes.manageOrders}?cod=to-collect` : undefined}
        />
        <StatCard
          label={codText.cashExpected}
          value={formatPrice(stats.cod.cashExpected)}
          hint={codText.cashExpectedHint}
        />
        <StatCard
          label={text.emailsFailed}
          value={String(stats.emailsFailed)}
          hint={text.emailsFailedHint}
          alarming={stats.emailsFailed > 0}
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="daily-sales">
        <Title order={3} size="h5" id="daily-sales" mb="sm">
          {text.dailySales}
        </Title>
        <BarChart
          h={260}
          data={stats.dailySales}
          dataKey="date"
          series={[{ name: 'revenue', label: text.revenue, color: 'safety.6' }]}
          valueFormatter={formatPrice}
          tickLine="y"
          xAxisProps={{ tickFormatter: dayOfChart }}
          // As wide as its widest amount: recharts' 60 px cut "₹1,20,000.00" to "20,000.00".
          yAxisProps={{ width: 'auto' }}
        />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopProducts products={stats.topProducts} />
        <ListCard id="short-of-minimum" title={text.shortOfMinimum} hint={text.shortOfMinimumHint}>
          {stats.shortOfMinimum.length === 0 ? (
            <Text size="sm">{text.shortOfMinimumNone}</Text>
          ) : (
            <List size="sm" spacing={4}>
              {stats.shortOfMinimum.map((product) => (
                <List.Item key={product._id}>
                  <Anchor component={Link} to={routes.editProduct(product._id)}>
                    {product.name}
                  </Anchor>{' '}
                  — {text.shortOfMinimumRow(product.stock, product.minimumOrder)}
                </List.Item>
              ))}
            </List>
          )}
        </ListCard>
      </SimpleGrid>
    </Stack>
  );
}

/** `/dasboard/overview` (admin's landing): sales at a glance, a daily chart, what needs doing. */
export function OverviewPage() {
  const statsQuery = useQuery({ queryKey: queryKeys.stats, queryFn: () => call('shopStats') });
  return (
    <>
      <PageHeading title={dashboardMenu.overview} />
      <BackupNotice />
      <QueryState query={statsQuery}>{(stats) => <Overview stats={stats} />}</QueryState>
    </>
  );
}
