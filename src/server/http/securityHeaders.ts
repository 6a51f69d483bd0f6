/**
 * Helmet's headers with a Content-Security-Policy that admits exactly what the SPA talks to: itself,
 * the Auth emulator (default mode) or Firebase (real project), and Stripe when PAYMENTS=stripe.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

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

export function securityHeaders(config: Config): FastifyHelmetOptions {
  // Firebase's popup sign-in (Google) loads Google's iframe helper script, emulator or not.
  const script = ["'self'", 'https://apis.google.com'];
  // The desktop app's Google sign-in hands Google's ID token back to its one-time loopback server
  // (src/main/googleHandOff.ts), on a port chosen at random.
  const connect = ["'self'", 'http://127.0.0.1:*'];
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
        connectSrc: connect,
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
