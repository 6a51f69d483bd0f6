/**
 * Where the e2e stack runs. Its own ports and data folder keep it apart from a developer's
 * `npm start` on 8080/9099; the admin account is seeded with these credentials.
 */
export const stack = {
  port: Number(process.env.E2E_PORT ?? 18080),
  authEmulatorPort: Number(process.env.E2E_AUTH_PORT ?? 19099),
  admin: { email: 'admin@toolshop.test', password: 'e2e-admin-password' },
} as const;

export const baseURL = `http://127.0.0.1:${stack.port}`;
export const apiURL = `${baseURL}/api`;
export const authEmulatorURL = `http://127.0.0.1:${stack.authEmulatorPort}`;
