/** Config: defaults for the embedded mode; a bad value stops start-up naming it. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const GST_SELLER = {
  TAX_REGIME: 'IN_GST',
  SHOP_STATE: 'Karnataka',
  SHOP_GSTIN: '29AAGCB7383J1Z4',
  SHOP_LEGAL_NAME: 'Bengaluru Tools Private Limited',
  SHOP_ADDRESS: '12 MG Road, Bengaluru',
};

describe('loadConfig', () => {
  it('defaults to the embedded mode: PGlite, the Auth emulator, the sandbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      admin: { email: 'admin@toolshop.test', password: 'toolshop-admin' },
      jwt: { secret: null, ttlSeconds: 3600 },
      firebase: { projectId: 'demo-toolshop', emulatorMode: true, emulatorHost: '127.0.0.1:9099' },
      payments: { driver: 'sandbox' },
      limits: { writesPerMinute: 60, imageQuotaBytes: 25 * 1024 * 1024 },
      unusedImageGraceMs: 24 * 3_600_000,
      accountRecheckMs: 5000,
      counter: { registers: ['Counter 1'], shopAddress: '' },
    });
    expect(config.dataDir).toBe(resolve('.data'));
    expect(config.webDir).toBe(resolve('dist/web'));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ADMIN_EMAIL: 'Admin-At-Shop' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ JWT_TTL_SECONDS: '10' }, 'JWT_TTL_SECONDS'],
    [{ PAYMENTS: 'paypal' }, 'PAYMENTS'],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'localhost' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
    [{ WRITES_PER_MINUTE: '0' }, 'WRITES_PER_MINUTE'],
    [{ IMAGE_QUOTA_MB: 'lots' }, 'IMAGE_QUOTA_MB'],
    [{ UNUSED_IMAGE_GRACE_HOURS: '-1' }, 'UNUSED_IMAGE_GRACE_HOURS'],
    [{ ACCOUNT_RECHECK_SECONDS: '3600' }, 'ACCOUNT_RECHECK_SECONDS'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, 'SHOP_URL'],
    [{ MAIL_FROM: 'shop@example.com\r\nBcc: evil@example.com' }, 'MAIL_FROM'],
    [{ MAIL_GIVE_UP_HOURS: '0' }, 'MAIL_GIVE_UP_HOURS'],
    [{ IMPORT_ALLOW_PRIVATE_HOSTS: 'yes' }, 'IMPORT_ALLOW_PRIVATE_HOSTS'],
    [{ REGISTERS: 'Counter 1,,Counter 2' }, 'REGISTERS'],
    [{ REGISTERS: 'Till,Till' }, 'REGISTERS'],
    [{ SHOP_ADDRESS: 'x'.repeat(301) }, 'SHOP_ADDRESS'],
    [{ CASH_ROUNDING: '0.03' }, 'CASH_ROUNDING'],
    [{ CASH_ROUNDING: 'a taka' }, 'CASH_ROUNDING'],
    [{ CASH_ROUNDING: '0' }, 'CASH_ROUNDING'],
    [{ UPI_ID: 'shop' }, 'UPI_ID'],
    [{ UPI_ID: 'shop@ok bank' }, 'UPI_ID'],
    [{ BKASH_NUMBER: '0171234567' }, 'BKASH_NUMBER'],
    [{ NAGAD_NUMBER: '+8801712345678' }, 'NAGAD_NUMBER'],
    // Each digital payment moves its own country's money: UPI rupees, bKash and Nagad taka.
    [{ SHOP_CURRENCY: 'USD', UPI_ID: 'toolshop@okaxis' }, 'UPI_ID'],
    [{ SHOP_CURRENCY: 'INR', BKASH_NUMBER: '01712345678' }, 'BKASH_NUMBER'],
    [{ SHOP_CURRENCY: 'INR', NAGAD_NUMBER: '01812345678' }, 'NAGAD_NUMBER'],
    [{ SHOP_CURRENCY: 'EUR' }, 'SHOP_CURRENCY'],
    // A tax regime needs its seller: a GSTIN whose check character and state are right, or a BIN.
    [{ ...GST_SELLER, SHOP_GSTIN: '29AAGCB7383J1Z5' }, 'SHOP_GSTIN'],
    [{ ...GST_SELLER, SHOP_STATE: 'Maharashtra' }, 'SHOP_GSTIN'],
    [{ ...GST_SELLER, SHOP_STATE: 'Atlantis' }, 'SHOP_STATE'],
    [{ ...GST_SELLER, SHOP_GSTIN: '' }, 'SHOP_GSTIN'],
    [{ ...GST_SELLER, SHOP_LEGAL_NAME: '' }, 'SHOP_LEGAL_NAME'],
    [{ ...GST_SELLER, SHOP_CURRENCY: 'BDT' }, 'TAX_REGIME'],
    [{ ...GST_SELLER, TAX_DEFAULT_RATE: '12' }, 'TAX_DEFAULT_RATE'],
    [{ ...GST_SELLER, SHOP_TIMEZONE: 'Asia/Mumbai' }, 'SHOP_TIMEZONE'],
    [{ TAX_REGIME: 'BD_VAT', SHOP_LEGAL_NAME: 'x', SHOP_ADDRESS: 'y', SHOP_BIN: '12345' }, 'SHOP_BIN'],
    [{ TAX_REGIME: 'US_SALES' }, 'TAX_REGIME'],
    [{ CASH_ROUNDING: '0.3' }, 'CASH_ROUNDING'],
    [{ COD_ENABLED: 'maybe' }, 'COD_ENABLED'],
    [{ COD_MAX_TOTAL: '0' }, 'COD_MAX_TOTAL'],
    [{ COD_MAX_TOTAL: 'five hundred' }, 'COD_MAX_TOTAL'],
    // Cash on delivery of ₹2,00,000 is cash the law forbids taking for one order (s.269ST).
    [{ SHOP_CURRENCY: 'INR', COD_MAX_TOTAL: '200000' }, 'COD_MAX_TOTAL'],
    [{ ...GST_SELLER, COD_MAX_TOTAL: '250000' }, 'COD_MAX_TOTAL'],
    // ₹1,99,999.50 is collected as ₹2,00,000 at the rupee's step.
    [{ SHOP_CURRENCY: 'INR', COD_MAX_TOTAL: '199999.5' }, 'COD_MAX_TOTAL'],
    [{ COD_MAX_OPEN: '0' }, 'COD_MAX_OPEN'],
    [{ COD_MAX_OPEN: '1.5' }, 'COD_MAX_OPEN'],
    [{ SHIPPING_ZONES: '{not json' }, 'SHIPPING_ZONES'],
    [{ SHIPPING_ZONES: '[]' }, 'SHIPPING_ZONES'],
    // No default zone: an address no zone covers would be delivered free.
    [
      { SHIPPING_ZONES: '[{"name":"India","country":"India","flat":8,"perKg":2,"baseKg":1}]' },
      'SHIPPING_ZONES',
    ],
  ])('names the bad variable in %j', (env, name) => {
    expect(problemsOf(env).join('\n')).toMatch(new RegExp(`^${name}: `, 'm'));
  });

  it('reads the cash step and the digital payments taken: by default, none, and exact cash in dollars, whole taka and rupees', () => {
    expect(loadConfig({})).toMatchObject({
      cashRoundingCents: 1,
      counter: { digital: { upi: null, bkash: null, nagad: null } },
    });
    expect(loadConfig({ SHOP_CURRENCY: 'BDT' }).cashRoundingCents).toBe(100);
    expect(loadConfig({ SHOP_CURRENCY: 'INR', COD_MAX_TOTAL: '199999' }).cod.maxTotalCents).toBe(19_999_900);
    expect(loadConfig({ SHOP_CURRENCY: 'BDT', COD_MAX_TOTAL: '250000' }).cod.maxTotalCents).toBe(25_000_000);
    expect(loadConfig({ SHOP_CURRENCY: 'INR', CASH_ROUNDING: '0.5' }).cashRoundingCents).toBe(50);
    expect(
      loadConfig({
        CASH_ROUNDING: '0.50',
        UPI_ID: 'toolshop@okaxis',
        BKASH_NUMBER: '01712345678',
        NAGAD_NUMBER: '01812345678',
      }),
    ).toMatchObject({
      cashRoundingCents: 50,
      counter: { digital: { upi: 'toolshop@okaxis', bkash: '01712345678', nagad: '01812345678' } },
    });
  });

  it('reads a GST shop’s seller and defaults: rupees, 18%, Asia/Kolkata, April', () => {
    expect(loadConfig({ ...GST_SELLER, SHOP_GSTIN: '29aagcb7383j1z4' })).toMatchObject({
      currency: 'INR',
      tax: {
        regime: 'IN_GST',
        defaultRateBp: 1800,
        timeZone: 'Asia/Kolkata',
        yearStartMonth: 4,
        seller: { gstin: '29AAGCB7383J1Z4', state: { code: '29', name: 'Karnataka' } },
      },
    });
  });

  it('reads cash on delivery and the delivery zones, with a default zone for every address', () => {
    const config = loadConfig({});
    expect(config.cod).toEqual({ enabled: true, maxTotalCents: 50_000, maxOpen: 2 });
    expect(config.shippingZones.map((zone) => [zone.name, zone.country, zone.city])).toEqual([
      ['Inside Dhaka', 'Bangladesh', ['Dhaka', 'ঢাকা', 'Dacca']],
      ['Outside Dhaka', 'Bangladesh', null],
      ['India', 'India', null],
      ['Everywhere else', null, null],
    ]);
    const own = loadConfig({
      COD_ENABLED: 'false',
      COD_MAX_TOTAL: '120.5',
      SHIPPING_ZONES: '[{"name":"Anywhere","flat":3.25,"perKg":1,"baseKg":0.5}]',
    });
    expect(own.cod).toMatchObject({ enabled: false, maxTotalCents: 12_050 });
    expect(own.shippingZones).toEqual([
      { name: 'Anywhere', country: null, city: null, flatCents: 325, perKgCents: 100, baseGrams: 500 },
    ]);
  });

  it.each([
    ['[{"name":"Anywhere","flat":-1,"perKg":1,"baseKg":1}]', 'SHIPPING_ZONES.0.flat'],
    [
      '[{"name":"Mars","country":"Mars","flat":1,"perKg":1,"baseKg":1},{"name":"x","flat":1,"perKg":1,"baseKg":1}]',
      'SHIPPING_ZONES.0.country',
    ],
    [
      '[{"name":"Dhaka","city":"Dhaka","flat":1,"perKg":1,"baseKg":1},{"name":"x","flat":1,"perKg":1,"baseKg":1}]',
      'SHIPPING_ZONES',
    ],
  ])('names the bad zone of SHIPPING_ZONES=%s', (zones, path) => {
    expect(problemsOf({ SHIPPING_ZONES: zones }).join('\n')).toContain(`${path}`);
  });

  it('requires the Stripe keys when PAYMENTS=stripe', () => {
    const problems = problemsOf({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  });

  it('requires the web config and a shared JWT secret for a real Firebase project', () => {
    const problems = problemsOf({ FIREBASE_PROJECT_ID: 'toolshop-prod' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'FIREBASE_API_KEY',
      'FIREBASE_AUTH_DOMAIN',
      'JWT_SECRET',
    ]);
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'toolshop-prod',
      FIREBASE_API_KEY: 'AIzaKey',
      FIREBASE_AUTH_DOMAIN: 'toolshop-prod.firebaseapp.com',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.firebase).toMatchObject({ emulatorMode: false, emulatorHost: null, apiKey: 'AIzaKey' });
  });

  it('refuses the Auth emulator with a real Firebase project, whose ID tokens must be signed', () => {
    const problems = problemsOf({
      FIREBASE_PROJECT_ID: 'toolshop-prod',
      FIREBASE_API_KEY: 'AIzaKey',
      FIREBASE_AUTH_DOMAIN: 'toolshop-prod.firebaseapp.com',
      JWT_SECRET: 'x'.repeat(40),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(problems).toEqual([expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST: only for an emulator/)]);
  });

  it('the server process stops at start-up with the message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT: ');
  });
});
