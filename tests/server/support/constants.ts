/** A project id of its own, so test accounts never mix with `npm start`'s emulator data. */
export const TEST_PROJECT_ID = 'demo-toolshop-test';
export const TEST_PASSWORD = 'correct-horse-9';

/** The address both order forms send in the tests and the checkout benchmark. */
export const SHIPPING = {
  fullName: 'Rahim Uddin',
  addressLine1: '12 Tool Street',
  addressLine2: '',
  company: 'Acme Works',
  city: 'Dhaka',
  postalCode: '1207',
  country: 'Bangladesh' as const,
  phone: '01712345678',
  region: '',
};
