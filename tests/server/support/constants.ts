/** A project id of its own, so test accounts never mix with `npm start`'s emulator data. */
export const TEST_PROJECT_ID = 'demo-toolshop-test';
export const TEST_PASSWORD = 'correct-horse-9';
