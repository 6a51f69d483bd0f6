/**
 * The renderer's Content-Security-Policy, sent by the app protocol with every response. Scripts
 * come only from the app itself; the page may talk to the API origin and to the identity service
 * (the Auth emulator locally, Google's hosts with a real Firebase project) and to nothing else.
 */
import type { PublicConfig } from '../shared/entities';

type CspConfig = Pick<PublicConfig, 'firebase' | 'payments'>;

/** Where the Firebase JS SDK signs in and refreshes its ID token with a real project. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/** The Auth emulator of the default (embedded) mode. */
export const AUTH_EMULATOR_ORIGIN = 'http://127.0.0.1:9099';
/** Google account photos, which the shop shows as avatars and review pictures. */
const GOOGLE_PHOTOS = 'https://*.googleusercontent.com';
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

export interface CspSources {
  /** The API's origin, e.g. `http://127.0.0.1:8080`. */
  apiOrigin: string;
  /** Origins the identity SDK calls: the emulator's, or Google's. */
  authOrigins: readonly string[];
  /** With the Stripe payment driver the card form is Stripe's script and iframe. */
  stripe: boolean;
}

export function buildContentSecurityPolicy({ apiOrigin, authOrigins, stripe }: CspSources): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...(stripe ? [STRIPE_JS] : [])]],
    // Mantine writes its CSS variables and component styles into <style> tags at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', apiOrigin, GOOGLE_PHOTOS]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", apiOrigin, ...authOrigins, ...(stripe ? [STRIPE_API] : [])]],
    ['frame-src', stripe ? STRIPE_FRAMES : ["'none'"]],
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * Which identity origins to allow, from the API's public config (`GET /config`, docs/contract.md). When the
 * API could not be asked, a local API implies the embedded mode and so the emulator.
 */
export function authOriginsFor(config: CspConfig | null, apiOrigin: string): string[] {
  if (config) {
    const emulator = config.firebase.emulatorUrl;
    return emulator ? [new URL(emulator).origin] : FIREBASE_AUTH_ORIGINS;
  }
  const { hostname } = new URL(apiOrigin);
  const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  return local ? [AUTH_EMULATOR_ORIGIN] : FIREBASE_AUTH_ORIGINS;
}

/** The policy the app protocol sends, for the API's origin and its public config (null: unreachable). */
export function rendererContentSecurityPolicy(config: CspConfig | null, apiOrigin: string): string {
  return buildContentSecurityPolicy({
    apiOrigin,
    authOrigins: authOriginsFor(config, apiOrigin),
    stripe: config?.payments.driver === 'stripe',
  });
}
