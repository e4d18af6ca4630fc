import { defineConfig } from 'vitest/config';

/**
 * Service and package tests across the workspace, one run. Each test file gets its own database,
 * NATS prefix and Redis prefix, so files may run in parallel; two workers suit a 2-core machine.
 * The end-to-end suite runs separately (packages/e2e) after the build.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      '!packages/e2e/vitest.config.ts',
    ],
    maxWorkers: 2,
  },
});
