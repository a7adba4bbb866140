import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Property tests run thousands of cases; a shared, loaded machine must not time them out.
          testTimeout: 60_000,
        },
      },
      {
        // React islands rendered in jsdom with React Testing Library.
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
