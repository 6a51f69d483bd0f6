/**
 * The shop measured beside its ceiling in one run (checkout, search): whose turn it is in each
 * round, and the report's table of the two.
 */
import { medianOf, type Figures } from './measure';

export type Side = 'shop' | 'bare';

/** Who goes first alternates, so neither always meets the other's leftovers (vacuum, checkpoints). */
export const sidesInTurn = (round: number): readonly Side[] =>
  round % 2 ? ['bare', 'shop'] : ['shop', 'bare'];

/** One row of the table: its leading cells (configuration, shape…) and each side's rounds. */
export interface ComparedRow {
  leading: string[];
  shop: Figures[];
  bare: Figures[];
}

const latency = (rounds: Figures[]) =>
  `${medianOf(rounds.map((f) => f.p50)).toFixed(1)} / ${medianOf(rounds.map((f) => f.p95)).toFixed(1)}`;

/**
 * A Markdown table: the leading columns, then each side's throughput in `unit`s a second (the
 * median round), the shop's share of the ceiling, each side's median p50 / p95, the shop's errors.
 */
export function comparisonTable(leadingColumns: string[], unit: string, rows: ComparedRow[]): string {
  const header = [
    ...leadingColumns,
    `Shop (${unit}/s)`,
    `Ceiling (${unit}/s)`,
    'Shop ÷ ceiling',
    'Shop p50 / p95 (ms)',
    'Ceiling p50 / p95 (ms)',
    'Shop errors',
  ];
  const lines = rows.map((row) => {
    const shop = medianOf(row.shop.map((f) => f.perSecond));
    const bare = medianOf(row.bare.map((f) => f.perSecond));
    const errors = row.shop.reduce((sum, f) => sum + f.errors, 0);
    const cells = [
      ...row.leading,
      shop,
      bare,
      (shop / bare).toFixed(2),
      latency(row.shop),
      latency(row.bare),
      errors,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i < leadingColumns.length ? '---' : '---:')).join(' | ')} |`,
    ...lines,
  ].join('\n');
}

/** Each round's throughput, one line a row: `- label: shop a, b, c; ceiling x, y, z`. */
export const roundsList = (rows: ComparedRow[]): string =>
  rows
    .map(
      (row) =>
        `- ${row.leading.join(', ')}: shop ${row.shop.map((f) => f.perSecond).join(', ')}; ceiling ${row.bare.map((f) => f.perSecond).join(', ')}`,
    )
    .join('\n');
