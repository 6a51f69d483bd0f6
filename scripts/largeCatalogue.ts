/**
 * A tool shop's catalogue at size (docs/search.md): the seed's categories, and `products` tools filed
 * under their leaf categories with brands, each sold in `variantsPerProduct` sizes with SKUs and
 * barcodes, their stock recorded as initial movements. Used by `npm run seed:large` and the search
 * benchmark. Pseudo-random with a fixed seed, so two filled databases compare.
 */
import type { Transaction } from '../src/server/db/database';
import { ensureSeedCategories } from '../src/server/seed';
import { newId, productVariants, products } from '../src/server/db/schema';
import { recordInitialStock } from '../src/server/stock/ledger';
import { gtinCheckDigit } from '../src/shared/gtin';

const BATCH = 500;

/** Each leaf category's tools: the words their names are made of. */
const TOOLS_BY_CATEGORY: Record<string, string[]> = {
  drills: ['Cordless Drill Driver', 'Hammer Drill', 'Right-Angle Drill', 'Drill Press'],
  'impact-drivers': ['Impact Driver', 'Impact Wrench'],
  saws: ['Circular Saw', 'Jigsaw', 'Reciprocating Saw', 'Mitre Saw', 'Track Saw'],
  grinders: ['Angle Grinder', 'Bench Grinder', 'Die Grinder'],
  hammers: ['Claw Hammer', 'Club Hammer', 'Sledgehammer', 'Rubber Mallet'],
  screwdrivers: ['Screwdriver Set', 'Precision Screwdriver', 'Ratcheting Screwdriver'],
  'wrenches-and-sockets': ['Adjustable Wrench', 'Socket Set', 'Torque Wrench', 'Combination Spanner'],
  pliers: ['Combination Pliers', 'Long-Nose Pliers', 'Diagonal Cutters', 'Locking Pliers'],
  'knives-and-blades': ['Utility Knife', 'Snap-Off Knife', 'Hacksaw Blade Pack'],
  'tape-measures': ['Tape Measure', 'Laser Distance Meter'],
  levels: ['Spirit Level', 'Laser Level', 'Torpedo Level'],
  screws: ['Wood Screws', 'Drywall Screws', 'Decking Screws'],
  nails: ['Round Wire Nails', 'Panel Pins', 'Masonry Nails'],
  'wall-anchors': ['Wall Plugs', 'Hollow Wall Anchors', 'Frame Fixings'],
};
const BRANDS = [
  'Voltmax',
  'Forgewell',
  'Gripco',
  'TrueLine',
  'Ironclad',
  'Northbay',
  'Keystone',
  'Atlas Pro',
];
const SIZES = ['Small', 'Medium', 'Large', 'XL'];

let seed = 7;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** An EAN-13 with its check digit right. */
function ean13(n: number): string {
  const digits = `20${String(n).padStart(10, '0')}`;
  return `${digits}${gtinCheckDigit(digits)}`;
}

export interface LargeProduct {
  id: string;
  name: string;
  img: string;
  /** Its first variant, and that variant's price and stock. */
  variantId: string;
  priceCents: number;
  availableQuantity: number;
}

/** Adds `count` products of `variantsPerProduct` variants each; answers each with its first variant. */
export async function fillLargeCatalogue(
  tx: Transaction,
  { count, variantsPerProduct, tag }: { count: number; variantsPerProduct: number; tag: string },
): Promise<LargeProduct[]> {
  const categoryIds = await ensureSeedCategories(tx);
  const leaves = Object.keys(TOOLS_BY_CATEGORY);
  const made: LargeProduct[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const productRows = [];
    const variantRows = [];
    for (let i = start; i < start + size; i++) {
      const leaf = leaves[i % leaves.length]!;
      const brand = pick(BRANDS);
      const id = newId();
      const name = `${brand} ${pick(TOOLS_BY_CATEGORY[leaf]!)} ${100 + (i % 900)} ${tag}-${i + 1}`;
      const sizes = SIZES.slice(0, variantsPerProduct);
      const variants = sizes.map((sizeName, k) => ({
        id: variantsPerProduct === 1 ? id : newId(),
        productId: id,
        title: variantsPerProduct === 1 ? '' : sizeName,
        options: (variantsPerProduct === 1 ? {} : { Size: sizeName }) as Record<string, string>,
        sku: `${leaf.slice(0, 3).toUpperCase()}-${tag}-${i + 1}-${k + 1}`,
        barcode: ean13(i * 10 + k),
        priceCents: 200 + Math.floor(random() * 40_000) + k * 500,
        availableQuantity: Math.floor(random() * 400),
        rank: k,
      }));
      variantRows.push(...variants);
      productRows.push({
        id,
        name,
        description: `${name}: trade-quality ${leaf.replace(/-/g, ' ')} for the workshop and the site.`,
        img: '',
        minimumOrder: 1 + Math.floor(random() * 5),
        categoryId: categoryIds.get(leaf)!,
        brand,
        options: variantsPerProduct === 1 ? [] : [{ name: 'Size', values: sizes }],
        priceCents: Math.min(...variants.map((v) => v.priceCents)),
        availableQuantity: variants.reduce((sum, v) => sum + v.availableQuantity, 0),
      });
      made.push({
        id,
        name,
        img: '',
        variantId: variants[0]!.id,
        priceCents: variants[0]!.priceCents,
        availableQuantity: variants[0]!.availableQuantity,
      });
    }
    await tx.insert(products).values(productRows);
    await tx.insert(productVariants).values(variantRows);
    await recordInitialStock(tx, variantRows, null);
  }
  return made;
}
