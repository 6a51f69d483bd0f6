/**
 * First-start data: the catalogue with its pictures (read from resources/seed), a few
 * reviews, and — at every start — the admin account in the identity provider and the users table.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { count, inArray } from 'drizzle-orm';
import type { IdentityProvider } from './auth/identity';
import { bindUserRecord } from './auth/userRecord';
import { imageUrl, saveImage } from './images/imageStore';
import { detectImageType } from './images/imageType';
import type { Database, Transaction } from './db/database';
import { addProduct } from './catalogue/catalogueWriter';
import type { Currency } from '../shared/currency';
import type { VariantInput } from '../shared/schemas';
import { DEFAULT_LOW_STOCK } from './config';
import { categories, products, reviews, users, type ProductOption } from './db/schema';

export const SEED_DIR = resolve(import.meta.dirname, '../../resources/seed');

/** A category of the seeded catalogue, by its slug; children name their parent's slug. */
interface SeedCategory {
  name: string;
  slug: string;
  parent?: string;
}

/** A tool shop's aisles, three levels at most (docs/search.md). */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { name: 'Tools', slug: 'tools' },
  { name: 'Power tools', slug: 'power-tools', parent: 'tools' },
  { name: 'Drills', slug: 'drills', parent: 'power-tools' },
  { name: 'Impact drivers', slug: 'impact-drivers', parent: 'power-tools' },
  { name: 'Saws', slug: 'saws', parent: 'power-tools' },
  { name: 'Grinders', slug: 'grinders', parent: 'power-tools' },
  { name: 'Hand tools', slug: 'hand-tools', parent: 'tools' },
  { name: 'Hammers', slug: 'hammers', parent: 'hand-tools' },
  { name: 'Screwdrivers', slug: 'screwdrivers', parent: 'hand-tools' },
  { name: 'Wrenches and sockets', slug: 'wrenches-and-sockets', parent: 'hand-tools' },
  { name: 'Pliers', slug: 'pliers', parent: 'hand-tools' },
  { name: 'Knives and blades', slug: 'knives-and-blades', parent: 'hand-tools' },
  { name: 'Measuring', slug: 'measuring', parent: 'tools' },
  { name: 'Tape measures', slug: 'tape-measures', parent: 'measuring' },
  { name: 'Levels', slug: 'levels', parent: 'measuring' },
  { name: 'Fasteners', slug: 'fasteners' },
  { name: 'Screws', slug: 'screws', parent: 'fasteners' },
  { name: 'Nails', slug: 'nails', parent: 'fasteners' },
  { name: 'Wall anchors', slug: 'wall-anchors', parent: 'fasteners' },
];

