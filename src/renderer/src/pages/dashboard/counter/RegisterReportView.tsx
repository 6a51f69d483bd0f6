import { Table } from '@mantine/core';
import type { RegisterReport } from '@shared/counterSchemas';
import { formatDateTime, formatUsd } from '@shared/money';
import { counterText } from '@shared/strings/labels/counterScreen';

const t = counterText.report;

/** The X report of an open session, or the Z report of a closed one: its figures, as a table. */
export function RegisterReportRows({ report }: { report: RegisterReport }) {
  const rows: [string, string][] = [
    [t.session, `${counterText.register.sessionOf(report.register, report.number)}`],
    [t.openedBy, `${report.openedBy.email}, ${formatDateTime(report.openedAt)}`],
    ...(report.closedBy && report.closedAt
      ? ([[t.closedBy, `${report.closedBy.email}, ${formatDateTime(report.closedAt)}`]] as [string, string][])
      : []),
    [t.float, formatUsd(report.float)],
    [t.sales, `${t.salesCount(report.sales.count, report.sales.units)}: ${formatUsd(report.sales.total)}`],
    [t.cashSales, formatUsd(report.sales.byMethod.cash)],
    [t.cardSales, formatUsd(report.sales.byMethod.card)],
    [t.cashRefunds, formatUsd(report.refunds.byMethod.cash)],
    [t.cardRefunds, formatUsd(report.refunds.byMethod.card)],
    [t.cashIn, formatUsd(report.cashIn)],
    [t.cashOut, formatUsd(report.cashOut)],
    [t.expected, formatUsd(report.expectedCash)],
    ...(report.counted !== null && report.difference !== null
      ? ([
          [t.counted, formatUsd(report.counted)],
          [t.difference, formatUsd(report.difference)],
        ] as [string, string][])
      : []),
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} captionSide="top">
      <Table.Caption>{report.state === 'open' ? t.xHeading : t.zHeading}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td ta="right" className="amount">
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The report on 80 mm paper, as the till prints it. */
export function RegisterReportPaper({ report }: { report: RegisterReport }) {
  return (
    <div className="counter-paper">
      <h1>{report.state === 'open' ? t.xHeading : t.zHeading}</h1>
      <hr />
      <RegisterReportRows report={report} />
    </div>
  );
}
