import { describe, expect, it } from 'vitest';
import { bootstrapCatalogSql, builtinRows, builtinRowsCurrent, builtinTableName, type CatalogQuery } from '@pgsqlite/catalog';
import { createInlineExecutor } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { registerRuntime } from '@pgsqlite/translate';

/**
 * Opening a database runs the catalog bootstrap; the captured PostgreSQL catalog's rows (pg_proc,
 * pg_type, … several MB of literals) are written only when the file does not hold this build's
 * version of them — parsing those statements cost every open ~0.5 s even when their guard found
 * nothing to do. A file with an older version still gets the new rows.
 */
describe('built-in catalog rows on open', () => {
  const open = () => {
    const engine = nativeEngineFactory.open({ path: ':memory:', synchronous: 'OFF', trustedSchema: true });
    registerRuntime(engine);
    const executor = createInlineExecutor(engine);
    const query: CatalogQuery = async (sql) => (await executor.run(sql, [])).rows ?? [];
    return { db: { exec: async (sql: string) => void (await executor.run(sql, [])) }, query, run: (sql: string[]) => executor.runAtomically(sql) };
  };
  const procCount = async (query: CatalogQuery): Promise<number> => Number((await query(`SELECT count(*) FROM ${builtinTableName('pg_proc')}`))[0]?.[0]);

  it('a new file is not current; after the bootstrap it is, and a reopen leaves out the row statements', async () => {
    const { query, run } = open();
    expect(await builtinRowsCurrent(query)).toBe(false);
    await run(bootstrapCatalogSql(false));
    expect(await builtinRowsCurrent(query)).toBe(true);
    expect(await procCount(query)).toBe(builtinRows('pg_proc').length);
    const reopen = bootstrapCatalogSql(true);
    expect(reopen.some((s) => /^\s*(INSERT|DELETE)\b/i.test(s) && s.includes(builtinTableName('pg_proc')))).toBe(false);
    expect(reopen.join('').length).toBeLessThan(bootstrapCatalogSql(false).join('').length / 10);
    await run(reopen);
    expect(await procCount(query)).toBe(builtinRows('pg_proc').length);
  });

  it('a file holding another version of the rows is rewritten', async () => {
    const { db, query, run } = open();
    await run(bootstrapCatalogSql(false));
    await db.exec(`DELETE FROM ${builtinTableName('pg_proc')}`);
    await db.exec(`UPDATE _pgsqlite_meta SET value = 'older' WHERE key = 'builtin_catalog'`);
    expect(await builtinRowsCurrent(query)).toBe(false);
    await run(bootstrapCatalogSql(false));
    expect(await procCount(query)).toBe(builtinRows('pg_proc').length);
    expect(await builtinRowsCurrent(query)).toBe(true);
  });
});
