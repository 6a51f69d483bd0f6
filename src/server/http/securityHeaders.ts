/**
 * Helmet's headers on every response, with a Content-Security-Policy that admits exactly what the
 * SPA talks to: itself, the Auth emulator (default mode) or Firebase (real project), and Stripe when
 * PAYMENTS=stripe.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { readDesktopHandOff } from '../../shared/desktopHandOff';
import { routes } from '../../shared/routes';
import type { Config } from '../config';

/**
 * The desktop app's Google sign-in hands Google's ID token back to its one-time loopback server
 * (src/main/googleHandOff.ts), on the port its login page names: that page, and no other, may
 * connect there.
 */
function handOffTarget(request: IncomingMessage): string[] {
  const [path, search = ''] = (request.url ?? '/').split('?', 2);
  if (path !== routes.login) return [];
  const handOff = readDesktopHandOff(search);
  return handOff ? [`http://127.0.0.1:${handOff.port}`] : [];
}

const FIREBASE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Helmet's middleware is built once here. @fastify/helmet builds it again on every request,
 * re-validating every directive, which took a tenth of the catalogue's serving time.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet(securityHeaders(config));
  // Helmet reports a failure (a directive that produced an invalid value) as an Error.
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}

function securityHeaders(config: Config): HelmetOptions {
  // Firebase's popup sign-in (Google) loads Google's iframe helper script, emulator or not.
  const script = ["'self'", 'https://apis.google.com'];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const { firebase } = config;
  if (firebase.emulatorHost) {
    const emulator = `http://${firebase.emulatorHost}`;
    connect.push(emulator);
    frame.push(emulator);
  }
  if (!firebase.emulatorMode) {
    connect.push(...FIREBASE_APIS);
    frame.push(`https://${firebase.authDomain}`);
  }
  if (config.payments.driver === 'stripe') {
    script.push(...STRIPE.script);
    frame.push(...STRIPE.frame);
    connect.push(...STRIPE.connect);
  }
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: script,
        // Mantine and react-toastify inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [(request) => [...connect, ...handOffTarget(request)].join(' ')],
        frameSrc: frame,
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Google sign-in opens a popup that must be able to report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}
