/**
 * Where the e2e stack runs: its own ports and data folder, apart from a developer's `npm start` on
 * 8080/9099/1025/1080 and from anyone else's e2e run on this machine. Unless E2E_PORT is given, each run picks
 * its ports at random; they are written to the environment before Playwright starts its workers,
 * so the config, the global set-up and every test see the same ones.
 */
// Below Linux's ephemeral ports (32768 up): a port a spec binds late (the second shop's, the fifth)
// must not be one an outgoing connection took meanwhile as its own end (EADDRINUSE).
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
process.env.E2E_AUTH_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_MAIL_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_MAIL_WEB_PORT ??= String(Number(process.env.E2E_PORT) + 3);

export const stack = {
  port: Number(process.env.E2E_PORT),
  authEmulatorPort: Number(process.env.E2E_AUTH_PORT),
  /** The stack's own mail catcher (maildev): SMTP, and its inbox with the REST API. */
  mailSmtpPort: Number(process.env.E2E_MAIL_SMTP_PORT),
  mailWebPort: Number(process.env.E2E_MAIL_WEB_PORT),
  /** The admin account the stack seeds. */
  admin: { email: 'admin@toolshop.test', password: 'e2e-admin-password' },
} as const;

export const baseURL = `http://127.0.0.1:${stack.port}`;
export const apiURL = `${baseURL}/api`;
export const authEmulatorURL = `http://127.0.0.1:${stack.authEmulatorPort}`;

/** How long the stack's unpaid orders hold their stock (ORDER_HOLD_MINUTES). */
export const E2E_HOLD_MINUTES = 1;
export const mailCatcherURL = `http://127.0.0.1:${stack.mailWebPort}`;
