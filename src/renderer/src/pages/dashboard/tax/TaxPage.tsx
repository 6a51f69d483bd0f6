import { useState } from 'react';
import { Alert, Card, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { taxText as t } from '@shared/strings/labels/tax';
import { calendarMonth } from '@shared/tax/financialYear';
import type { TaxingRegime } from '@shared/tax/regimes';
import { SECTIONS_OF, taxPeriodSchema, type TaxPeriod, type TaxSummary } from '@shared/taxSchemas';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { formatPrice } from '../../../money';
import { publicConfigQuery } from '../../../publicConfig';
import { NumberCell } from '../../../ui/NumberCell';
import { QueryState } from '../../../ui/QueryState';
import { PageHeading } from '../PageHeading';
import { DownloadButton } from '../table/DownloadButton';
import { exportTaxCsv } from './exportTaxCsv';

type PeriodChoice = 'thisMonth' | 'lastMonth' | 'custom';

/** Enough for a rate's label or a lakh of taka in a phone's width: VAT's three columns fit in 330 px. */
const COLUMN_MIN_WIDTH = 110;

/** The amount columns of a regime's table: GST's three parts, or VAT. */
const PARTS: Record<TaxingRegime, readonly ('cgst' | 'sgst' | 'igst' | 'vat')[]> = {
  IN_GST: ['cgst', 'sgst', 'igst'],
  BD_VAT: ['vat'],
};

/** The period's figures by rate, with their totals beneath. */
function RatesTable({ regime, summary }: { regime: TaxingRegime; summary: TaxSummary }) {
  const parts = PARTS[regime];
  return (
    // GST's five columns scroll on a phone, its heading staying where it can be read; VAT's three fit.
    <Table.ScrollContainer minWidth={COLUMN_MIN_WIDTH * (parts.length + 2)}>
      <Table verticalSpacing={6} aria-labelledby="tax-period">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.rate}</Table.Th>
            <Table.Th ta="right">{t.columns.taxable}</Table.Th>
            {parts.map((part) => (
              <Table.Th key={part} ta="right">
                {t.columns[part]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rates.map((line) => (
            <Table.Tr key={line.rate}>
              <Table.Th scope="row" fw={500}>{`${line.rate}%`}</Table.Th>
              <NumberCell>{formatPrice(line.taxable)}</NumberCell>
              {parts.map((part) => (
                <NumberCell key={part}>{formatPrice(line[part])}</NumberCell>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t.total}</Table.Th>
            <NumberCell fw={700}>{formatPrice(summary.totals.taxable)}</NumberCell>
            {parts.map((part) => (
              <NumberCell key={part} fw={700}>
                {formatPrice(summary.totals[part])}
              </NumberCell>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function PeriodFigures({ regime, period }: { regime: TaxingRegime; period: TaxPeriod }) {
  const summary = useQuery({
    queryKey: queryKeys.taxSummary(period.from, period.to),
    queryFn: () => call('taxSummary', { query: period }),
  });
  return (
    <QueryState query={summary}>
      {(figures) => (
        <Stack gap="xs">
          <Title order={3} size="h5" id="tax-period">
            {t.figuresOf(figures.from, figures.to)}
          </Title>
          {figures.rates.length === 0 ? (
            <Text>{t.nothing}</Text>
          ) : (
            <RatesTable regime={regime} summary={figures} />
          )}
          <Text fw={600}>{t.totalTax(formatPrice(figures.totals.tax))}</Text>
          <Text size="sm" c="dimmed">
            {t.documents(figures.totals.invoices, figures.totals.creditNotes)}
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}

function Exports({ regime, period }: { regime: TaxingRegime; period: TaxPeriod }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="tax-exports">
      <Title order={3} size="h5" id="tax-exports">
        {t.exportHeading}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t.exportHint(regime)}
      </Text>
      <Group gap="xs">
        {SECTIONS_OF[regime].map((section) => (
          <DownloadButton
            key={section}
            label={t.sections[section]}
            savedText={t.exported}
            save={() => exportTaxCsv({ ...period, section })}
          />
        ))}
      </Group>
    </Card>
  );
}

/**
 * A period (this month by default, last month, or any from–to) and its figures and exports. The months
 * are the shop's (`timeZone`), as the server counts a period's days, not this computer's.
 */
function TaxReport({ regime, timeZone }: { regime: TaxingRegime; timeZone: string }) {
  const [choice, setChoice] = useState<PeriodChoice>('thisMonth');
  const [custom, setCustom] = useState<TaxPeriod>(() => calendarMonth(new Date(), timeZone));
  const period =
    choice === 'custom' ? custom : calendarMonth(new Date(), timeZone, choice === 'lastMonth' ? 1 : 0);
  const checked = taxPeriodSchema.safeParse(period);
  const problemOf = (field: keyof TaxPeriod) =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t.regimes[regime]}</Text>
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={t.period.label}
          value={choice}
          onChange={(value) => setChoice(value as PeriodChoice)}
          data={[
            { value: 'thisMonth', label: t.period.thisMonth },
            { value: 'lastMonth', label: t.period.lastMonth },
            { value: 'custom', label: t.period.custom },
          ]}
        />
        {choice === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t.period.from}
              value={custom.from}
              error={problemOf('from')}
              onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t.period.to}
              value={custom.to}
              error={problemOf('to')}
              onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
            />
          </>
        )}
      </Group>
      {checked.success && (
        <>
          <PeriodFigures regime={regime} period={checked.data} />
          <Exports regime={regime} period={checked.data} />
        </>
      )}
    </Stack>
  );
}

/**
 * `/dasboard/tax` (admins; docs/tax.md): a period's tax by rate, credit notes subtracted, and the
 * regime's return sections to download as CSV. A shop with no regime is told it has none.
 */
export function TaxPage() {
  const config = useQuery(publicConfigQuery);
  return (
    <>
      <PageHeading title={t.title} />
      <QueryState query={config}>
        {({ tax }) =>
          tax.regime === 'none' ? (
            <Alert color="gray">{t.noRegime}</Alert>
          ) : (
            <TaxReport regime={tax.regime} timeZone={tax.timeZone} />
          )
        }
      </QueryState>
    </>
  );
}
