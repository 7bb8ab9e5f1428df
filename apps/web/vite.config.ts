import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { versionFile } from './build/version-plugin.ts';

const apiTarget = process.env.NAVGAN_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), versionFile()],
  server: { proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
});
