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
    // Vitest's default is one worker fewer than the cores: one on these 2-core machines, and
    // most API files wait on PostgreSQL, HTTP or a scripted model rather than on the CPU.
    maxWorkers: 2,
    globalSetup: ['server/db/testing/postgres-global-setup.ts'],
    setupFiles: ['src/lib/i18n/testing/load-catalogs.ts'],
  },
});
