import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The web target of the renderer: the same React app the desktop shell loads, built to dist/web. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
