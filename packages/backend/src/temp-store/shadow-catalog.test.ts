import { bootstrapCatalogSql } from '@pgsqlite/catalog';
import { createInlineExecutor, type Executor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { afterEach, describe, expect, it } from 'vitest';
import { Database } from '../database/database-handle.js';
import { SessionDatabase } from '../database/session-database.js';
import { ensureShadowCatalog, hasShadowCatalog, shadowCatalogSql } from './shadow-catalog.js';

// A session's TEMP catalog (its temporary objects' catalog rows, in its connection's TEMP
// database) is there whole or not at all: a session ending half-way through creating it, or a
// connection that lost it, must never make a later read fail with SQLite's "no such table".
let executor: Executor | null = null;
afterEach(async () => {
  await executor?.close();
  executor = null;
});

async function connection(): Promise<Executor> {
  executor = createInlineExecutor(nativeEngineFactory.open({ path: ':memory:', synchronous: 'OFF' }));
  await executor.runAtomically(bootstrapCatalogSql());
  return executor;
}

function session(): SessionDatabase {
  // The shared handle is only told of the session's temporary objects here; nothing opens it.
  const shared = new Database({ name: 'postgres', path: ':memory:', executors: { name: 'unused', open: () => Promise.reject(new Error('not opened')) }, synchronous: 'OFF', trustedSchema: true });
  const s = new SessionDatabase(shared);
  s.ownedBy(7);
  return s;
}

describe('temp-store shadow catalog', () => {
  it('temp-catalog-1 a TEMP catalog missing tables counts as none: the reload forgets it, the next temporary object completes it', async () => {
    const ex = await connection();
    const db = session();
    // What a session cut off after the first statement of the old, one-by-one creation left.
    for (const sql of shadowCatalogSql(7).slice(0, 2)) await ex.run(sql, []);
    expect(await hasShadowCatalog(ex)).toBe(false);
    await expect(db.reloadTempCatalog(ex)).resolves.toBeUndefined();
    expect(db.hasTempCatalog()).toBe(false);
    await ensureShadowCatalog(ex, 7);
    expect(await hasShadowCatalog(ex)).toBe(true);
    await db.reloadTempCatalog(ex);
    expect(db.hasTempCatalog()).toBe(true);
  });

  it('temp-catalog-2 a TEMP catalog that vanished in part is forgotten, not read', async () => {
    const ex = await connection();
    const db = session();
    await ensureShadowCatalog(ex, 7);
    await db.reloadTempCatalog(ex);
    expect(db.hasTempCatalog()).toBe(true);
    await ex.run('DROP TABLE temp._pgsqlite_session_namespace', []);
    await expect(db.reloadTempCatalog(ex)).resolves.toBeUndefined();
    expect(db.hasTempCatalog()).toBe(false);
  });

  it('temp-catalog-3 creating the TEMP catalog is all or nothing', async () => {
    const ex = await connection();
    // A TEMP view in the way of the last statement (the OID counter's row): the creation fails
    // there, and none of the tables before it is left.
    await ex.run('CREATE TEMP VIEW _pgsqlite_session_meta AS SELECT 1 AS key, 1 AS value', []);
    await expect(ensureShadowCatalog(ex, 7)).rejects.toThrow();
    const left = await ex.run("SELECT count(*) FROM temp.sqlite_schema WHERE name LIKE '\\_pgsqlite\\_session\\_%' ESCAPE '\\' AND type = 'table'", []);
    expect(Number(left.rows?.[0]?.[0])).toBe(0);
  });
});
