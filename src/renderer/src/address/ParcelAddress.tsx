import type { Shipping } from '@shared/entities';
import { parcelLines } from './parcelLines';

/** The address as a parcel's label has it, a line each, the recipient's name set in `nameWeight`. */
export function ParcelAddress({ shipping, nameWeight }: { shipping: Shipping; nameWeight: 600 | 700 }) {
  return parcelLines(shipping).map((line, i) => (
    <span key={i} style={{ display: 'block', fontWeight: i === 0 ? nameWeight : undefined }}>
      {line}
    </span>
  ));
}
