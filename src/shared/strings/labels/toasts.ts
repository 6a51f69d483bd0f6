/** Toasts and alerts: the original product's words, kept verbatim ('Review successfull'). */
export const toasts = {
  reviewSaved: 'Review successfull',
  profileSaved: 'Profile update successful',
  paymentSaved: 'Payment successful',
  purchaseSaved: 'Purchase successful',
  confirmPasswordMismatch: 'Confirm password did not match',
  selectRating: 'please select a rating',
  noUserLoggedIn: 'No user is logged in',
} as const;
