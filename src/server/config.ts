/**
 * The server's settings: read from the environment once, validated with zod. A missing
 * or bad value stops start-up with a message naming the variable. Each variable is said once, in
 * `settingsSchema` with its rule and default; the schema's transform gives the shape the server
 * reads, and `Config` is that shape's type.
 */
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../shared/currency';
import { cashLimitCents, cashOverLimit } from '../shared/cashLimit';
import { CASH_ROUNDING_STEPS, cashDue, stepCents } from '../shared/cashRounding';
import { BD_MOBILE_PATTERN, DIGITAL_PAYMENT_CURRENCY, UPI_ID_PATTERN } from '../shared/digitalPayments';
import { toCents, toDollars } from '../shared/money';
import type { DigitalPaymentMethod } from '../shared/orderStates';
import { EMAIL_PATTERN, mailAddress } from '../shared/schemas';
import { DEFAULT_SHIPPING_ZONES, shippingZonesOf, shippingZonesSchema } from '../shared/shipping';
import { FINANCIAL_YEAR_START, isTimeZone } from '../shared/tax/financialYear';
import { indianState } from '../shared/tax/indianStates';
import {
  DEFAULT_TAX_RATE,
  isRateOf,
  rateBasisPoints,
  TAX_REGIMES,
  taxRateExpected,
  type TaxingRegime,
} from '../shared/tax/regimes';
import { gstinStateCode, isBin, isGstin } from '../shared/tax/taxIds';

const DEFAULT_PROJECT_ID = 'demo-toolshop';
const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';
const HOUR_MS = 3_600_000;

const optionalString = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

const booleanFlag = z.preprocess(
  (v) => (v === undefined || v === '' ? 'false' : v),
  z
    .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
    .transform((v) => v === 'true' || v === '1'),
);

/** A number read from the environment; `expected` is what a value that is not one is told. */
const numberOf = (expected: string) => z.coerce.number({ error: `expected ${expected}` });
const wholeNumber = numberOf('a whole number').int('expected a whole number');
const port = numberOf('a port number').int().max(65535);

const adminEmailExpected = 'expected an email of lowercase letters and digits, e.g. admin@toolshop.test';

/** A server listening on every interface is reached, on its own machine, at the loopback address. */
const shopHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

/** LOW_STOCK_DEFAULT when unset: a variant below this many units is low. */
export const DEFAULT_LOW_STOCK = 5;

/** COD_MAX_TOTAL when unset, in the shop's currency: about $500 in each. */
const DEFAULT_COD_MAX_TOTAL: Record<Currency, number> = { USD: 500, BDT: 60_000, INR: 40_000 };
/**
 * CASH_ROUNDING when unset, in the shop's major unit: the cent in dollars, so cash is taken exactly;
 * the whole taka or rupee, the smallest coin a cashier in Bangladesh or India hands back.
 */
export const DEFAULT_CASH_ROUNDING: Record<Currency, number> = { USD: 0.01, BDT: 1, INR: 1 };

/** The setting that switches each digital payment on. */
const DIGITAL_PAYMENT_SETTING = { UPI_ID: 'upi', BKASH_NUMBER: 'bkash', NAGAD_NUMBER: 'nagad' } as const;

/** Each tax regime's money: GST is charged in rupees, Bangladesh's VAT in taka. */
const REGIME_CURRENCY: Record<TaxingRegime, Currency> = { IN_GST: 'INR', BD_VAT: 'BDT' };

/** SHOP_TIMEZONE when unset: the country's, so documents and report periods are dated as the shop dates them. */
const DEFAULT_TIME_ZONE = { none: 'UTC', IN_GST: 'Asia/Kolkata', BD_VAT: 'Asia/Dhaka' } as const;

const cashRoundingExpected = `expected one of ${CASH_ROUNDING_STEPS.join(', ')}`;

/** A merchant wallet's number (bKash, Nagad): unset switches the method off. */
const walletNumber = optionalString.pipe(
  z
    .string()
    .regex(BD_MOBILE_PATTERN, 'expected a Bangladeshi mobile number of 11 digits, e.g. 01712345678')
    .optional(),
);

