import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('./renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/renderer', import.meta.url));

/**
 * The renderer bundle. `base: './'` keeps every asset URL relative, so the same build loads from
 * file:// in Electron and from the web-mode server. Monaco and its worker are bundled: nothing comes
 * from a CDN, the app works offline.
 */
export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    // Monaco alone is a few MB; one chunk per concern keeps the warning meaningful.
    chunkSizeWarningLimit: 6000,
    sourcemap: false,
  },
  worker: { format: 'es' },
  server: { fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] } },
});
