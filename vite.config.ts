/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 4096 },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['server/db/testing/postgres-global-setup.ts'],
    setupFiles: ['src/lib/i18n/testing/load-catalogs.ts'],
  },
});
