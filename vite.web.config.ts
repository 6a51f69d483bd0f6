import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompressAssets';
import { prerenderLanding } from './scripts/prerenderLanding';
import { buildConstants } from './scripts/buildConstants';

const inPackages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The web target of the renderer: the same React app the desktop shell loads, built to dist/web.
 * Large libraries that every visit (React, the router) or every sign-in (Firebase) needs whole get
 * chunks of their own, so a release of the app's code leaves them in visitors' caches. Libraries the
 * landing page needs only part of (Mantine, TanStack Query) stay split by use, so it does not carry
 * the dashboard's tables, pickers and mutations. React DOM's client starts in a chunk of its own
 * (src/renderer/src/reactDomClient.ts), so its start-up is not part of the entry's task.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  define: buildConstants('web'),
  plugins: [react(), prerenderLanding(), precompressAssets()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: inPackages('react', 'react-dom', 'scheduler') },
            { name: 'react-dom-client', test: /[\\/]src[\\/]reactDomClient\.ts$/ },
            { name: 'router', test: inPackages('react-router', 'react-router-dom') },
            { name: 'query', test: inPackages('@tanstack') },
            { name: 'firebase', test: inPackages('firebase', '@firebase', 'idb') },
            { name: 'zod', test: inPackages('zod') },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