interface SeedProduct {
  slug: string;
  /** Its category's slug. */
  category: string;
  brand: string;
  name: string;
  /** Its six-digit HS code, which GST requires on every invoice line (docs/tax.md). */
  hsnCode: string;
  description: string;
  minimumOrder: number;
  /** A tool sold in several variants: their options (none for a tool sold as one item). */
  options?: ProductOption[];
  /**
   * Its variants, each with a SKU, an EAN-13 barcode and a weight, so the counter can scan every tool
   * and delivery weighs it; a tool without options is its one variant.
   */
  variants: [VariantInput, ...VariantInput[]];
}

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    slug: 'cordless-drill',
    category: 'drills',
    brand: 'Voltmax',
    name: 'Cordless Drill Driver 18V',
    hsnCode: '846721',
    description:
      'Two-speed 18V brushless drill driver with a 13 mm keyless chuck, 21 clutch settings and an LED work light. Supplied with two 2.0 Ah batteries, a fast charger and a carry case.',
    minimumOrder: 2,
    options: [{ name: 'Battery', values: ['18 V 2 Ah', '18 V 5 Ah'] }],
    variants: [
      {
        options: { Battery: '18 V 2 Ah' },
        sku: 'CDD-18-2AH',
        barcode: '2001000000012',
        price: 129.99,
        availableQuantity: 80,
        weightGrams: 1650,
      },
      {
        options: { Battery: '18 V 5 Ah' },
        sku: 'CDD-18-5AH',
        barcode: '2001000000029',
        price: 159.99,
        availableQuantity: 60,
        weightGrams: 1900,
      },
    ],
  },
  {
    slug: 'circular-saw',
    category: 'saws',
    brand: 'Voltmax',
    name: 'Circular Saw 185 mm',
    hsnCode: '846722',
    description:
      '1400 W circular saw with a 185 mm 24-tooth carbide blade, 0–45° bevel, 62 mm cutting depth at 90°, dust port and parallel guide. Cuts timber, plywood and MDF cleanly.',
    minimumOrder: 2,
    variants: [
      {
        options: {},
        sku: 'CS-185',
        barcode: '2001000000210',
        price: 89.5,
        availableQuantity: 75,
        weightGrams: 3600,
      },
    ],
  },
  {
    slug: 'claw-hammer',
    category: 'hammers',
    brand: 'Forgewell',
    name: 'Claw Hammer 16 oz',
    hsnCode: '820520',
    description:
      'Forged steel 16 oz claw hammer with a milled striking face, curved claw for nail pulling and a shock-absorbing fibreglass handle with non-slip grip.',
    minimumOrder: 10,
    variants: [
      {
        options: {},
        sku: 'CH-16OZ',
        barcode: '2001000000227',
        price: 14.75,
        availableQuantity: 600,
        weightGrams: 700,
      },
    ],
  },
  {
    slug: 'adjustable-wrench',
    category: 'wrenches-and-sockets',
    brand: 'Forgewell',
    name: 'Adjustable Wrench 250 mm',
    hsnCode: '820412',
    description:
      'Chrome-vanadium 250 mm adjustable wrench with a 30 mm jaw capacity, laser-etched metric and imperial scales, and a precision worm gear that holds its setting.',
    minimumOrder: 10,
    variants: [
      {
        options: {},
        sku: 'AW-250',
        barcode: '2001000000234',
        price: 18.9,
        availableQuantity: 420,
        weightGrams: 450,
      },
    ],
  },
  {
    slug: 'screwdriver-set',
    category: 'screwdrivers',
    brand: 'Gripco',
    name: 'Screwdriver Set, 12 Pieces',
    hsnCode: '820540',
    description:
      'Twelve magnetic-tip screwdrivers: slotted, Phillips and Pozidriv in common sizes, plus two precision drivers. Hardened S2 steel shafts, two-component grips, wall rack included.',
    minimumOrder: 5,
    variants: [
      {
        options: {},
        sku: 'SD-12',
        barcode: '2001000000241',
        price: 24.99,
        availableQuantity: 350,
        weightGrams: 1100,
      },
    ],
  },
  {
    slug: 'tape-measure',
    category: 'tape-measures',
    brand: 'TrueLine',
    name: 'Tape Measure 8 m',
    hsnCode: '901780',
    description:
      'Compact 8 m × 25 mm tape with a nylon-coated blade, 3 m standout, true-zero end hook, belt clip and a rubber-armoured case that survives drops from ladder height.',
    minimumOrder: 10,
    variants: [
      {
        options: {},
        sku: 'TM-8M',
        barcode: '2001000000258',
        price: 11.4,
        availableQuantity: 900,
        weightGrams: 400,
      },
    ],
  },
  {
    slug: 'angle-grinder',
    category: 'grinders',
    brand: 'Voltmax',
    name: 'Angle Grinder 115 mm',
    hsnCode: '846729',
    description:
      '900 W angle grinder for 115 mm discs with a slim body, side handle, tool-free guard adjustment, spindle lock and soft start. For cutting and grinding metal, stone and tile.',
    minimumOrder: 2,
    variants: [
      {
        options: {},
        sku: 'AG-115',
        barcode: '2001000000265',
        price: 59,
        availableQuantity: 110,
        weightGrams: 2100,
      },
    ],
  },
  {
    slug: 'socket-set',
    category: 'wrenches-and-sockets',
    brand: 'Forgewell',
    name: 'Socket Set, 24 Pieces',
    hsnCode: '820420',
    description:
      'Chrome-vanadium drive set: 24 six-point sockets, a 72-tooth quick-release ratchet, two extensions and a universal joint in a blow-moulded case. In 1/4-inch drive (4–14 mm) or 1/2-inch drive (8–32 mm).',
    minimumOrder: 3,
    options: [{ name: 'Drive', values: ['1/4"', '1/2"'] }],
    variants: [
      {
        options: { Drive: '1/4"' },
        sku: 'SS24-14',
        barcode: '2001000000111',
        price: 44.95,
        availableQuantity: 80,
        weightGrams: 1200,
      },
      {
        options: { Drive: '1/2"' },
        sku: 'SS24-12',
        barcode: '2001000000128',
        price: 64.95,
        availableQuantity: 100,
        weightGrams: 3400,
      },
    ],
  },
  {
    slug: 'spirit-level',
    category: 'levels',
    brand: 'TrueLine',
    name: 'Spirit Level 600 mm',
    hsnCode: '901580',
    description:
      'Box-section aluminium level, 600 mm long, with three shock-proof vials accurate to 0.5 mm/m, milled measuring faces and rubber end caps.',
    minimumOrder: 5,
    variants: [
      {
        options: {},
        sku: 'SL-600',
        barcode: '2001000000272',
        price: 21.5,
        availableQuantity: 260,
        weightGrams: 520,
      },
    ],
  },
  {
    slug: 'pliers-set',
    category: 'pliers',
    brand: 'Gripco',
    name: 'Pliers Set, 3 Pieces',
    hsnCode: '820320',
    description:
      'Combination, long-nose and diagonal cutting pliers in induction-hardened chrome-vanadium steel with comfortable dual-material handles, in a roll-up pouch.',
    minimumOrder: 5,
    variants: [
      {
        options: {},
        sku: 'PL-3',
        barcode: '2001000000289',
        price: 27.8,
        availableQuantity: 320,
        weightGrams: 750,
      },
    ],
  },
  {
    slug: 'impact-driver',
    category: 'impact-drivers',
    brand: 'Voltmax',
    name: 'Impact Driver 18V',
    hsnCode: '846729',
    description:
      'Brushless 18V impact driver delivering 180 Nm through a 1/4-inch hex chuck, three speed modes and an LED ring light. Body only; fits the same batteries as the 18V drill.',
    minimumOrder: 2,
    variants: [
      {
        options: {},
        sku: 'ID-18V',
        barcode: '2001000000296',
        price: 99,
        availableQuantity: 95,
        weightGrams: 1300,
      },
    ],
  },
  {
    slug: 'utility-knife',
    category: 'knives-and-blades',
    brand: 'Gripco',
    name: 'Utility Knife with 10 Blades',
    hsnCode: '821193',
    description:
      'Retractable die-cast utility knife with a quick-change blade mechanism, in-handle blade storage and ten spare trapezoid blades.',
    minimumOrder: 20,
    variants: [
      {
        options: {},
        sku: 'UK-10',
        barcode: '2001000000302',
        price: 9.25,
        availableQuantity: 1200,
        weightGrams: 200,
      },
    ],
  },
];

