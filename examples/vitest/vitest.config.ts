import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Starts pgsqlite once (or uses DATABASE_URL), migrates a template, stops it after the run.
    globalSetup: ['./global-setup.ts'],
    include: ['test/**/*.test.ts'],
    // 4 worker processes run the test files at once; every test still gets a database of its own.
    pool: 'forks',
    maxWorkers: 4,
    // Generous for shared CI machines (a test here takes well under a second on an idle one).
    testTimeout: 30_000,
  },
});
