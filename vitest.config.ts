import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Workspace packages export their TypeScript sources under the `source` condition.
    conditions: ['source'],
  },
  // Vite 6+ applies `resolve.conditions` to the client environment only; tests run in the SSR
  // environment, which otherwise resolves workspace packages to their (possibly stale) dist/.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