const settingsSchema = z
  .object({
    PORT: port.min(0).default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
        .optional(),
    ),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .default('admin@toolshop.test')
      .pipe(mailAddress(adminEmailExpected).regex(EMAIL_PATTERN, adminEmailExpected)),
    ADMIN_PASSWORD: z
      .string()
      .min(6, 'expected at least 6 characters (Firebase minimum)')
      .default('toolshop-admin'),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'expected at least 32 characters').optional()),
    JWT_TTL_SECONDS: numberOf('a number of seconds').int().min(60).max(86_400).default(3600),
    FIREBASE_PROJECT_ID: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{4,40}$/, 'expected a Firebase project id')
      .default(DEFAULT_PROJECT_ID),
    FIREBASE_AUTH_EMULATOR_HOST: optionalString.pipe(
      z
        .string()
        .regex(/^[\w.-]+:\d{1,5}$/, 'expected host:port, e.g. 127.0.0.1:9099')
        .optional(),
    ),
    FIREBASE_API_KEY: optionalString,
    FIREBASE_AUTH_DOMAIN: optionalString,
    PAYMENTS: z.enum(['sandbox', 'stripe'], { error: 'expected sandbox or stripe' }).default('sandbox'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    ORDER_HOLD_MINUTES: numberOf('a number of minutes, e.g. 30 or 0.05')
      .positive('expected more than 0 minutes')
      .max(7 * 24 * 60, 'expected at most a week')
      .default(30),
    MAX_OPEN_ORDERS: wholeNumber.min(1, 'expected at least 1').max(1000).default(5),
    MAX_HELD_SHARE: numberOf('a share of the stock, e.g. 0.5')
      .gt(0, 'expected more than 0')
      .max(1, 'expected at most 1 (the whole stock)')
      .default(0.5),
    COD_ENABLED: z.preprocess((v) => (v === undefined || v === '' ? 'true' : v), booleanFlag),
    COD_MAX_TOTAL: numberOf("an amount in the shop's currency, e.g. 500")
      .positive('expected more than 0')
      .max(999_999, 'expected at most 999999')
      .optional(),
    COD_MAX_OPEN: wholeNumber.min(1, 'expected at least 1').max(1000).default(2),
    SHIPPING_ZONES: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .union([
          z.array(z.unknown()),
          z.string().transform((text, ctx) => {
            try {
              return JSON.parse(text) as unknown;
            } catch {
              ctx.addIssue({ code: 'custom', message: 'expected JSON: a list of zones' });
              return z.NEVER;
            }
          }),
        ])
        .pipe(shippingZonesSchema)
        .optional(),
    ),
    RETURN_DAYS: numberOf('a number of days')
      .int('expected a whole number of days')
      .min(0)
      .max(3650)
      .default(30),
    REGISTERS: z
      .string()
      .default('Counter 1')
      .transform((v) => v.split(',').map((name) => name.trim()))
      .refine(
        (names) => names.every((name) => name.length > 0 && name.length <= 100),
        'expected register names of 1 to 100 characters separated by commas, e.g. Counter 1,Counter 2',
      )
      .refine((names) => names.length <= 50, 'expected at most 50 registers')
      .refine((names) => new Set(names).size === names.length, 'expected each register named once'),
    SHOP_CURRENCY: optionalString.pipe(
      z.enum(CURRENCIES, { error: `expected one of ${CURRENCIES.join(', ')}` }).optional(),
    ),
    SHOP_ADDRESS: z.string().trim().max(300, 'expected at most 300 characters').default(''),
    TAX_REGIME: optionalString.pipe(
      z.enum(TAX_REGIMES, { error: `expected one of ${TAX_REGIMES.join(', ')}` }).default('none'),
    ),
    SHOP_LEGAL_NAME: z.string().trim().max(200, 'expected at most 200 characters').default(''),
    SHOP_TIMEZONE: optionalString.pipe(
      z.string().refine(isTimeZone, 'expected an IANA time zone, e.g. Asia/Kolkata or Asia/Dhaka').optional(),
    ),
    SHOP_STATE: optionalString.pipe(
      z
        .string()
        .refine(
          (state) => indianState(state) !== null,
          `expected a state or union territory of India, by name or GST code, e.g. Maharashtra or 27`,
        )
        .optional(),
    ),
    SHOP_GSTIN: optionalString.pipe(
      z
        .string()
        .transform((gstin) => gstin.toUpperCase())
        .refine(
          isGstin,
          'expected a GSTIN of 15 characters with a right check character, e.g. 27AAPFU0939F1ZV',
        )
        .optional(),
    ),
    SHOP_BIN: optionalString.pipe(z.string().refine(isBin, 'expected a BIN of 13 digits').optional()),
    TAX_DEFAULT_RATE: numberOf('a tax rate in percent, e.g. 18').optional(),
    FINANCIAL_YEAR_START: wholeNumber
      .min(1, 'expected a month from 1 (January) to 12')
      .max(12, 'expected a month from 1 (January) to 12')
      .optional(),
    CASH_ROUNDING: numberOf(cashRoundingExpected)
      .refine((step) => (CASH_ROUNDING_STEPS as readonly number[]).includes(step), cashRoundingExpected)
      .optional(),
    UPI_ID: optionalString.pipe(
      z.string().regex(UPI_ID_PATTERN, 'expected a UPI id (VPA), e.g. shop@okbank').optional(),
    ),
    BKASH_NUMBER: walletNumber,
    NAGAD_NUMBER: walletNumber,
    LOW_STOCK_DEFAULT: numberOf('a number of units')
      .int('expected a whole number of units')
      .min(0)
      .max(1_000_000)
      .default(DEFAULT_LOW_STOCK),
    WRITES_PER_MINUTE: numberOf('a whole number of writes')
      .int('expected a whole number of writes')
      .min(1)
      .max(1_000_000)
      .default(60),
    IMAGE_QUOTA_MB: numberOf('a number of megabytes')
      .positive('expected a number of megabytes above 0')
      .max(100_000)
      .default(25),
    BACKUP_INTERVAL_HOURS: numberOf('a number of hours (0: no scheduled backups)')
      .min(0)
      .max(8760)
      .default(24),
    BACKUP_KEEP: wholeNumber.min(1, 'expected at least 1').max(10_000).default(14),
    BACKUP_DIR: optionalString,
    UNUSED_IMAGE_GRACE_HOURS: numberOf('a number of hours').min(0).max(8760).default(24),
    ACCOUNT_RECHECK_SECONDS: numberOf('a number of seconds')
      .min(0)
      .max(300, 'expected at most 300 seconds')
      .default(5),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(
          /^smtps?:\/\/[^\s]+$/,
          'expected an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
        )
        .optional(),
    ),
    MAIL_FROM: z
      .string()
      .trim()
      .default('Toolshop <shop@toolshop.test>')
      .pipe(
        z
          .string()
          .regex(
            /^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/,
            'expected an address, e.g. Toolshop <shop@example.com>',
          ),
      ),
    MAIL_SMTP_PORT: port.min(1).default(1025),
    MAIL_WEB_PORT: port.min(1).default(1080),
    SHOP_URL: optionalString.pipe(
      z
        .string()
        .regex(
          /^https?:\/\/[^\s/]+$/,
          "expected the shop's address without a path, e.g. https://shop.example.com",
        )
        .optional(),
    ),
    MAIL_RETRY_SECONDS: numberOf('a number of seconds')
      .positive('expected more than 0 seconds')
      .max(3600)
      .default(10),
    MAIL_CLAIM_SECONDS: numberOf('a number of seconds')
      .min(1, 'expected at least 1 second')
      .max(3600)
      .default(60),
    MAIL_GIVE_UP_HOURS: numberOf('a number of hours')
      .positive('expected more than 0 hours')
      .max(720)
      .default(24),
    PASSWORD_RESETS_PER_HOUR: wholeNumber.min(1).max(100).default(3),
    WEB_DIR: z.string().trim().min(1).default('dist/web'),
    TRUST_PROXY: booleanFlag,
    IMPORT_ALLOW_PRIVATE_HOSTS: booleanFlag,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'expected a pino level, e.g. info',
      })
      .default('warn'),
  })
  .superRefine((env, ctx) => {
    // Known once the shop's currency is (the start reads the settings again in it: shop/shopCurrency.ts).
    for (const [name, method] of Object.entries(DIGITAL_PAYMENT_SETTING) as [
      keyof typeof DIGITAL_PAYMENT_SETTING,
      DigitalPaymentMethod,
    ][]) {
      const currency = DIGITAL_PAYMENT_CURRENCY[method];
      if (env[name] && env.SHOP_CURRENCY && env.SHOP_CURRENCY !== currency) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `takes ${currency}, and this shop keeps its prices in ${env.SHOP_CURRENCY}; unset it`,
        });
      }
    }
    const emulatorMode = env.FIREBASE_PROJECT_ID.startsWith('demo-');
    const need = (name: keyof typeof env, why: string) => {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required ${why}` });
    };
    const regime = env.TAX_REGIME;
    if (regime !== 'none') {
      // An invoice must name who sells: a regime without its seller's identity refuses to start.
      const under = `under TAX_REGIME=${regime}`;
      need('SHOP_LEGAL_NAME', `${under} (the seller's name on every invoice)`);
      need('SHOP_ADDRESS', `${under} (the seller's address on every invoice)`);
      const currency = REGIME_CURRENCY[regime];
      if (env.SHOP_CURRENCY && env.SHOP_CURRENCY !== currency) {
        ctx.addIssue({
          code: 'custom',
          path: ['TAX_REGIME'],
          message: `${regime} is charged in ${currency}, and this shop keeps its prices in ${env.SHOP_CURRENCY}`,
        });
      }
      if (env.TAX_DEFAULT_RATE !== undefined && !isRateOf(regime, env.TAX_DEFAULT_RATE)) {
        ctx.addIssue({ code: 'custom', path: ['TAX_DEFAULT_RATE'], message: taxRateExpected(regime) });
      }
    }
    if (regime === 'IN_GST') {
      need(
        'SHOP_STATE',
        "under TAX_REGIME=IN_GST (the state the shop's sales are made from), e.g. Maharashtra or 27",
      );
      need('SHOP_GSTIN', 'under TAX_REGIME=IN_GST (the seller’s GSTIN on every invoice)');
      const state = env.SHOP_STATE ? indianState(env.SHOP_STATE) : null;
      if (state && env.SHOP_GSTIN && gstinStateCode(env.SHOP_GSTIN) !== state.code) {
        ctx.addIssue({
          code: 'custom',
          path: ['SHOP_GSTIN'],
          message: `is registered in state ${gstinStateCode(env.SHOP_GSTIN)}, and SHOP_STATE is ${state.name} (${state.code})`,
        });
      }
    }
    // Cash on delivery is cash: a shop in rupees collects less than the law's limit for one order.
    const shopCurrency = env.SHOP_CURRENCY ?? (regime === 'none' ? undefined : REGIME_CURRENCY[regime]);
    // The most a courier hands over: the largest total, its cash rounded as a collection's is.
    const codCents =
      env.COD_MAX_TOTAL === undefined || !shopCurrency
        ? null
        : cashDue(
            toCents(env.COD_MAX_TOTAL),
            stepCents(env.CASH_ROUNDING ?? DEFAULT_CASH_ROUNDING[shopCurrency]),
          ).dueCents;
    if (shopCurrency && codCents !== null && env.COD_ENABLED && cashOverLimit(codCents, shopCurrency)) {
      ctx.addIssue({
        code: 'custom',
        path: ['COD_MAX_TOTAL'],
        message: `expected less than ${toDollars(cashLimitCents(shopCurrency)!)} once its cash is rounded: cash on delivery is cash, and India's Income Tax Act (s.269ST) forbids taking that much in cash for one order`,
      });
    }
    if (regime === 'BD_VAT')
      need('SHOP_BIN', 'under TAX_REGIME=BD_VAT (the seller’s BIN on every Mushak-6.3)');
    // Links in real mail must lead to the shop, not to this machine's loopback address.
    if (env.SMTP_URL) need('SHOP_URL', 'when SMTP_URL is set (the links in emails lead there)');
    if (env.PAYMENTS === 'stripe') {
      need('STRIPE_SECRET_KEY', 'when PAYMENTS=stripe');
      need('STRIPE_PUBLISHABLE_KEY', 'when PAYMENTS=stripe');
      need('STRIPE_WEBHOOK_SECRET', 'when PAYMENTS=stripe');
    }
    if (!emulatorMode) {
      need('FIREBASE_API_KEY', 'for a real Firebase project (FIREBASE_PROJECT_ID not starting with demo-)');
      need(
        'FIREBASE_AUTH_DOMAIN',
        'for a real Firebase project (FIREBASE_PROJECT_ID not starting with demo-)',
      );
      // Several API instances must share one signing key, so it cannot be generated per machine.
      need('JWT_SECRET', 'for a real Firebase project (FIREBASE_PROJECT_ID not starting with demo-)');
      // firebase-admin accepts unsigned ID tokens whenever it talks to an emulator: with real
      // accounts, anyone could then sign in as anyone.
      if (env.FIREBASE_AUTH_EMULATOR_HOST) {
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_AUTH_EMULATOR_HOST'],
          message: 'only for an emulator project (FIREBASE_PROJECT_ID starting with demo-); unset it',
        });
      }
    }
  })
  .transform((e) => {
    const emulatorMode = e.FIREBASE_PROJECT_ID.startsWith('demo-');
    const regime = e.TAX_REGIME;
    const asked = e.SHOP_CURRENCY ?? (regime === 'none' ? undefined : REGIME_CURRENCY[regime]);
    const currency = asked ?? 'USD';
    return {
      port: e.PORT,
      host: e.HOST,
      dataDir: resolve(e.DATA_DIR),
      /** Unset: embedded PGlite in `${dataDir}/db`. */
      databaseUrl: e.DATABASE_URL ?? null,
      admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
      jwt: {
        /** Unset in the default mode: generated once and kept in `${dataDir}/jwt-secret`. */
        secret: e.JWT_SECRET ?? null,
        ttlSeconds: e.JWT_TTL_SECONDS,
      },
      firebase: {
        projectId: e.FIREBASE_PROJECT_ID,
        /** Projects named `demo-*` run against the Auth emulator only (the default mode). */
        emulatorMode,
        /** host:port of the Auth emulator, or null for real Firebase. */
        emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? (emulatorMode ? DEFAULT_EMULATOR_HOST : null),
        apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      },
      payments:
        e.PAYMENTS === 'stripe'
          ? {
              driver: 'stripe' as const,
              secretKey: e.STRIPE_SECRET_KEY ?? '',
              publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
              webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            }
          : { driver: 'sandbox' as const },
      orders: {
        /** How long an unpaid order holds its stock, in milliseconds. */
        holdMs: Math.round(e.ORDER_HOLD_MINUTES * 60_000),
        /** How many unpaid orders one customer may hold at once. */
        maxOpenOrders: e.MAX_OPEN_ORDERS,
        /**
         * The share of a product's stock one customer may hold in unpaid orders (never less than its
         * minimum order), so one free account cannot take a whole catalogue off sale.
         */
        maxHeldShare: e.MAX_HELD_SHARE,
        /** How long after shipping a customer may ask to return an order. */
        returnDays: e.RETURN_DAYS,
      },
      /**
       * The currency asked for; null leaves it to the shop, which keeps the one of its first start
       * (dollars unless asked otherwise): see shop/shopCurrency.ts, which settles it at start.
       */
      requestedCurrency: asked ?? null,
      /** The currency the defaults below are in: the one asked for, else dollars, until settled. */
      currency,
      counter: {
        /** The shop's registers, by name: each has at most one open session. */
        registers: e.REGISTERS,
        /** What a receipt prints under the shop's name. */
        shopAddress: e.SHOP_ADDRESS,
        /** The digital payments taken, each switched on by where its money goes; null: not taken. */
        digital: {
          upi: e.UPI_ID ?? null,
          bkash: e.BKASH_NUMBER ?? null,
          nagad: e.NAGAD_NUMBER ?? null,
        },
      },
      tax: {
        regime,
        /** The rate of products and categories that name none, and of delivery charges; 0 with no regime. */
        defaultRateBp:
          regime === 'none' ? 0 : rateBasisPoints(e.TAX_DEFAULT_RATE ?? DEFAULT_TAX_RATE[regime]),
        /** Where documents are dated, financial years turn and report days begin. */
        timeZone: e.SHOP_TIMEZONE ?? DEFAULT_TIME_ZONE[regime],
        /** The month (1–12) the financial year starts in. */
        yearStartMonth: e.FINANCIAL_YEAR_START ?? FINANCIAL_YEAR_START[regime],
        /** Who sells, as every invoice prints it. */
        seller: {
          legalName: e.SHOP_LEGAL_NAME || 'Toolshop',
          address: e.SHOP_ADDRESS,
          gstin: regime === 'IN_GST' ? (e.SHOP_GSTIN ?? null) : null,
          bin: regime === 'BD_VAT' ? (e.SHOP_BIN ?? null) : null,
          state: regime === 'IN_GST' && e.SHOP_STATE ? indianState(e.SHOP_STATE) : null,
        },
      },
      /** Cash at the counter and COD collections are due to a multiple of this many cents (CASH_ROUNDING). */
      cashRoundingCents: stepCents(e.CASH_ROUNDING ?? DEFAULT_CASH_ROUNDING[currency]),
      /** Cash on delivery (docs/orders.md): whether it is offered, and its limits. */
      cod: {
        enabled: e.COD_ENABLED,
        maxTotalCents: toCents(e.COD_MAX_TOTAL ?? DEFAULT_COD_MAX_TOTAL[currency]),
        /** How many COD orders one customer may have open (not yet collected or cancelled). */
        maxOpen: e.COD_MAX_OPEN,
      },
      /** Delivery charges by zone; exactly one of them is the default. */
      shippingZones: shippingZonesOf(e.SHIPPING_ZONES ?? DEFAULT_SHIPPING_ZONES[currency]),
      stock: {
        /** A variant without a threshold of its own is low below this many units. */
        lowStockDefault: e.LOW_STOCK_DEFAULT,
      },
      catalogueImport: {
        /**
         * Whether a catalogue import may download images from loopback, private and link-local
         * addresses (tests, or a shop serving its pictures on its own network); never by default.
         */
        allowPrivateHosts: e.IMPORT_ALLOW_PRIVATE_HOSTS,
      },
      limits: {
        /** Writes (orders, reviews, uploads, profile edits…) one user may make per minute. */
        writesPerMinute: e.WRITES_PER_MINUTE,
        /** Bytes of images one (non-admin) user may have stored. */
        imageQuotaBytes: Math.round(e.IMAGE_QUOTA_MB * 1024 * 1024),
      },
      /** How long an upload nothing refers to is kept before the sweep removes it. */
      unusedImageGraceMs: Math.round(e.UNUSED_IMAGE_GRACE_HOURS * HOUR_MS),
      /** The embedded database's backups (PGlite only): where, how often (0: never), how many kept. */
      backups: {
        dir: resolve(e.BACKUP_DIR ?? join(e.DATA_DIR, 'backups')),
        intervalMs: Math.round(e.BACKUP_INTERVAL_HOURS * HOUR_MS),
        keep: e.BACKUP_KEEP,
      },
      mail: {
        /** Where mail goes: SMTP_URL, or the local catcher `npm start` runs in the default mode. */
        smtpUrl: e.SMTP_URL ?? `smtp://127.0.0.1:${e.MAIL_SMTP_PORT}`,
        from: e.MAIL_FROM,
        /** The shop's public address, for the links in emails. */
        shopUrl: e.SHOP_URL ?? `http://${shopHost(e.HOST)}:${e.PORT}`,
        /** The first retry's wait; each further one doubles it, up to an hour. */
        retryBaseMs: Math.round(e.MAIL_RETRY_SECONDS * 1000),
        /**
         * How long a sender holds an email it took: longer than a send can take. An instance that dies
         * mid-send leaves its emails to the others (or to itself, restarted) for this long.
         */
        claimMs: Math.round(e.MAIL_CLAIM_SECONDS * 1000),
        /** How long a row is retried before it is marked failed. */
        giveUpMs: Math.round(e.MAIL_GIVE_UP_HOURS * HOUR_MS),
        /** Reset links one address may be sent per hour. */
        passwordResetsPerHour: e.PASSWORD_RESETS_PER_HOUR,
      },
      /** How long the answer "this account still exists and is enabled" is trusted per uid. */
      accountRecheckMs: Math.round(e.ACCOUNT_RECHECK_SECONDS * 1000),
      webDir: resolve(e.WEB_DIR),
      /** Behind a load balancer: take the client address (rate limits) from X-Forwarded-For. */
      trustProxy: e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
    };
  });

export type Config = z.output<typeof settingsSchema>;
export type TaxConfig = Config['tax'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}