interface SeedReview {
  name: string;
  email: string;
  review: string;
  rating: number;
  date: string;
  avatar: string;
}

const SEED_REVIEWS: readonly SeedReview[] = [
  {
    name: 'Maria Lopez',
    email: 'maria@buildright.com',
    review:
      'We equip three crews from Toolshop. The drills arrived in two days, and the minimum order per item suits a small contractor like us.',
    rating: 5,
    date: 'Sep 14, 2026',
    avatar: '1',
  },
  {
    name: 'Tom Becker',
    email: 'tom@beckerjoinery.com',
    review:
      'Good prices on socket sets and pliers. One parcel came a day late, but everything was well packed.',
    rating: 4,
    date: 'Oct 2, 2026',
    avatar: '3',
  },
  {
    name: 'Amara Nwosu',
    email: 'amara@nwosufitouts.com',
    review:
      'The spirit levels are accurate and the tape measures take a beating on site. Ordering again next quarter.',
    rating: 5,
    date: 'Oct 21, 2026',
    avatar: '4',
  },
  {
    name: 'Kevin Osei',
    email: 'kevin@oseiworks.com',
    review: 'Angle grinders work well. I would like more disc options in the catalogue.',
    rating: 4,
    date: 'Nov 3, 2026',
    avatar: '2',
  },
];

/** The seed's categories, added where missing (a large catalogue may fill a seeded shop); their ids by slug. */
export async function ensureSeedCategories(tx: Transaction): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const existing = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        SEED_CATEGORIES.map((c) => c.slug),
      ),
    );
  for (const row of existing) ids.set(row.slug, row.id);
  for (const [rank, category] of SEED_CATEGORIES.entries()) {
    if (ids.has(category.slug)) continue;
    const [row] = await tx
      .insert(categories)
      .values({
        name: category.name,
        slug: category.slug,
        parentId: category.parent ? ids.get(category.parent) : null,
        rank,
      })
      .returning({ id: categories.id });
    ids.set(category.slug, row!.id);
  }
  return ids;
}

