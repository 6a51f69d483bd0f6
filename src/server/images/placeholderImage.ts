/**
 * The shop's placeholder image: a grey picture frame, shown for a product imported without a picture
 * of its own (docs/catalogue-csv.md). Stored once like any image (its bytes' hash makes it the same
 * id every time), so a product points at it as at any other.
 */
import type { Database } from '../db/database';
import { imageUrl, saveImage } from './imageStore';

/** A 320 × 320 grey PNG, 771 bytes. */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAAFACAAAAADo+/p2AAACyklEQVR42u3d21ECURBFUfLPheDIwAhg0Pb2a9ZOYKhVfshYnn68FOqBACBAgAAFECBAgAIIECBAAQQIEKAAAgQIUAABAgQogAABAhRAgAABCiBAgAAFECBAgAIIECBAgAIIECBAAQQIEKAAAgQIUAABAgQogAABAhRAgAABCiBAgAAFECBAgAIIECBAAQQIECBABAABAgQogAABAhRAgAABqhTw2TyAAAECBAgQIECAZwG7/cILECBAgAABAgQIECBAgAABAgQIEGAp4O9e8QF8x/flwwC+5/vqcQA/+l0/D+Bnv8sHAgR41u/qiQABHva7eCRAgAABAgQIECBAgL6J+CYC0NsYgDcG9Eb6/wVfACOEhZ/L34XvC9jjcwEECBAgwPoP+gQY+qDnf2R3AyZ+d1kJmPn1eSPgM/MNzkLAg/+PfwvAo4sGNwA8vAmxHvD4qsZywIRdktWAKcsuiwGTtnHWAqatCy0FTNxnWgmYunC1EDB5I2wdYPrK2jLA/J26XYAFS3+rACu2EjcBlqxNLgKs2evcA1i0eLoGsGozdgtg2eruEsC63eIdgIXLzysAK7ezNwCWro8vAKzdb58PWLyAPx6w+obAdMDyKwzDAevvWMwGbHAJZDRgh1sqkwFbXKMZDNjjns9cwCYXkcYCdrkpNRWwzVWuoYB97prNBGx0GW4kYKfbehMBW10nHAjY677jPMBmFzIdJw0KAgwKAgwKAgwKAgwKAgwKAgwKAgwKAgwKAgwKAgwKAgwKAuzwx2WAAAECBAgQIECAAggQIEABBAgQIEABBAgQoAACBAhQAAECBCiAAAECFECAAAEKIECAAAUQIECAAggQIEABBAgQoAACBAgQoAACBAhQAAECBCiAAAECFECAAAEKIECAAAUQIECAAggQIEABBAgQoAACBAhQAAECBCiAAAECBCiAAAEC1F/6AV1zLyF3cMYMAAAAAElFTkSuQmCC',
  'base64',
);

/** The placeholder's address in the shop, stored on first use. */
export const placeholderImageUrl = async (db: Database): Promise<string> =>
  imageUrl(await saveImage(db, PLACEHOLDER_PNG, 'image/png'));
