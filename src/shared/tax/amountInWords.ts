/**
 * An amount in words, as an Indian or Bangladeshi invoice writes its total: "Rupees One Thousand One
 * Hundred Eighty and Fifty Paise Only". Rupees and taka are counted in thousands, lakhs and crores,
 * dollars in thousands, millions and billions. No hyphens ("Twenty Five"), no "and" inside a number:
 * the style of Indian invoices; "and" only joins the minor units.
 */
import type { Currency } from '../currency';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 999 in words. */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)]!, 'Hundred');
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)]!, ...(rest % 10 ? [ONES[rest % 10]!] : []));
  else if (rest > 0) words.push(ONES[rest]!);
  return words;
}

/** Scales, largest first; the largest takes any count, itself written in words. */
type Scales = readonly (readonly [number, string])[];
const INDIAN: Scales = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];
const INTERNATIONAL: Scales = [
  [1_000_000_000_000, 'Trillion'],
  [1_000_000_000, 'Billion'],
  [1_000_000, 'Million'],
  [1_000, 'Thousand'],
];

/** 1 or more in words by `scales`. */
function countInWords(n: number, scales: Scales): string[] {
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    if (count === 0) continue;
    words.push(...(count < 1_000 ? belowThousand(count) : countInWords(count, scales)), name);
    rest %= size;
  }
  return rest > 0 ? [...words, ...belowThousand(rest)] : words;
}

const wholeInWords = (n: number, scales: Scales): string =>
  n === 0 ? 'Zero' : countInWords(n, scales).join(' ');

const WRITING: Record<Currency, { major: string; minor: [one: string, many: string]; scales: Scales }> = {
  INR: { major: 'Rupees', minor: ['Paisa', 'Paise'], scales: INDIAN },
  BDT: { major: 'Taka', minor: ['Poisha', 'Poisha'], scales: INDIAN },
  USD: { major: 'Dollars', minor: ['Cent', 'Cents'], scales: INTERNATIONAL },
};

/**
 * `cents` (whole minor units, 0 or more) in words: "Rupees Zero Only", "Taka One Thousand One Hundred
 * Fifty and Twenty Five Poisha Only", "Dollars Twelve and One Cent Only". A credit note writes its
 * amount as a positive one.
 */
export function amountInWords(cents: number, currency: Currency): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`an amount in words takes whole minor units, 0 or more: ${cents}`);
  const { major, minor, scales } = WRITING[currency];
  const whole = Math.floor(cents / 100);
  const part = cents % 100;
  const minorWords = part === 0 ? '' : ` and ${belowThousand(part).join(' ')} ${minor[part === 1 ? 0 : 1]}`;
  return `${major} ${wholeInWords(whole, scales)}${minorWords} Only`;
}