/** Reads an image file the seed needs; a missing or non-image file stops start-up, naming it. */
async function readSeedImage(
  path: string,
): Promise<{ bytes: Buffer; mime: NonNullable<ReturnType<typeof detectImageType>> }> {
  const bytes = await readFile(path);
  const mime = detectImageType(bytes);
  if (!mime) throw new Error(`Seed image ${path} is not a JPEG, PNG, WebP or GIF file.`);
  return { bytes, mime };
}

/**
 * A seeded tool's dollar price as a shop in `currency` would shelve it: about what it costs there,
 * written the way shops there write prices (৳12,500 and ₹8,999, not ৳15,598.80 or ₹11,049.15).
 */
export function shelfPrice(dollars: number, currency: Currency): number {
  if (currency === 'BDT') return Math.round((dollars * 120) / 10) * 10;
  if (currency === 'INR') return Math.ceil((dollars * 85) / 50) * 50 - 1;
  return dollars;
}

/**
 * Fills an empty catalogue, priced in the shop's currency. Every picture is checked before anything is
 * written, so a missing file leaves the database untouched and the message lists what is missing.
 */
export async function seedCatalogue(
  db: Database,
  {
    seedDir = SEED_DIR,
    lowStockDefault = DEFAULT_LOW_STOCK,
    currency = 'USD',
  }: { seedDir?: string; lowStockDefault?: number; currency?: Currency } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return false;

  const paths = SEED_PRODUCTS.map((p) => join(seedDir, `${p.slug}.png`));
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `Cannot seed the catalogue: missing product image(s):\n${missing.map((m) => `  ${m}`).join('\n')}`,
    );
  }
  const pictures = await Promise.all(paths.map(readSeedImage));
  const avatars = await Promise.all(
    SEED_REVIEWS.map(async (r) => {
      const path = join(seedDir, 'avatars', `${r.avatar}.png`);
      // Reviewer photos are optional artwork: without one the review shows no photo.
      return existsSync(path) ? readSeedImage(path) : null;
    }),
  );

  await db.transaction(async (tx) => {
    const categoryIds = await ensureSeedCategories(tx);
    for (const [i, product] of SEED_PRODUCTS.entries()) {
      const picture = pictures[i]!;
      const imageId = await saveImage(tx, picture.bytes, picture.mime);
      // Every seeded tool's first variant shares its id (a tool without options is that one
      // variant), so code naming a seeded tool's variant by the product's id still names one.
      await addProduct(
        tx,
        {
          name: product.name,
          description: product.description,
          img: imageUrl(imageId),
          minimumOrder: product.minimumOrder,
          categoryId: categoryIds.get(product.category),
          brand: product.brand,
          hsnCode: product.hsnCode,
          options: product.options ?? [],
          // Distinct, ordered timestamps keep the catalogue in this order.
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        },
        product.variants.map(({ price, ...variant }) => ({
          ...variant,
          ...(price === undefined ? {} : { price: shelfPrice(price, currency) }),
        })),
        { actor: null, lowStockDefault, stockNote: '' },
        true,
      );
    }
    for (const [i, review] of SEED_REVIEWS.entries()) {
      const avatar = avatars[i];
      const img = avatar ? imageUrl(await saveImage(tx, avatar.bytes, avatar.mime)) : '';
      await tx.insert(reviews).values({
        name: review.name,
        email: review.email,
        review: review.review,
        rating: review.rating,
        date: review.date,
        img,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 1, i)),
      });
    }
  });
  return true;
}

/**
 * The admin account, at every start: the identity provider's data and the database can each be
 * reset on their own, so both are checked and completed independently. The admin record is bound
 * to the account's uid; an account of ADMIN_EMAIL whose email is not verified (someone else may
 * have registered the address) is not made admin.
 */
export async function ensureAdmin(
  db: Database,
  identity: IdentityProvider,
  admin: { email: string; password: string },
): Promise<void> {
  const account = await identity.ensureAccount({
    email: admin.email,
    password: admin.password,
    displayName: 'Toolshop Admin',
  });
  if (!account.emailVerified) {
    throw new Error(
      `The account of ADMIN_EMAIL (${admin.email}) has not verified its email, so it is not made admin. Verify the address, or delete that account, and start again.`,
    );
  }
  await bindUserRecord(db, identity, { ...account, email: admin.email });
  await db
    .insert(users)
    .values({ email: admin.email, uid: account.uid, name: 'Toolshop Admin', role: 'admin' })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin' } });
}
