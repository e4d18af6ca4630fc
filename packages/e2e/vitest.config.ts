import { defineConfig } from 'vitest/config';

/** Browser tests: one file at a time (each starts its own stack), generous timeouts. */
export default defineConfig({
  resolve: { conditions: ['@taishan/source'] },
  ssr: { resolve: { conditions: ['@taishan/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
