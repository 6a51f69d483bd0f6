/**
 * Financial years, document numbers and the shop's calendar days. Dates on documents, a financial
 * year's boundary and a report's period are the shop's own (`SHOP_TIMEZONE`), never the server's: a
 * sale at 23:30 on 31 March in Kolkata is in the year that ends that day, wherever the server runs.
 * Worked with Intl's time-zone data alone, so the browser and the server agree without a date library.
 */
import type { SqlTag } from '../sqlTag';
import type { TaxRegime } from './regimes';

/** The month a financial year starts in: India's April (and the spec's shop's), Bangladesh's July. */
export const FINANCIAL_YEAR_START: Record<TaxRegime, number> = { none: 4, IN_GST: 4, BD_VAT: 7 };

const DAY_MS = 86_400_000;

/** Whether Intl knows `zone`: an IANA name (`Asia/Kolkata`) or UTC. */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const clocks = new Map<string, Intl.DateTimeFormat>();
const clockIn = (timeZone: string): Intl.DateTimeFormat => {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
};

const documentClocks = new Map<string, Intl.DateTimeFormat>();

const MINUTE_MS = 60_000;
/**
 * Since 1973 every zone's offset is whole minutes (Monrovia's was -0:44:30 until 1972) and its clock
 * changes fall on whole minutes (all 21,915 from 1973 to 2045 in Node's time-zone data, checked), so
 * the offset and the printed clock found for an instant hold for the rest of its UTC minute.
 */
const WHOLE_MINUTES_SINCE = Date.UTC(1973, 0, 1);
const minuteOf = (ms: number): number | null =>
  ms >= WHOLE_MINUTES_SINCE ? Math.floor(ms / MINUTE_MS) : null;

/** Per zone, the last minute's answer, since formatting costs tens of microseconds each time. */
type LastMinute<T> = Map<string, { minute: number; value: T }>;

/** `work`'s answer for instant `ms` in `timeZone`: the last one's, when it was asked in the same minute. */
function withinMinute<T>(last: LastMinute<T>, timeZone: string, ms: number, work: () => T): T {
  const minute = minuteOf(ms);
  const known = last.get(timeZone);
  if (known && known.minute === minute) return known.value;
  const value = work();
  if (minute !== null) last.set(timeZone, { minute, value });
  return value;
}

const lastClocks: LastMinute<string> = new Map();
const lastOffsets: LastMinute<number> = new Map();

/**
 * The shop's wall clock at an instant, as its documents print it: `2026-11-29 14:05` (Sweden's format
 * is ISO's order). One formatter per zone, as each costs far more to make than to use.
 */
export function shopClock(at: Date | number, timeZone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return withinMinute(lastClocks, timeZone, ms, () => {
    let clock = documentClocks.get(timeZone);
    if (!clock) {
      clock = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
      documentClocks.set(timeZone, clock);
    }
    return clock.format(ms);
  });
}

/** The wall clock in `timeZone` at instant `ms`, as the UTC instant that reads the same. */
function wallClockMs(ms: number, timeZone: string): number {
  const offsetMs = withinMinute(lastOffsets, timeZone, ms, () => {
    const parts: Record<string, number> = {};
    for (const { type, value } of clockIn(timeZone).formatToParts(ms)) parts[type] = Number(value);
    const wall = Date.UTC(
      parts.year!,
      parts.month! - 1,
      parts.day!,
      parts.hour!,
      parts.minute!,
      parts.second!,
    );
    return wall + (((ms % 1000) + 1000) % 1000) - ms;
  });
  return ms + offsetMs;
}

const isoDay = (wallMs: number): string => new Date(wallMs).toISOString().slice(0, 10);

/** The day `days` after `day` (both 'YYYY-MM-DD'; `days` may be negative): calendar days, whatever the zone. */
export const dayAfter = (day: string, days: number): string =>
  isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** The calendar date at `at` in `timeZone`: 'YYYY-MM-DD'. */
export const localDate = (at: Date, timeZone: string): string => isoDay(wallClockMs(at.getTime(), timeZone));

/**
 * `localDate` in a statement, for one that reads many rows: `at` is a timestamptz column or expression.
 * The database's time-zone data answers, as Intl's does in `localDate` (both are the IANA database);
 * `to_char` writes the day whatever the session's DateStyle. Per row it costs the database next to
 * nothing, where `localDate` formats each instant anew.
 */
