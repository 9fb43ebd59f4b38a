import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bootstrapCatalogSql, type Catalog, type CatalogQuery } from '@pgsqlite/catalog';
import { createInlineExecutor, type Executor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { Translator, loadParser, registerRuntime } from '@pgsqlite/translate';

/** A catalog in a fresh SQLite file of its own, with a connection and a translator planning DDL against it. */
export interface CatalogFile {
  readonly path: string;
  readonly executor: Executor;
  readonly query: CatalogQuery;
  /** The SQLite steps of DDL statement `sql` planned against `catalog` (search path `public`). */
  ddlSteps(sql: string, catalog: Catalog): readonly string[];
}

/**
 * Opens a catalog file for a test file (`name`: the file's name) and registers its set-up (the
 * parser, the bootstrap, then `setup`'s statements) and its removal with the test file's hooks.
 */
export function catalogFile(name: string, setup: readonly string[] = []): CatalogFile {
  const dir = mkdtempSync(join(tmpdir(), `pgsqlite-${name}-`));
  const path = join(dir, `${name}.sqlite`);
  const engine = nativeEngineFactory.open({ path, synchronous: 'OFF', trustedSchema: true });
  registerRuntime(engine);
  const executor = createInlineExecutor(engine);
  const translator = new Translator();
  beforeAll(async () => {
    await loadParser();
    await executor.runAtomically(bootstrapCatalogSql());
    if (setup.length > 0) await executor.runAtomically(setup);
  });
  afterAll(async () => {
    await executor.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    path,
    executor,
    query: async (sql) => (await executor.run(sql, [])).rows ?? [],
    ddlSteps(sql, catalog) {
      const plan = translator.plan(translator.parse(sql)[0]!, [], { catalog, searchPath: ['public'] });
      if (plan.kind !== 'ddl') throw new Error(`${sql}: not DDL (${plan.kind})`);
      return plan.steps;
    },
  };
}
