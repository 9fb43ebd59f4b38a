import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPointReader, type SqlValue } from '@pgsqlite/engine';
import { nativeEngineFactory } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-point-reader-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A writer connection and a point reader over a second connection of the same WAL file. */
function setup(): { writer: ReturnType<typeof nativeEngineFactory.open>; reader: { tryRead: (sql: string, params: readonly SqlValue[]) => SqlValue[][] | null; close: () => void } } {
  const path = join(dir, `db-${++n}.sqlite`);
  const writer = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
  writer.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, k int UNIQUE, v TEXT, w int)');
  writer.exec("INSERT INTO t VALUES (1, 10, 'one', 5), (2, 20, 'two', 5), (3, 30, 'three', 7)");
  writer.defineFunction({ name: 'twice', arity: 1, deterministic: true, call: (x) => (typeof x === 'bigint' ? x * 2n : null) });
  const readerEngine = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
  readerEngine.defineFunction({ name: 'twice', arity: 1, deterministic: true, call: (x) => (typeof x === 'bigint' ? x * 2n : null) });
  const reader = createPointReader(readerEngine);
  // A text is judged (and answered) from its second sighting on: the first is always null.
  const twice = (sql: string, params: readonly SqlValue[]): SqlValue[][] | null => {
    reader.tryRead(sql, params);
    return reader.tryRead(sql, params);
  };
  return { writer, reader: { tryRead: twice, close: () => reader.close() } };
}

describe('point reader', () => {
  it('leaves a text to the caller the first time it sees it, and answers it from then on', () => {
    const path = join(dir, `db-${++n}.sqlite`);
    const writer = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
    writer.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'one')");
    const reader = createPointReader(nativeEngineFactory.open({ path, synchronous: 'NORMAL' }));
    expect(reader.tryRead('SELECT v FROM t WHERE id = ?', [1n])).toBeNull();
    expect(reader.tryRead('SELECT v FROM t WHERE id = ?', [1n])).toEqual([['one']]);
    expect(reader.tryRead('SELECT v FROM t WHERE id = 1', [])).toBeNull();
    reader.close();
    writer.close();
  });

  it('answers primary-key and unique-index lookups, and parameter-only selects', () => {
    const { writer, reader } = setup();
    expect(reader.tryRead('SELECT id, v FROM t WHERE id = ?', [2n])).toEqual([[2n, 'two']]);
    expect(reader.tryRead('SELECT id, v FROM t WHERE k = ?', [30n])).toEqual([[3n, 'three']]);
    expect(reader.tryRead('SELECT id, v FROM t WHERE id = ?', [9n])).toEqual([]);
    expect(reader.tryRead('SELECT ?', ['x'])).toEqual([['x']]);
    reader.close();
    writer.close();
  });

  it('refuses scans, sorts, aggregates, function calls, writes and missing tables (null: run it elsewhere)', () => {
    const { writer, reader } = setup();
    expect(reader.tryRead('SELECT id FROM t', [])).toBeNull();
    expect(reader.tryRead('SELECT id FROM t WHERE w = ?', [5n])).toBeNull();
    expect(reader.tryRead('SELECT id FROM t WHERE id > ?', [0n])).toBeNull();
    expect(reader.tryRead('SELECT count(*) FROM t', [])).toBeNull();
    expect(reader.tryRead('SELECT twice(id) FROM t WHERE id = ?', [1n])).toBeNull();
    expect(reader.tryRead('SELECT id FROM t WHERE id IN (1, 2)', [])).toBeNull();
    expect(reader.tryRead('DELETE FROM t WHERE id = ? RETURNING id', [1n])).toBeNull();
    expect(reader.tryRead('SELECT id FROM nope WHERE id = ?', [1n])).toBeNull();
    expect(writer.prepare('SELECT count(*) FROM t').all([])).toEqual([[3n]]);
    reader.close();
    writer.close();
  });

  it('sees each commit of another connection, and nothing uncommitted', () => {
    const { writer, reader } = setup();
    writer.exec("UPDATE t SET v = 'deux' WHERE id = 2");
    expect(reader.tryRead('SELECT v FROM t WHERE id = ?', [2n])).toEqual([['deux']]);
    writer.exec('BEGIN');
    writer.exec("UPDATE t SET v = 'zwei' WHERE id = 2");
    expect(reader.tryRead('SELECT v FROM t WHERE id = ?', [2n])).toEqual([['deux']]);
    writer.exec('COMMIT');
    expect(reader.tryRead('SELECT v FROM t WHERE id = ?', [2n])).toEqual([['zwei']]);
    reader.close();
    writer.close();
  });

  it('judges a statement again after the schema changed (a dropped index turns the lookup into a scan)', () => {
    const { writer, reader } = setup();
    writer.exec('CREATE INDEX t_w ON t (w)');
    writer.exec('CREATE TABLE u (id int, x int)');
    writer.exec('CREATE UNIQUE INDEX u_id ON u (id)');
    writer.exec('INSERT INTO u VALUES (1, 100)');
    expect(reader.tryRead('SELECT x FROM u WHERE id = ?', [1n])).toEqual([[100n]]);
    writer.exec('DROP INDEX u_id');
    expect(reader.tryRead('SELECT x FROM u WHERE id = ?', [1n])).toBeNull();
    reader.close();
    writer.close();
  });
});
