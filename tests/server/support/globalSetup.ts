/**
 * Vitest globalSetup of the server project: one Auth emulator, one mail catcher and one migrated
 * database template (./testDatabase.ts) for the whole run.
 */
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './authEmulator';
import { TEST_PROJECT_ID } from './constants';
import { startMailCatcher } from './mailCatcher';
import { createTemplate } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    mailSmtpPort: number;
    mailWebPort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [emulator, catcher, database] = await Promise.all([
    startAuthEmulator(TEST_PROJECT_ID),
    startMailCatcher(),
    createTemplate(),
  ]);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('mailSmtpPort', catcher.smtpPort);
  project.provide('mailWebPort', catcher.webPort);
  project.provide('databaseTemplate', database.template);
  return async () => {
    await Promise.all([emulator.stop(), catcher.remove(), database.remove()]);
  };
}
