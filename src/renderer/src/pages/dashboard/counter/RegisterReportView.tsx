import { Table } from '@mantine/core';
import type { RegisterReport } from '@shared/counterSchemas';
import {
  registerReportHeading,
  registerReportSections,
  reportValue,
  type RegisterReportLine,
} from '@shared/registerReportLines';
import { formatPrice } from '../../../money';
import { useShopTax } from '../../../tax/shopTax';

const isItem = (line: RegisterReportLine) => line.kind === 'amount' && line.item === true;

/** On a narrow screen a long email breaks anywhere, so the amounts below keep their room whole. */
const DETAIL_STYLE = { overflowWrap: 'anywhere' } as const;
const AMOUNT_STYLE = { whiteSpace: 'nowrap' } as const;

/** The X report of an open session, or the Z report of a closed one: its figures, as a table. */
export function RegisterReportRows({ report }: { report: RegisterReport }) {
  const { timeZone } = useShopTax();
  return (
    <Table withRowBorders={false} verticalSpacing={4} captionSide="top">
      <Table.Caption>{registerReportHeading(report)}</Table.Caption>
      <Table.Tbody>
        {registerReportSections(report, timeZone)
          .flat()
          .map((line, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={isItem(line) ? 400 : 500} pl={isItem(line) ? 'xl' : undefined}>
                {line.label}
              </Table.Th>
              <Table.Td ta="right" style={line.kind === 'detail' ? DETAIL_STYLE : AMOUNT_STYLE}>
                {reportValue(line, formatPrice)}
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The report on the 80 mm page, as the receipt printer prints it: each label on the left with its
 * amount right-aligned on the same line, a long label wrapping beside it, never pushing it off the page.
 */
export function RegisterReportPaper({ report, timeZone }: { report: RegisterReport; timeZone: string }) {
  return (
    <div className="counter-paper register-report">
      <h1>{registerReportHeading(report)}</h1>
      {registerReportSections(report, timeZone).map((section, index) => (
        <div key={index}>
          <hr />
          <table>
            <tbody>
              {section.map((line, row) =>
                line.kind === 'detail' ? (
                  <tr key={row}>
                    <td colSpan={2} className="detail">
                      {line.label}: {line.value}
                    </td>
                  </tr>
                ) : (
                  <tr key={row}>
                    <td className={line.item ? 'label item' : 'label'}>{line.label}</td>
                    <td className="amount">{reportValue(line, formatPrice)}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