export const localDateSql = <Fragment>(sql: SqlTag<Fragment>, at: unknown, timeZone: string): Fragment =>
  sql`to_char(${at} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;

/** Whether `day` is a real calendar date written 'YYYY-MM-DD'. */
export const isCalendarDate = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && isoDay(Date.parse(`${day}T00:00:00Z`) || 0) === day;

/**
 * The calendar month `monthsBack` months before the one holding `at` in `timeZone`, as its first and
 * last days: a report's "this month" is the shop's, whatever the clock of the computer asking.
 */
export function calendarMonth(at: Date, timeZone: string, monthsBack = 0): { from: string; to: string } {
  const [year, month] = localDate(at, timeZone).split('-').map(Number) as [number, number];
  return {
    from: isoDay(Date.UTC(year, month - 1 - monthsBack, 1)),
    to: isoDay(Date.UTC(year, month - monthsBack, 0)),
  };
}

/**
 * The first instant of `day` in `timeZone`. Usually its midnight at the offset in force then; where a
 * clock change skips midnight (Chile's in September), the instant the day begins, at 01:00; where one
 * repeats it, the first of the two.
 */
function startOfDay(day: string, timeZone: string): number {
  if (!isCalendarDate(day)) throw new RangeError(`expected a date written YYYY-MM-DD: ${day}`);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The offsets in force around that midnight: a clock change is never nearer than a day to another.
  const offsetAt = (ms: number) => wallClockMs(ms, timeZone) - ms;
  const candidates = [...new Set([-DAY_MS, 0, DAY_MS].map((d) => midnight - offsetAt(midnight + d)))].sort(
    (a, b) => a - b,
  );
  const start =
    candidates.find((at) => wallClockMs(at, timeZone) === midnight) ??
    candidates.find((at) => isoDay(wallClockMs(at, timeZone)) === day);
  if (start === undefined) throw new RangeError(`${day} has no start in ${timeZone}`);
  return start;
}

/**
 * The instants bounding the days `from` to `to` ('YYYY-MM-DD', both included) in `timeZone`: a report
 * takes what happened at or after `startsAt` and before `endsBefore`.
 */
export function dayRange(from: string, to: string, timeZone: string): { startsAt: Date; endsBefore: Date } {
  const startsAt = startOfDay(from, timeZone);
  if (!isCalendarDate(to) || to < from) throw new RangeError(`expected a day from ${from} on: ${to}`);
  return { startsAt: new Date(startsAt), endsBefore: new Date(startOfDay(dayAfter(to, 1), timeZone)) };
}

/**
 * The financial year holding `at`, a calendar date in `timeZone`, for years starting on the 1st of
 * `startMonth` (1-12). Its label is what document numbers carry: '26-27' for April 2026 to March 2027;
 * a year starting in January is its calendar year, '2026', since '26' alone would read as a fragment.
 */
export function financialYearOf(
  at: Date,
  timeZone: string,
  startMonth: number,
): { label: string; startYear: number } {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12)
    throw new RangeError(`a financial year starts in a month from 1 to 12: ${startMonth}`);
  const [year, month] = localDate(at, timeZone).split('-').map(Number) as [number, number];
  const startYear = month >= startMonth ? year : year - 1;
  const twoDigits = (y: number) => String(y % 100).padStart(2, '0');
  const label = startMonth === 1 ? String(startYear) : `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`;
  return { label, startYear };
}

/**
 * Whether `number` may number an invoice or a credit note: at most 16 letters, digits, '/' and '-' (CGST
 * Rule 46), starting with a letter or a digit other than 0, as the GST e-invoice schema's pattern has it.
 */
export const isDocumentNumber = (number: string): boolean => /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/.test(number);

/**
 * The `sequence`th document of a series in a financial year: 'INV/26-27/000001'. Six digits hold a
 * year's invoices at any shop this serves; beyond them the number grows, and throws where it would break
 * the 16-character rule (past 999999 invoices in a year with a two-year label).
 */
export function documentNumber(prefix: 'INV' | 'CN', yearLabel: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`a document's sequence is a whole number from 1: ${sequence}`);
  const number = `${prefix}/${yearLabel}/${String(sequence).padStart(6, '0')}`;
  if (!isDocumentNumber(number)) throw new RangeError(`${number} is no valid document number`);
  return number;
}

/**
 * `documentNumber` in a statement, for the one that takes the number: `yearLabel` is its value (or a
 * placeholder for it), `sequence` a bigint column or expression. Its digits pad to six, as
 * `padStart` does (`lpad` alone would cut a longer one short).
 */
export const documentNumberSql = <Fragment>(
  sql: SqlTag<Fragment>,
  prefix: 'INV' | 'CN',
  yearLabel: unknown,
  sequence: unknown,
): Fragment =>
  sql`${prefix}::text || '/' || ${yearLabel}::text || '/' || lpad(${sequence}::text, greatest(6, length(${sequence}::text)), '0')`;
