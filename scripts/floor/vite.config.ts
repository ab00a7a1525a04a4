// The floor's build (main.tsx): one file, precompressed as the app's build is, so nginx serves both alike.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressBuild } from '../compress-plugin.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompressBuild()],
  build: { outDir: fileURLToPath(new URL('../../.lighthouse/floor-dist', import.meta.url)), emptyOutDir: true, target: 'es2022', modulePreload: false },
});
