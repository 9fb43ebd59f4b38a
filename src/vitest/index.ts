import { inject, test as base } from 'vitest';
import { createTestDatabase, type TestDatabase, type TestDatabaseTemplate } from '../testing/test-databases.js';

export type { TestDatabase, TestDatabaseTemplate, TestDatabasesOptions } from '../testing/test-databases.js';
export { createTestDatabase } from '../testing/test-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server and migrated template that `pgsqliteSetup` (pgsqlite/vitest/setup) prepared. */
    pgsqlite: TestDatabaseTemplate;
  }
}

/** The template the global setup provided; a clear error when it did not run. */
export function providedTemplate(): TestDatabaseTemplate {
  const provided = inject('pgsqlite');
  if (provided === undefined) {
    throw new Error("pgsqlite/vitest: no template was provided; add a globalSetup file whose default export is pgsqliteSetup(…) from 'pgsqlite/vitest/setup' (see pgsqlite's README, 'A database per test')");
  }
  return provided;
}

/** The fixtures `test` adds. */
export interface DatabaseFixtures {
  /** A database of this test's own, copied from the migrated template and dropped after the test. */
  database: TestDatabase;
  /** A database shared by the tests of one file, copied from the template, dropped after the file. */
  fileDatabase: TestDatabase;
}

/**
 * Vitest's `test` with two fixtures, set up only when a test asks for them:
 * `database` (one per test) and `fileDatabase` (one per file).
 *
 * ```ts
 * import { test, expect } from 'pgsqlite/vitest';
 * test('creates a user', async ({ database }) => {
 *   const client = new pg.Client(database.url);
 *   …
 * });
 * ```
 */
export const test = base.extend<DatabaseFixtures>({
  fileDatabase: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const db = await createTestDatabase(providedTemplate());
      try {
        await use(db);
      } finally {
        await db.drop();
      }
    },
    { scope: 'file' },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above
  database: async ({}, use) => {
    const db = await createTestDatabase(providedTemplate());
    try {
      await use(db);
    } finally {
      await db.drop();
    }
  },
});

export { expect, describe, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
