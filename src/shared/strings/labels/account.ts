/**
 * Getting back into an account: the login page's way to a reset link, the page that asks for one,
 * and the page the account emails' links open (a new password, a verified address). Kept out of
 * ./auth, which the landing page loads for its error messages.
 */
export const accountText = {
  forgotPassword: 'Forgot password?',

  // /forgot-password
  forgotTitle: 'Reset your password',
  forgotHint: 'Enter the email address of your account and we will send you a link to set a new password.',
  sendLink: 'Send reset link',
  rememberedIt: 'Remembered it?',
  backToLogin: 'Back to login',

  // /account/action?mode=resetPassword
  resetTitle: 'Set a new password',
  resetFor: (email: string) => `Set a new password for ${email}`,
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  savePassword: 'Save new password',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  signIn: 'Sign in',
  askNewLink: 'Ask for a new link',

  // /account/action?mode=verifyEmail
  verifyTitle: 'Verify your email address',
  emailVerified: 'Your email address is verified',
  toTheShop: 'Go to the shop',

  // /account/action with a mode it does not know, or no code
  linkTitle: 'Account link',
  invalidLink: 'This link is not valid',
} as const;
