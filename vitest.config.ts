import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { catalogsPlugin } from './scripts/lib/catalogs-plugin';

export default defineConfig({
  // Catalogs whole and as written; their `?rest` part resolves as in the build (decision 0086).
  plugins: [catalogsPlugin({ build: false })],
  resolve: { alias: { '@': path.resolve('src/web'), '@common': path.resolve('src/common') } },
  test: {
    globals: true,
    // Every core: Vitest's default leaves one for itself, which on a 2-core machine (CI's and ours)
    // runs one test file at a time while the main process mostly waits.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each worker imports the app's modules once for all its files instead of once per file
          // (that import was the largest part of the suite's time). Every file still gets its own app
          // on its own database (harness.ts), and the app keeps no state in its modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/common/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // Component tests render real Radix trees; busy CI machines need more than 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
