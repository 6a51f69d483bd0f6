/** Vitest globalSetup of the server project: one Auth emulator for the whole run. */
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './authEmulator';
import { TEST_PROJECT_ID } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator(TEST_PROJECT_ID);
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
