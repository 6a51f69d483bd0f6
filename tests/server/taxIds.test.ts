/**
 * India's states and their GST codes (src/shared/tax/indianStates.ts), and the tax ids and HSN codes a
 * shop, its buyers and its products give (src/shared/tax/taxIds.ts): real published GSTINs pass, any
 * one character changed fails on its check character, and the schemas say what is wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, indianState } from '../../src/shared/tax/indianStates';
import {
  binSchema,
  buyerTaxIdSchema,
  gstinCheckCharacter,
  gstinSchema,
  gstinStateCode,
  hsnCodeSchema,
  isBin,
  isGstin,
} from '../../src/shared/tax/taxIds';

/** Two published GSTINs, of Maharashtra and Karnataka. */
const REAL_GSTINS = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('Indian states and union territories', () => {
  it('lists the 36 with unique two-digit codes and names, ascending by code', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.name.toLowerCase())).size).toBe(36);
    for (const { code } of INDIAN_STATES) expect(code).toMatch(/^\d{2}$/);
    const codes = INDIAN_STATES.map((s) => s.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('has the GST portal’s codes, without the retired 25 and 28 or the non-state 97', () => {
    const name = (code: string) => INDIAN_STATES.find((s) => s.code === code)?.name;
    expect(name('01')).toBe('Jammu and Kashmir');
    expect(name('07')).toBe('Delhi');
    expect(name('19')).toBe('West Bengal');
    expect(name('26')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(name('27')).toBe('Maharashtra');
    expect(name('29')).toBe('Karnataka');
    expect(name('33')).toBe('Tamil Nadu');
    expect(name('36')).toBe('Telangana');
    expect(name('37')).toBe('Andhra Pradesh');
    expect(name('38')).toBe('Ladakh');
    for (const gone of ['25', '28', '97', '99']) expect(name(gone)).toBeUndefined();
  });

  it('finds a state by its code or its name in any case, with & for and, spaces around ignored', () => {
    expect(indianState('27')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(indianState(' 07 ')?.name).toBe('Delhi');
    expect(indianState('maharashtra')?.code).toBe('27');
    expect(indianState('  TAMIL   NADU ')?.code).toBe('33');
    expect(indianState('Jammu & Kashmir')?.code).toBe('01');
    expect(indianState('Andaman & Nicobar Islands')?.code).toBe('35');
    expect(indianState('Dadra & Nagar Haveli and Daman & Diu')?.code).toBe('26');
    expect(indianState('Orissa')?.code).toBe('21');
    expect(indianState('Pondicherry')?.code).toBe('34');
    for (const { code, name } of INDIAN_STATES) {
      expect(indianState(code)?.name).toBe(name);
      expect(indianState(name.toUpperCase())?.code).toBe(code);
    }
  });

  it('finds nothing for a one-digit or retired code or an unknown name', () => {
    for (const typed of ['7', '007', '25', '28', '97', '00', '', 'Bengal', 'Dhaka'])
      expect(indianState(typed)).toBeNull();
  });
});

describe('GSTIN', () => {
  it('computes the check character of real GSTINs and takes them', () => {
    for (const gstin of REAL_GSTINS) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(isGstin(gstin)).toBe(true);
    }
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
  });

  it('refuses any one character of a real GSTIN changed', () => {
    const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(
        fc.constantFrom(...REAL_GSTINS),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 35 }),
        (gstin, at, shift) => {
          const changed =
            gstin.slice(0, at) +
            characters[(characters.indexOf(gstin[at]!) + shift) % 36] +
            gstin.slice(at + 1);
          expect(isGstin(changed)).toBe(false);
        },
      ),
    );
  });

  it('refuses a wrong shape, an unknown state, a lower-case or untrimmed one', () => {
    for (const wrong of [
      '27AAPFU0939F1ZW', // check character
      '27AAPFU0939F1Z', // 14 characters
      '27AAPFU0939F1ZVV',
      '27AAPFU0939F0ZV', // entity character 0
      '27AAPF00939F1ZV', // PAN's fifth character a digit
      '27AAPFU0939F1YV', // fourteenth not Z
      '27aapfu0939f1zv',
      ' 27AAPFU0939F1ZV',
      '',
    ])
      expect(isGstin(wrong)).toBe(false);
    const in97 = `97AAPFU0939F1Z`;
    expect(isGstin(in97 + gstinCheckCharacter(in97))).toBe(false);
  });

  it('is kept trimmed and upper case by its schema, which says what is wrong', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(messageOf(gstinSchema.safeParse('27AAPFU0939F1ZW'))).toBe('this GSTIN’s check character is wrong');
    expect(messageOf(gstinSchema.safeParse('27AAPFU0939F1Z'))).toBe(
      'expected a GSTIN of 15 characters, e.g. 27AAPFU0939F1ZV',
    );
    expect(messageOf(gstinSchema.safeParse(42))).toBe(
      'expected a GSTIN of 15 characters, e.g. 27AAPFU0939F1ZV',
    );
    const in25 = '25AAPFU0939F1Z';
    expect(messageOf(gstinSchema.safeParse(in25 + gstinCheckCharacter(in25)))).toMatch(/state/);
  });
});

