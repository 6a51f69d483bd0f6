/** What a visitor can do with the identity service: sign up, log in, continue with Google. */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
} from 'firebase/auth';
import { call, currentTransport, uploadImage } from '../api/client';
import { desktopBridge } from '../platform';
import { notifyError } from '../ui/notify';
import { runSignIn } from './session';

export interface SignUpDetails {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  image: Blob;
}

/** Our upload's reference as a URL any page (or the identity service) can load. */
const absoluteImageUrl = (ref: string): string =>
  new URL(currentTransport().assetUrl(ref), window.location.href).href;

/**
 * Sign-up: the account, then our accessToken, the profile photo upload, the
 * identity's name and photo, the verification email, and the user record with role user.
 */
export function signUpWithEmail(
  details: SignUpDetails,
  onUploadProgress?: (percent: number) => void,
): Promise<void> {
  return runSignIn(async (auth) => {
    const { user } = await createUserWithEmailAndPassword(auth, details.email, details.password);
    await call('login', { body: { email: details.email }, idToken: await user.getIdToken() });
    const image = await uploadImage(details.image, onUploadProgress);
    await updateProfile(user, { displayName: details.fullName, photoURL: absoluteImageUrl(image) });
    // The account exists by now: a verification email that fails to send should not undo it.
    await sendEmailVerification(user).catch(notifyError);
    await call('saveUser', {
      body: { name: details.fullName, email: details.email, image, phone: details.phone, role: 'user' },
    });
    return user;
  });
}

export function signInWithEmail(email: string, password: string): Promise<void> {
  return runSignIn(async (auth) => (await signInWithEmailAndPassword(auth, email, password)).user);
}

/**
 * Google with a real Firebase project: its hosted window in the browser; on the desktop (where
 * pop-ups cannot run) the system browser, whose Google ID token the bridge hands back. Resolves with
 * Google's ID token, which the desktop hand-off passes on.
 */
export async function signInWithGoogleAccount(): Promise<string> {
  const shop = desktopBridge;
  let googleIdToken = '';
  await runSignIn(async (auth) => {
    if (!shop) {
      const result = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
      googleIdToken = GoogleAuthProvider.credentialFromResult(result)?.idToken ?? '';
      return result.user;
    }
    googleIdToken = await shop.auth.googleSignIn();
    return (await signInWithCredential(auth, GoogleAuthProvider.credential(googleIdToken))).user;
  });
  return googleIdToken;
}

/**
 * The Auth emulator's stand-in for Google (its popup needs the internet): the emulator accepts an
 * unsigned Google ID token, so the chosen test account signs in through the same credential path.
 * Resolves with that token, as signInWithGoogleAccount does.
 */
export async function signInWithEmulatedGoogle(email: string, displayName: string): Promise<string> {
  const idToken = JSON.stringify({
    sub: `emulated-google-${email}`,
    email,
    email_verified: true,
    name: displayName,
  });
  await runSignIn(
    async (auth) => (await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user,
  );
  return idToken;
}
