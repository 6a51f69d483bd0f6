import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildConstants } from './scripts/buildConstants';

const alias = { '@shared': resolve(import.meta.dirname, 'src/shared') };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for every file: importing the server anew per file cost seconds each, and
          // each file's state is its own anyway (its database, app and accounts are made in its hooks).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // Real sockets and files: on two busy cores a test can outlast the default 5 s.
        test: {
          name: 'main',
          environment: 'node',
          include: ['tests/main/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        define: buildConstants('test'),
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['tests/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/renderer/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