describe('BIN', () => {
  it('is 13 digits, typed with spaces or its registration and branch parts apart', () => {
    expect(isBin('0001234560101')).toBe(true);
    expect(isBin('000123456010')).toBe(false);
    expect(isBin('00012345601011')).toBe(false);
    expect(isBin('000123456010A')).toBe(false);
    expect(binSchema.parse(' 000123456-0101 ')).toBe('0001234560101');
    expect(messageOf(binSchema.safeParse('12345'))).toBe('expected a BIN of 13 digits');
  });
});

describe('buyer’s tax id', () => {
  it('is a GSTIN under GST and a BIN under VAT', () => {
    expect(buyerTaxIdSchema('IN_GST').parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(buyerTaxIdSchema('IN_GST').safeParse('0001234560101').success).toBe(false);
    expect(buyerTaxIdSchema('BD_VAT').parse('000123456-0101')).toBe('0001234560101');
    expect(buyerTaxIdSchema('BD_VAT').safeParse('27AAPFU0939F1ZV').success).toBe(false);
  });

  it('is either with no regime, told apart by its shape and checked as such', () => {
    const schema = buyerTaxIdSchema('none');
    expect(schema.parse(' 27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(schema.parse('000123456-0101')).toBe('0001234560101');
    expect(messageOf(schema.safeParse('27AAPFU0939F1ZW'))).toBe('this GSTIN’s check character is wrong');
    expect(messageOf(schema.safeParse('ABC'))).toBe(
      'expected a GSTIN of 15 characters (e.g. 27AAPFU0939F1ZV) or a BIN of 13 digits',
    );
  });
});

describe('HSN code', () => {
  it('is required under GST: 4, 6 or 8 digits, dots and spaces dropped', () => {
    const schema = hsnCodeSchema('IN_GST');
    expect(schema.parse('8205')).toBe('8205');
    expect(schema.parse('8467.29')).toBe('846729');
    expect(schema.parse(' 8205 10 00 ')).toBe('82051000');
    for (const wrong of ['820', '82051', '8205100', '820510000', '', 'ABCD', undefined])
      expect(messageOf(schema.safeParse(wrong))).toBe('expected an HSN code of 4, 6 or 8 digits, e.g. 8205');
  });

  it('is optional under VAT and with no regime: 4 to 8 digits, blank as none', () => {
    for (const regime of ['BD_VAT', 'none'] as const) {
      const schema = hsnCodeSchema(regime);
      expect(schema.parse('8205.10.00')).toBe('82051000');
      expect(schema.parse('82051')).toBe('82051');
      expect(schema.parse('')).toBeUndefined();
      expect(schema.parse('  ')).toBeUndefined();
      expect(schema.parse(undefined)).toBeUndefined();
      expect(schema.parse(null)).toBeUndefined();
      expect(messageOf(schema.safeParse('820'))).toBe(
        'expected an H.S. code of 4 to 8 digits, e.g. 82051000',
      );
      expect(schema.safeParse('820510001').success).toBe(false);
    }
  });
});
