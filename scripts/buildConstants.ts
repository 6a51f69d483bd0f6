/**
 * The compile-time constants of the renderer (declared in src/renderer/src/buildTarget.d.ts), for
 * each of its builds: the web app, the desktop app and the tests.
 */
import { endpointRoutes } from '../src/shared/contract/endpoints';

export function buildConstants(target: 'web' | 'desktop' | 'test'): Record<string, string> {
  return {
    __WEB_BUILD__: JSON.stringify(target === 'web'),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The client needs each endpoint's method and path, not its schemas: the landing page's budget
    // has no room for zod.
    __API_ROUTES__: JSON.stringify(endpointRoutes()),
  };
}
