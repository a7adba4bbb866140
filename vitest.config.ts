import { defineConfig } from 'vitest/config';
import { WAIT_BUDGET_MS } from './tests/support/waitBudget.ts';

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
          // The setup's teardown (let pending animation frames run, then unmount) must run
          // before a test file's own afterEach undoes its stubs (matchMedia, layout), so the
          // frames see the page the test built: after-hooks in registration order, setup first.
          sequence: { hooks: 'list' },
          testTimeout: 30_000,
          expect: { poll: { timeout: WAIT_BUDGET_MS } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          expect: { poll: { timeout: WAIT_BUDGET_MS } },
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // One large generated site, built and checked in Chromium.
        test: {
          name: 'large',
          include: ['tests/large/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
      {
        // The demo release on real nginx through its own _nginx.conf, beside the site server.
        test: {
          name: 'nginx',
          include: ['tests/nginx/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 900_000,
          fileParallelism: false,
          expect: { poll: { timeout: WAIT_BUDGET_MS } },
        },
      },
      {
        // Hostile requests against each server, started as its real command.
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
