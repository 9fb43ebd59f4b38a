import { startTestDatabases, type TestDatabaseTemplate, type TestDatabasesOptions } from '../testing/test-databases.js';

/** What a Vitest global setup function is given (the part of `TestProject` used here). */
export interface ProvidingProject {
  provide(key: 'pgsqlite', value: TestDatabaseTemplate): void;
}

/**
 * A Vitest `globalSetup`: starts pgsqlite in memory in the Vitest process (or uses DATABASE_URL),
 * migrates a template database once, hands `{ url, template }` to the tests (`provide`; the
 * fixtures of `pgsqlite/vitest` read it with `inject`), and stops everything after the run.
 * A module of its own: global setup runs outside the test runner, where `test` cannot be extended.
 *
 * ```ts
 * // global-setup.ts
 * import { pgsqliteSetup } from 'pgsqlite/vitest/setup';
 * export default pgsqliteSetup({ migrations: './migrations' });
 * ```
 */
export function pgsqliteSetup(options: TestDatabasesOptions = {}): (project: ProvidingProject) => Promise<() => Promise<void>> {
  return async (project) => {
    const databases = await startTestDatabases(options);
    project.provide('pgsqlite', { url: databases.url, template: databases.template });
    return () => databases.close();
  };
}

export type { TestDatabaseTemplate, TestDatabasesOptions } from '../testing/test-databases.js';
