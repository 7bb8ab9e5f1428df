import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { versionFile } from './build/version-plugin.ts';

const apiTarget = process.env.NAVGAN_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), versionFile(), bundleBudget()],
  // npm installs date-fns-jalali (a prerelease version) under apps/web while @mui/x-date-pickers,
  // whose optional peer it is, sits at the root: resolve it from here for every importer.
  resolve: { dedupe: ['date-fns-jalali'] },
  server: { proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
});
