/**
 * The web build's session: the accessToken `POST /login` answered, kept under the local storage key
 * the original product used. The transport sends it with every call and the event stream with its own.
 */
const TOKEN_KEY = 'accessToken';

export const storedToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const storeToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);

export const forgetToken = (): void => localStorage.removeItem(TOKEN_KEY);
