import { describe, expect, it } from 'vitest';
import {
  AUTH_EMULATOR_ORIGIN,
  FIREBASE_AUTH_ORIGINS,
  authOriginsFor,
  buildContentSecurityPolicy,
} from '../../src/main/csp';
import type { PublicConfig } from '../../src/shared/entities';

const config = (emulatorUrl: string | null): PublicConfig => ({
  currency: 'USD',
  firebase: { apiKey: 'k', authDomain: 'shop.firebaseapp.com', projectId: 'shop', emulatorUrl },
  payments: { driver: 'sandbox', publishableKey: null },
  cod: { offered: true, maxTotal: 500, maxOpen: 2 },
  cashRounding: 0.01,
  counter: { upi: null, bkash: null, nagad: null },
  tax: { regime: 'none', rates: [], defaultRate: 0, asksRegion: false, timeZone: 'UTC' },
});

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it('lets the identity SDK reach the emulator the API names, or Google with a real project', () => {
    expect(authOriginsFor(config('http://127.0.0.1:9199'), 'http://127.0.0.1:8080')).toEqual([
      'http://127.0.0.1:9199',
    ]);
    expect(authOriginsFor(config(null), 'https://shop.example')).toEqual(FIREBASE_AUTH_ORIGINS);
  });

  it('guesses from the API address when the API could not be asked', () => {
    expect(authOriginsFor(null, 'http://127.0.0.1:8080')).toEqual([AUTH_EMULATOR_ORIGIN]);
    expect(authOriginsFor(null, 'https://shop.example')).toEqual(FIREBASE_AUTH_ORIGINS);
  });

  it('opens script, frame and connect to Stripe only with the Stripe driver', () => {
    const base = { apiOrigin: 'https://shop.example', authOrigins: FIREBASE_AUTH_ORIGINS };
    const sandbox = buildContentSecurityPolicy({ ...base, stripe: false });
    const stripe = buildContentSecurityPolicy({ ...base, stripe: true });
    expect(sandbox).not.toContain('stripe');
    expect(directive(stripe, 'script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive(stripe, 'frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directive(stripe, 'connect-src')).toEqual([
      "'self'",
      'https://shop.example',
      ...FIREBASE_AUTH_ORIGINS,
      'https://api.stripe.com',
    ]);
  });
});
