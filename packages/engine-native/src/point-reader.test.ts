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

  it('refuses a text judged ineligible at once, until a schema change is noticed through an eligible text', () => {
    const { writer, reader } = setup();
    writer.exec('CREATE TABLE u (id int, x int); INSERT INTO u VALUES (1, 100)');
    expect(reader.tryRead('SELECT x FROM u WHERE id = ?', [1n])).toBeNull(); // a scan
    writer.exec('CREATE UNIQUE INDEX u_id ON u (id)');
    expect(reader.tryRead('SELECT x FROM u WHERE id = ?', [1n])).toBeNull(); // not judged again yet
    expect(reader.tryRead('SELECT v FROM t WHERE id = ?', [1n])).toEqual([['one']]); // notices the new schema
    expect(reader.tryRead('SELECT x FROM u WHERE id = ?', [1n])).toEqual([[100n]]);
    reader.close();
    writer.close();
  });
});

describe('point writes', () => {
  const functions = new Set(['twice']);
  /** A writable point reader over a second connection (writes allowed, `twice` callable). */
  function writable(ddl: string): { other: ReturnType<typeof nativeEngineFactory.open>; tryWrite: (sql: string, params: readonly SqlValue[]) => ReturnType<ReturnType<typeof createPointReader>['tryWrite']>; close: () => void } {
    const path = join(dir, `db-${++n}.sqlite`);
    const other = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
    other.exec(ddl);
    const engine = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
    for (const e of [other, engine]) e.defineFunction({ name: 'twice', arity: 1, deterministic: true, call: (x) => (typeof x === 'bigint' ? x * 2n : null) });
    engine.defineFunction({ name: 'other_fn', arity: 1, deterministic: true, call: (x) => x });
    const reader = createPointReader(engine, { writes: { functions } });
    return {
      other,
      // judged from the second sighting on, as reads
      tryWrite: (sql, params) => reader.tryWrite(sql, params) ?? reader.tryWrite(sql, params),
      close: () => {
        reader.close();
        other.close();
      },
    };
  }
  const count = (e: ReturnType<typeof nativeEngineFactory.open>, sql: string): SqlValue => e.prepare(sql).all([])[0]?.[0] ?? null;

  it('runs and commits INSERT, UPDATE and DELETE by key, with RETURNING and allowed functions', () => {
    const w = writable('CREATE TABLE t (id INTEGER PRIMARY KEY, k int UNIQUE, v TEXT)');
    expect(w.tryWrite('INSERT INTO t VALUES (?, ?, ?)', [1n, 10n, 'one'])).toEqual({ rows: null, changes: 1 });
    expect(count(w.other, 'SELECT count(*) FROM t')).toBe(1n);
    expect(w.tryWrite('UPDATE t SET k = twice(k) WHERE id = ? RETURNING k', [1n])).toEqual({ rows: [[20n]], changes: 1 });
    expect(w.tryWrite('UPDATE t SET v = ? WHERE k = ?', ['x', 999n])).toEqual({ rows: null, changes: 0 });
    expect(w.tryWrite('DELETE FROM t WHERE id = ? RETURNING v', [1n])).toEqual({ rows: [['one']], changes: 1 });
    expect(count(w.other, 'SELECT count(*) FROM t')).toBe(0n);
    w.close();
  });

  it('refuses scans, other functions, triggers, deletes of referenced keys, AUTOINCREMENT tables and DDL', () => {
    const w = writable(
      'CREATE TABLE t (id INTEGER PRIMARY KEY, k int, v TEXT); INSERT INTO t VALUES (1, 1, null), (2, 2, null);' +
        'CREATE TABLE p (id INTEGER PRIMARY KEY); CREATE TABLE c (id INTEGER PRIMARY KEY, pid int REFERENCES p (id)); INSERT INTO p VALUES (1);' +
        'CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, v int);' +
        'CREATE TABLE g (id INTEGER PRIMARY KEY, v int); CREATE TABLE glog (v int); CREATE TRIGGER g_t AFTER INSERT ON g BEGIN INSERT INTO glog VALUES (new.v); END;',
    );
    // Connections open with foreign_keys = ON: a child's insert probes its parent's key (bounded),
    // a parent's delete looks for children (refused); a missing parent fails (left to the caller).
    expect(w.tryWrite('DELETE FROM p WHERE id = ?', [1n])).toBeNull();
    expect(w.tryWrite('INSERT INTO c VALUES (?, ?)', [1n, 2n])).toBeNull();
    expect(w.tryWrite('INSERT INTO c VALUES (?, ?)', [1n, 1n])).toEqual({ rows: null, changes: 1 });
    expect(count(w.other, 'SELECT count(*) FROM p')).toBe(1n);
    expect(w.tryWrite('UPDATE t SET v = ? WHERE k = ?', ['x', 1n])).toBeNull();
    expect(w.tryWrite('DELETE FROM t WHERE id > ?', [0n])).toBeNull();
    expect(w.tryWrite('UPDATE t SET k = other_fn(k) WHERE id = ?', [1n])).toBeNull();
    expect(w.tryWrite('INSERT INTO t SELECT id + 10, k, v FROM t', [])).toBeNull();
    expect(w.tryWrite('INSERT INTO t VALUES (?, (SELECT max(k) FROM t), null)', [9n])).toBeNull();
    expect(w.tryWrite('INSERT INTO g VALUES (?, ?)', [1n, 1n])).toBeNull();
    expect(w.tryWrite('INSERT INTO a (v) VALUES (?)', [1n])).toBeNull();
    expect(w.tryWrite('CREATE TABLE z (id int)', [])).toBeNull();
    expect(w.tryWrite('SELECT id FROM t WHERE id = ?', [1n])).toBeNull();
    expect(count(w.other, 'SELECT count(*) FROM t')).toBe(2n);
    expect(count(w.other, 'SELECT count(*) FROM t WHERE v IS NOT NULL OR k > 2')).toBe(0n);
    expect(count(w.other, 'SELECT count(*) FROM g')).toBe(0n);
    expect(count(w.other, 'SELECT count(*) FROM a')).toBe(0n);
    expect(count(w.other, "SELECT count(*) FROM sqlite_schema WHERE name = 'z'")).toBe(0n);
    w.close();
  });

  it('leaves failing statements (constraints, busy) to the caller with nothing written', () => {
    const w = writable('CREATE TABLE t (id INTEGER PRIMARY KEY, k int UNIQUE NOT NULL); INSERT INTO t VALUES (1, 1), (2, 2)');
    expect(w.tryWrite('UPDATE t SET k = ? WHERE id = ?', [2n, 1n])).toBeNull();
    expect(w.tryWrite('INSERT INTO t VALUES (?, ?)', [3n, null])).toBeNull();
    expect(count(w.other, 'SELECT group_concat(k) FROM t')).toBe('1,2');
    w.other.exec('BEGIN IMMEDIATE');
    expect(w.tryWrite('UPDATE t SET k = ? WHERE id = ?', [5n, 1n])).toBeNull();
    w.other.exec('ROLLBACK');
    expect(w.tryWrite('UPDATE t SET k = ? WHERE id = ?', [5n, 1n])).toEqual({ rows: null, changes: 1 });
    expect(count(w.other, 'SELECT group_concat(k) FROM t')).toBe('5,2');
    w.close();
  });

  it('with counters: an INSERT drawing its AUTOINCREMENT key from sqlite_sequence runs; scans of other tables stay refused', () => {
    const path = join(dir, `db-${++n}.sqlite`);
    const other = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
    other.exec("CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, v int); CREATE TABLE b (id INTEGER PRIMARY KEY AUTOINCREMENT, v int); INSERT INTO a (v) VALUES (1), (2); UPDATE sqlite_sequence SET seq = 10 WHERE name = 'a'");
    const reader = createPointReader(nativeEngineFactory.open({ path, synchronous: 'NORMAL' }), { writes: { functions } });
    const tryWrite = (sql: string, params: readonly SqlValue[], counters: boolean) => reader.tryWrite(sql, params, counters) ?? reader.tryWrite(sql, params, counters);
    const draw = "INSERT INTO a (v, id) VALUES (?, (SELECT CASE WHEN seq < 12 THEN seq + 1 ELSE 'max' END FROM sqlite_sequence WHERE name = 'a')) RETURNING id";
    // Without counters the same text is refused (its program loops over sqlite_sequence).
    expect(tryWrite(draw, [3n], false)).toBeNull();
    expect(tryWrite(draw, [3n], true)).toEqual({ rows: [[11n]], changes: 1 });
    expect(tryWrite(draw, [4n], true)).toEqual({ rows: [[12n]], changes: 1 });
    // at the bound: the text 'max' is no integer key, the statement fails and writes nothing
    expect(tryWrite(draw, [5n], true)).toBeNull();
    expect(count(other, "SELECT seq FROM sqlite_sequence WHERE name = 'a'")).toBe(12n);
    expect(count(other, 'SELECT group_concat(id) FROM a')).toBe('1,2,11,12');
    // counters allow loops over sqlite_sequence only
    expect(tryWrite('INSERT INTO b (v) VALUES ((SELECT max(v) FROM a))', [], true)).toBeNull();
    expect(tryWrite('DELETE FROM a WHERE v > ?', [0n], true)).toBeNull();
    expect(count(other, 'SELECT count(*) FROM b')).toBe(0n);
    reader.close();
    other.close();
  });

  it('answers no writes unless made with writes', () => {
    const { writer, reader } = setup();
    const plain = createPointReader(nativeEngineFactory.open({ path: join(dir, `db-${n}.sqlite`), synchronous: 'NORMAL' }));
    expect(plain.tryWrite('DELETE FROM t WHERE id = ?', [1n]) ?? plain.tryWrite('DELETE FROM t WHERE id = ?', [1n])).toBeNull();
    expect(writer.prepare('SELECT count(*) FROM t').all([])).toEqual([[3n]]);
    plain.close();
    reader.close();
    writer.close();
  });
});
