import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInlineExecutor, type Engine } from '@pgsqlite/engine';
import { nativeEngineFactory } from './index.js';

// SQLite compiles a statement against the schema its connection cached, and notices another
// connection's DDL only when a statement reads the database. Two sessions' DDL on one database
// (test/concurrency/ddl-same-database-race) met it as XX000 about once per 10,000 statements:
// "duplicate column name" / "index … already exists" for ADD COLUMN / CREATE INDEX IF NOT EXISTS
// that the (current) catalog rightly planned. (A name SQLite does not find makes it check the
// schema itself; a name it finds in a stale cache does not.)

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-stale-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Two connections to one file; `cached` has read table t (a, c), then `other` re-created it as t (a). */
function staleCache(name: string): { cached: Engine; other: Engine } {
  const path = join(dir, `${name}.sqlite`);
  const other = nativeEngineFactory.open({ path, synchronous: 'OFF', trustedSchema: true });
  const cached = nativeEngineFactory.open({ path, synchronous: 'OFF', trustedSchema: true });
  other.exec('CREATE TABLE t (a int, c int)');
  cached.prepare('SELECT * FROM t').all([]);
  other.exec('DROP TABLE t; CREATE TABLE t (a int)');
  return { cached, other };
}

describe('a connection whose cached schema is stale (another connection ran DDL)', () => {
  it('stale-schema-cache-1 DDL run atomically is compiled against the current schema', async () => {
    const { cached, other } = staleCache('atomic');
    const executor = createInlineExecutor(cached);
    await executor.runAtomically(['ALTER TABLE t ADD COLUMN c int', 'CREATE INDEX t_a ON t (a)']);
    expect(other.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').all(['t'])).toEqual([['a'], ['c']]);
    await executor.close();
    other.close();
  });
});
