/** Vitest globalSetup of the server project: one Auth emulator and one mail catcher for the whole run. */
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './authEmulator';
import { TEST_PROJECT_ID } from './constants';
import { startMailCatcher } from './mailCatcher';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    mailSmtpPort: number;
    mailWebPort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [emulator, catcher] = await Promise.all([startAuthEmulator(TEST_PROJECT_ID), startMailCatcher()]);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('mailSmtpPort', catcher.smtpPort);
  project.provide('mailWebPort', catcher.webPort);
  return async () => {
    await Promise.all([emulator.stop(), catcher.remove()]);
  };
}
