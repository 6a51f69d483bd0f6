import type { Location } from 'react-router-dom';
import { routes } from '@shared/routes';

/**
 * Where the sign-in guard sent the visitor from (`state.from`), else home. Login and sign-up pass
 * the state on to each other, so either brings the visitor back.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : routes.home;
}
