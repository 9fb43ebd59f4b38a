import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { READS_STORED_TABLES, createInlineExecutor, type Engine } from '@pgsqlite/engine';
import { nativeEngineFactory } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-statement-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An engine noting the SQL it prepares. */
function spied(path: string): { engine: Engine; prepared: string[] } {
  const engine = nativeEngineFactory.open({ path, synchronous: 'NORMAL', trustedSchema: false });
  const prepared: string[] = [];
  const prepare = engine.prepare.bind(engine);
  engine.prepare = (sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  };
  return { engine, prepared };
}

describe('statement cache: reads marked as reading stored tables (issue 18)', () => {
  it('are kept without an EXPLAIN, and still see a schema change made by another connection', async () => {
    const path = join(dir, 'a.sqlite');
    const { engine, prepared } = spied(path);
    const executor = createInlineExecutor(engine);
    await executor.run('CREATE TABLE t (a INTEGER)', []);
    await executor.run('INSERT INTO t VALUES (1)', []);
    const marked = `${READS_STORED_TABLES}SELECT * FROM t`;
    expect((await executor.run(marked, [])).rows).toEqual([[1n]]);
    expect(prepared.filter((sql) => sql.startsWith('EXPLAIN'))).toEqual([]);
    // The unmarked text is checked as before.
    await executor.run('SELECT * FROM t', []);
    expect(prepared.filter((sql) => sql.startsWith('EXPLAIN'))).toEqual(['EXPLAIN SELECT * FROM t']);
    // Its program checks the schema cookie: another connection's ALTER is seen.
    const other = createInlineExecutor(nativeEngineFactory.open({ path, synchronous: 'NORMAL', trustedSchema: false }));
    await other.run('ALTER TABLE t ADD COLUMN b INTEGER DEFAULT 7', []);
    await other.close();
    expect((await executor.run(marked, [])).rows).toEqual([[1n, 7n]]);
    await executor.close();
  });
});
