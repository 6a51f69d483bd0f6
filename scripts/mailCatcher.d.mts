/** Types of mailCatcher.mjs for the TypeScript tests that share it. */
export const MAILDEV_BIN: string;
export function mailCatcherArgs(ports: { smtpPort: number; webPort: number; mailDir: string }): string[];
export function waitForMailCatcher(
  webPort: number,
  isAlive: () => boolean,
  seconds?: number,
): Promise<boolean>;
