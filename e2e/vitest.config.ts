import { defineConfig } from 'vitest/config';

// Browser tests: headless Debian Chromium through playwright-core, one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
