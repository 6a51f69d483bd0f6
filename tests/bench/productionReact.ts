/**
 * Imported first by a benchmark that renders emails in its own process: React's production build,
 * as `npm start` runs the shop (scripts/start.mjs), not its development build with its checks,
 * which renders an email twice as slowly. React reads NODE_ENV once, when it is first imported.
 */
process.env.NODE_ENV = 'production';
