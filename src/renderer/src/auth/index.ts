/** The app's sign-in layer: start-up, the flows the pages offer, and logout. */
import type { PublicConfig } from '@shared/entities';
import { initIdentityService } from './identityService';
import { watchSession } from './session';

export { signOut } from './session';
export { usesAuthEmulator } from './identityService';
export {
  signInWithEmail,
  signInWithEmulatedGoogle,
  signInWithGoogleAccount,
  signUpWithEmail,
  type SignUpDetails,
} from './actions';

let started = false;

/** Connects to the identity service named by `GET /api/config` and starts following its state. */
export function startAuth(config: PublicConfig): void {
  if (started) return;
  started = true;
  watchSession(initIdentityService(config.firebase));
}
