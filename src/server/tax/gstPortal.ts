/**
 * How the GST portal's offline tool writes what GSTR-1's CSV files carry (its Excel template's
 * master sheet): a place of supply as `27-Maharashtra` in the portal's own spelling, a unit as its
 * UQC (`NOS-NUMBERS`), a date as `29-Nov-26`.
 */
import { indianState } from '../../shared/tax/indianStates';

/** The portal's names where they differ from the states' own (its list spells Lakshadweep so). */
const PORTAL_NAMES: Record<string, string> = {
  '01': 'Jammu & Kashmir',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '31': 'Lakshdweep',
  '35': 'Andaman & Nicobar Islands',
  '96': 'Foreign Country',
};

/** A place of supply by its GST code: `27-Maharashtra`. */
export function placeOfSupplyLabel(code: string): string {
  const name = PORTAL_NAMES[code] ?? indianState(code)?.name;
  return name ? `${code}-${name}` : code;
}

/** The portal's unit quantity codes, each with the words its list writes after it. */
const UQC: Record<string, string> = {
  BAG: 'BAGS',
  BAL: 'BALE',
  BDL: 'BUNDLES',
  BKL: 'BUCKLES',
  BOU: 'BILLION OF UNITS',
  BOX: 'BOX',
  BTL: 'BOTTLES',
  BUN: 'BUNCHES',
  CAN: 'CANS',
  CBM: 'CUBIC METERS',
  CCM: 'CUBIC CENTIMETERS',
  CMS: 'CENTIMETERS',
  CTN: 'CARTONS',
  DOZ: 'DOZENS',
  DRM: 'DRUMS',
  GGK: 'GREAT GROSS',
  GMS: 'GRAMMES',
  GRS: 'GROSS',
  GYD: 'GROSS YARDS',
  KGS: 'KILOGRAMS',
  KLR: 'KILOLITRE',
  KME: 'KILOMETRE',
  LTR: 'LITRES',
  MLT: 'MILILITRE',
  MTR: 'METERS',
  MTS: 'METRIC TON',
  NOS: 'NUMBERS',
  OTH: 'OTHERS',
  PAC: 'PACKS',
  PCS: 'PIECES',
  PRS: 'PAIRS',
  QTL: 'QUINTAL',
  ROL: 'ROLLS',
  SET: 'SETS',
  SQF: 'SQUARE FEET',
  SQM: 'SQUARE METERS',
  SQY: 'SQUARE YARDS',
  TBS: 'TABLETS',
  TGM: 'TEN GROSS',
  THD: 'THOUSANDS',
  TON: 'TONNES',
  TUB: 'TUBES',
  UGS: 'US GALLONS',
  UNT: 'UNITS',
  YDS: 'YARDS',
};

/** The unit a product is sold in when the shop named none. */
const DEFAULT_UNIT = 'pcs';

/** The portal's unit for a service, which it counts by value alone. */
export const SERVICE_UNIT = 'NA';

/**
 * A line's unit as the portal's UQC: `NOS-NUMBERS` for the shop's default (tools counted one by
 * one), a unit that is a UQC as its entry, anything else `OTH-OTHERS`.
 */
export function uqcOf(unit: string): string {
  if (unit === SERVICE_UNIT) return SERVICE_UNIT;
  const code = unit === DEFAULT_UNIT ? 'NOS' : unit.toUpperCase();
  return UQC[code] ? `${code}-${UQC[code]}` : 'OTH-OTHERS';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date 'YYYY-MM-DD' as the offline tool's CSV files write it: `29-Nov-26`. */
export function portalDate(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return `${date}-${MONTHS[Number(month) - 1]}-${year.slice(2)}`;
}
