import { bootstrapCatalogSql } from '@pgsqlite/catalog';
import type { Engine, EngineFactory } from '@pgsqlite/engine';
import { createInlineExecutor } from '@pgsqlite/engine';

/**
 * What initdb leaves behind, for a host that should not pay for it at every start: a database
 * file with pgsqlite's catalog tables created (the same SQL a database's first connection runs),
 * checkpointed into one file. The catalog bootstrap is the same for every database name, so one
 * image serves `postgres`, `template1` and every new database. Made at build time by the engine
 * the host will use; a host that finds no image bootstraps as usual.
 */
export async function makeInitdbImage(engine: EngineFactory, path: string, onOpen: (engine: Engine) => void): Promise<void> {
  const connection = engine.open({ path, synchronous: 'FULL', trustedSchema: true });
  onOpen(connection);
  const executor = createInlineExecutor(connection);
  try {
    await executor.runAtomically(bootstrapCatalogSql());
    connection.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await executor.close();
  }
}
