import { defineConfig } from 'vitest/config';

// One Vitest run covers the three workspaces; browser tests live under e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'petition',
          root: './packages/petition',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // Component tests drive many user events; on two shared cores a slow one may take several seconds.
          testTimeout: 30_000,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
