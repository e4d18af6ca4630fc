import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@taishan/source'] },
  ssr: { resolve: { conditions: ['@taishan/source'] } },
  test: { testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false },
});
