/**
 * India's 36 states and union territories with their GST state codes, as the GST portal lists them: the
 * first two digits of a GSTIN, and the place of supply printed on a tax invoice. Codes no longer in
 * use are left out: 25 (Daman and Diu, merged into 26 in 2020), 28 (Andhra Pradesh before 2014; its GSTINs
 * use 37), and 97 and 99 (other territory, centre jurisdiction), which are no state.
 */
export interface IndianState {
  code: string;
  name: string;
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/** A name as compared: lower case, `&` read as "and", spaces collapsed. */
const nameKey = (name: string): string =>
  name.trim().toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();

/** Names still written on addresses for states since renamed, and the usual short form of Delhi's. */
const FORMER_NAMES: Record<string, string> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'nct of delhi': '07',
};

const byCode = new Map(INDIAN_STATES.map((state) => [state.code, state]));
const byName = new Map<string, IndianState>([
  ...INDIAN_STATES.map((state): [string, IndianState] => [nameKey(state.name), state]),
  ...Object.entries(FORMER_NAMES).map(([name, code]): [string, IndianState] => [name, byCode.get(code)!]),
]);

/**
 * The state or union territory `nameOrCode` names: its two-digit GST code ('27'; '7' is no code), or its
 * name in any case, `&` or "and" ('Jammu & Kashmir'), surrounding spaces ignored. Null for anything else.
 */
export function indianState(nameOrCode: string): IndianState | null {
  const typed = nameOrCode.trim();
  if (/^\d{2}$/.test(typed)) return byCode.get(typed) ?? null;
  return byName.get(nameKey(typed)) ?? null;
}
