/** Sign-up, login and the identity service; the login page's name is nav.login. */
export const authText = {
  password: 'Password',
  confirmPassword: 'Confirm Password',
  profileImage: 'Profile image',
  clearProfileImage: 'Clear the chosen profile image',
  signUp: 'Sign Up',
  or: 'OR',
  continueWithGoogle: 'Continue with Google',
  newHere: 'New to Toolshop?',
  createAccount: 'Create new account',
  haveAccount: 'Already have an account?',
  pleaseLogin: 'Please login',
  uploading: (percent: number) => `Uploading your photo: ${percent}%`,
  verificationSent: (email: string) => `Welcome to Toolshop! We sent a verification link to ${email}.`,
  emulatorTitle: 'Google sign-in (Auth emulator)',
  emulatorExplanation:
    'This shop runs on the local Firebase Auth emulator, so no real Google account is used. Choose the test Google account to sign in with.',
  emulatorEmail: 'Google account email',
  emulatorName: 'Display name',
  emulatorEmailPlaceholder: 'jane.doe@example.com',
  emulatorNamePlaceholder: 'Jane Doe',
  emulatorSignIn: 'Sign in with this test account',
  googleNameRequired: 'Display name is required',
  noEmail: 'This account has no email address, which the shop needs to sign you in.',
  desktopTitle: 'Sign in to the Toolshop desktop app',
  desktopExplanation:
    'The Toolshop desktop app sent you here to sign in with Google. Choose your account; the app then signs you in.',
  desktopDone: 'You are signed in to the Toolshop desktop app. You can close this tab and return to the app.',
} as const;

/** Firebase reports a wrong email or password under either of two codes. */
const wrongCredentials = 'Wrong email or password. Please try again.';

/**
 * Identity service errors by code: shown without Firebase's "Firebase: Error (auth/…)."
 * prefix and code, which the SDK's messages consist of entirely.
 */
export const identityErrors: Record<string, string> = {
  'email-already-in-use': 'An account with this email already exists. Please log in instead.',
  'wrong-password': 'Wrong password. Please try again.',
  'invalid-credential': wrongCredentials,
  'invalid-login-credentials': wrongCredentials,
  'user-not-found': 'No account uses this email. Please sign up first.',
  'invalid-email': 'This email address is not valid.',
  'weak-password': 'This password is too weak. Use at least 8 characters.',
  'too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'network-request-failed': 'The sign-in service cannot be reached. Check your connection and try again.',
  'requires-recent-login': 'Please log in again to do this.',
  'user-token-expired': 'Your session has expired. Please log in again.',
  'popup-closed-by-user': 'The Google sign-in window was closed before signing in.',
  'cancelled-popup-request': 'Another Google sign-in window is already open.',
  'popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups and try again.',
  'account-exists-with-different-credential':
    'An account with this email already exists with another sign-in method.',
  'credential-already-in-use': 'This sign-in is already linked to another account.',
  'expired-action-code': 'This link has expired. Please request a new one.',
  'invalid-action-code': 'This link is not valid or has already been used.',
  'user-disabled': 'This account has been disabled.',
};
