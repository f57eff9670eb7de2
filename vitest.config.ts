import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/*.test.{ts,tsx}', 'modules/**/*.test.{ts,tsx}'] },
      },
      {
        // Integration and end-to-end (Chromium) tests share one seeded database and one built site
        // (test/global-setup.ts).
        extends: true,
        test: { name: 'integration', include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'], globalSetup: ['test/global-setup.ts'] },
      },
    ],
  },
});
