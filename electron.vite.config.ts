import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { buildConstants } from './scripts/buildConstants';

const root = import.meta.dirname;
const alias = { '@shared': resolve(root, 'src/shared') };

/**
 * electron-vite forces a relative base ('./') on production renderer builds; the app protocol
 * serves the SPA from its root, so deep routes (app://toolshop/dasboard/…) need absolute asset URLs.
 */
const absoluteBase: Plugin = {
  name: 'toolshop:absolute-renderer-base',
  config: () => ({ base: '/' }),
};

/**
 * The desktop build: main → out/main/index.js (ESM, like the package), preload →
 * out/preload/index.cjs (CommonJS: sandboxed preloads cannot be ES modules), renderer → out/renderer.
 * Main and preload bundle their dependencies, so the packaged app needs no node_modules.
 */
export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      lib: { entry: { index: resolve(root, 'src/main/index.ts') }, formats: ['es'] },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      lib: { entry: { index: resolve(root, 'src/preload/bridge.ts') }, formats: ['cjs'] },
    },
  },
  renderer: {
    root: resolve(root, 'src/renderer'),
    publicDir: resolve(root, 'resources/public'),
    resolve: { alias },
    define: buildConstants('desktop'),
    plugins: [react(), absoluteBase],
    build: {
      outDir: resolve(root, 'out/renderer'),
      chunkSizeWarningLimit: 1200,
      rolldownOptions: { input: resolve(root, 'src/renderer/index.html') },
    },
  },
});
