/**
 * Financial years, document numbers and the shop's days (src/shared/tax/financialYear.ts): a year turns
 * at the shop's local midnight (Kolkata's April, Dhaka's July), numbers keep to GST's 16 characters, and
 * a report's days are bounded by the shop's midnights, clock changes included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarMonth,
  dayRange,
  documentNumber,
  FINANCIAL_YEAR_START,
  financialYearOf,
  isCalendarDate,
  isDocumentNumber,
  localDate,
  shopClock,
} from '../../src/shared/tax/financialYear';

const at = (iso: string) => new Date(iso);

describe('financial year', () => {
  it('starts in April in India and with no regime, in July in Bangladesh', () => {
    expect(FINANCIAL_YEAR_START).toEqual({ none: 4, IN_GST: 4, BD_VAT: 7 });
  });

  it('turns at midnight in Kolkata on 1 April, whatever the UTC date', () => {
    // 23:30 on 31 March in Kolkata is 18:00 UTC; 00:10 on 1 April is 18:40 UTC the same day.
    expect(financialYearOf(at('2026-03-31T18:00:00Z'), 'Asia/Kolkata', 4)).toEqual({
      label: '25-26',
      startYear: 2025,
    });
    expect(financialYearOf(at('2026-03-31T18:29:59.999Z'), 'Asia/Kolkata', 4).label).toBe('25-26');
    expect(financialYearOf(at('2026-03-31T18:30:00Z'), 'Asia/Kolkata', 4)).toEqual({
      label: '26-27',
      startYear: 2026,
    });
    expect(financialYearOf(at('2027-03-31T18:29:59Z'), 'Asia/Kolkata', 4).label).toBe('26-27');
    expect(financialYearOf(at('2026-03-31T18:30:00Z'), 'UTC', 4).label).toBe('25-26');
  });

  it('turns at midnight in Dhaka on 1 July', () => {
    // Dhaka is UTC+6: 1 July 00:00 is 30 June 18:00 UTC.
    expect(financialYearOf(at('2026-06-30T17:59:59Z'), 'Asia/Dhaka', 7)).toEqual({
      label: '25-26',
      startYear: 2025,
    });
    expect(financialYearOf(at('2026-06-30T18:00:00Z'), 'Asia/Dhaka', 7)).toEqual({
      label: '26-27',
      startYear: 2026,
    });
    expect(financialYearOf(at('2027-01-15T12:00:00Z'), 'Asia/Dhaka', 7).label).toBe('26-27');
  });

  it('is the calendar year when it starts in January, and labels the century’s turn', () => {
    expect(financialYearOf(at('2026-12-31T20:00:00Z'), 'Asia/Kolkata', 1)).toEqual({
      label: '2027',
      startYear: 2027,
    });
    expect(financialYearOf(at('2026-06-01T00:00:00Z'), 'UTC', 1).label).toBe('2026');
    expect(financialYearOf(at('2099-05-01T00:00:00Z'), 'UTC', 4).label).toBe('99-00');
    expect(financialYearOf(at('2100-02-01T00:00:00Z'), 'UTC', 4).label).toBe('99-00');
    expect(financialYearOf(at('2105-05-01T00:00:00Z'), 'UTC', 4).label).toBe('05-06');
    expect(() => financialYearOf(at('2026-01-01T00:00:00Z'), 'UTC', 13)).toThrow(RangeError);
  });
});

describe('document numbers', () => {
  it('are the prefix, the year and a six-digit sequence', () => {
    expect(documentNumber('INV', '26-27', 1)).toBe('INV/26-27/000001');
    expect(documentNumber('CN', '26-27', 42)).toBe('CN/26-27/000042');
    expect(documentNumber('INV', '26-27', 999_999)).toBe('INV/26-27/999999');
    expect(documentNumber('CN', '26-27', 1_000_000)).toBe('CN/26-27/1000000');
    expect(documentNumber('INV', '2026', 1_000_000)).toBe('INV/2026/1000000');
  });

  it('refuse a number longer than 16 characters or a sequence that is no whole number from 1', () => {
    expect(() => documentNumber('INV', '26-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('INV', '26-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('INV', '26-27', 1.5)).toThrow(RangeError);
  });

  it('keep to at most 16 letters, digits, / and -, starting with a letter or 1-9', () => {
    for (const good of ['INV/26-27/000001', 'CN/26-27/000001', 'A', '1', 'INV/2026/1000000'])
      expect(isDocumentNumber(good)).toBe(true);
    for (const bad of [
      '',
      '0INV/1',
      '/INV/1',
      '-INV/1',
      'INV/26-27/0000001',
      'INV 1',
      'INV_1',
      'INV/26-27/00001é',
    ])
      expect(isDocumentNumber(bad)).toBe(false);
  });
});

describe('the shop’s days', () => {
  it('reads the calendar date in the shop’s time zone', () => {
    expect(localDate(at('2026-03-31T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-31');
    expect(localDate(at('2026-03-31T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-04-01');
    expect(localDate(at('2026-06-30T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-07-01');
    expect(localDate(at('2026-01-01T04:59:59Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('takes a report’s month from the shop’s calendar, and steps back across a year’s end', () => {
    // 19:00 UTC on 30 November is 1 December in Kolkata, still 30 November in UTC.
    expect(calendarMonth(at('2026-11-30T19:00:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(calendarMonth(at('2026-11-30T19:00:00Z'), 'UTC')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(calendarMonth(at('2027-01-15T12:00:00Z'), 'Asia/Dhaka', 1)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(calendarMonth(at('2028-03-10T12:00:00Z'), 'Asia/Dhaka', 1)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('tells real calendar dates', () => {
    for (const good of ['2026-04-01', '2028-02-29', '2000-02-29']) expect(isCalendarDate(good)).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-4-1', '2026-04-31', '20260401', '', '1900-02-29'])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('bounds a report’s days by the shop’s midnights, both days included', () => {
    expect(dayRange('2026-04-01', '2026-04-30', 'Asia/Kolkata')).toEqual({
      startsAt: at('2026-03-31T18:30:00Z'),
      endsBefore: at('2026-04-30T18:30:00Z'),
    });
    expect(dayRange('2026-07-01', '2026-07-01', 'Asia/Dhaka')).toEqual({
      startsAt: at('2026-06-30T18:00:00Z'),
      endsBefore: at('2026-07-01T18:00:00Z'),
    });
    expect(() => dayRange('2026-04-02', '2026-04-01', 'Asia/Kolkata')).toThrow(RangeError);
    expect(() => dayRange('2026-02-30', '2026-03-01', 'Asia/Kolkata')).toThrow(RangeError);
  });

  it('takes a clock change: New York’s 23-hour day, and Chile’s days that skip or repeat midnight', () => {
    expect(dayRange('2026-03-08', '2026-03-08', 'America/New_York')).toEqual({
      startsAt: at('2026-03-08T05:00:00Z'),
      endsBefore: at('2026-03-09T04:00:00Z'),
    });
    // Santiago's clocks went from 00:00 to 01:00 on 7 September 2025: that day began at 01:00 (-03).
    expect(dayRange('2025-09-07', '2025-09-07', 'America/Santiago')).toEqual({
      startsAt: at('2025-09-07T04:00:00Z'),
      endsBefore: at('2025-09-08T03:00:00Z'),
    });
    // And back from 00:00 on 6 April 2025 to 23:00 on the 5th: the 5th lasted 25 hours.
    expect(dayRange('2025-04-05', '2025-04-05', 'America/Santiago')).toEqual({
      startsAt: at('2025-04-05T03:00:00Z'),
      endsBefore: at('2025-04-06T04:00:00Z'),
    });
  });

  it('starts each day at the first instant the shop’s clock shows it, in any zone', () => {
    const zones = fc.constantFrom(
      'Asia/Kolkata',
      'Asia/Dhaka',
      'UTC',
      'America/New_York',
      'America/Santiago',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
    );
    const days = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 40 }), zones, (from, length, zone) => {
        const to = new Date(Date.parse(from) + length * 86_400_000).toISOString().slice(0, 10);
        const { startsAt, endsBefore } = dayRange(from, to, zone);
        expect(localDate(startsAt, zone)).toBe(from);
        expect(localDate(new Date(startsAt.getTime() - 1), zone) < from).toBe(true);
        expect(localDate(new Date(endsBefore.getTime() - 1), zone)).toBe(to);
        expect(localDate(endsBefore, zone) > to).toBe(true);
      }),
    );
  });

  it('reads each instant afresh around a clock change, however close the instants asked before it', () => {
    // London's clocks went forward at 01:00 UTC on 29 March 2026: the minute before is GMT, that one BST.
    const change = Date.UTC(2026, 2, 29, 1, 0, 0);
    const fresh = (ms: number, zone: string) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(ms);
    const zones = fc.constantFrom('Europe/London', 'America/Santiago', 'Asia/Kolkata', 'Australia/Lord_Howe');
    const near = fc.integer({ min: -120_000, max: 120_000 }).map((d) => change + d);
    const anywhere = fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(near, anywhere), zones), { minLength: 2, maxLength: 20 }),
        (asked) => {
          for (const [ms, zone] of asked) {
            expect(shopClock(ms, zone)).toBe(fresh(ms, zone));
            expect(localDate(new Date(ms), zone)).toBe(fresh(ms, zone).slice(0, 10));
          }
        },
      ),
    );
    expect(shopClock(change - 1, 'Europe/London')).toBe('2026-03-29 00:59');
    expect(shopClock(change, 'Europe/London')).toBe('2026-03-29 02:00');
    expect(shopClock(change + 59_999, 'Europe/London')).toBe('2026-03-29 02:00');
  });
});
