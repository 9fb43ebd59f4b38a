import { describe, expect, it } from 'vitest';
import type { ContractHarness } from './harness.js';
import { plain, rows, scalar } from './harness.js';

/** prepare / all / iterate / run, values of every storage class, statement flags, columns. */
export function valuesContract(h: ContractHarness): void {
  describe('statements and values', () => {
    it('values-1.1 every storage class round-trips through anonymous ? parameters', () => {
      const engine = h.open();
      const blob = new Uint8Array([0, 1, 254, 255]);
      const [row] = rows(engine, 'SELECT ?, ?, ?, ?, ?, ?', [7, 1.5, 'héllo ✓', blob, null, '']);
      expect(plain([row ?? []])).toEqual([[7, 1.5, 'héllo ✓', { blob: [0, 1, 254, 255] }, null, '']]);
      expect(row?.[3]).toBeInstanceOf(Uint8Array);
    });

    it('values-1.2 integers beyond 2^53 round-trip exactly as bigint', () => {
      const engine = h.open();
      engine.exec('CREATE TABLE t (a INTEGER)');
      const values = [2n ** 63n - 1n, -(2n ** 63n), 2n ** 53n + 1n, -(2n ** 53n) - 1n];
      const insert = engine.prepare('INSERT INTO t VALUES (?)');
      for (const v of values) insert.run([v]);
      expect(rows(engine, 'SELECT a FROM t ORDER BY rowid').map((r) => r[0])).toEqual(values);
      expect(rows(engine, 'SELECT 9223372036854775807, -9223372036854775808')).toEqual([[2n ** 63n - 1n, -(2n ** 63n)]]);
      expect(rows(engine, 'SELECT ? + 1', [2n ** 62n])).toEqual([[2n ** 62n + 1n]]);
    });

    it('values-1.3 small integers come back as number or bigint, REALs always as number', () => {
      const engine = h.open();
      const [row] = rows(engine, 'SELECT 1, 2.0, 1e300, -0.5');
      const [one, two, big, half] = row ?? [];
      expect(typeof one === 'number' || typeof one === 'bigint').toBe(true);
      expect(Number(one)).toBe(1);
      expect([typeof two, two]).toEqual(['number', 2]);
      expect([big, half]).toEqual([1e300, -0.5]);
    });

    it('values-1.4 blobs come back as Uint8Array, the empty blob too; NULL is null', () => {
      const engine = h.open();
      const [row] = rows(engine, "SELECT x'', x'00ff', NULL, zeroblob(3)");
      expect(plain([row ?? []])).toEqual([[{ blob: [] }, { blob: [0, 255] }, null, { blob: [0, 0, 0] }]]);
      expect(row?.[0]).toBeInstanceOf(Uint8Array);
    });

    it('values-1.5 run reports changes and the last rowid; a statement is reusable', () => {
      const engine = h.open();
      engine.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT)');
      const insert = engine.prepare('INSERT INTO t (a) VALUES (?)');
      const first = insert.run(['x']);
      const second = insert.run(['y']);
      expect([first.changes, Number(first.lastInsertRowid)]).toEqual([1, 1]);
      expect([second.changes, Number(second.lastInsertRowid)]).toEqual([1, 2]);
      expect(engine.prepare("UPDATE t SET a = 'z'").run([]).changes).toBe(2);
      const select = engine.prepare('SELECT a FROM t WHERE id = ?');
      expect([select.all([1]), select.all([2]), select.all([3])]).toEqual([[['z']], [['z']], []]);
    });

    it('values-1.6 iterate is lazy and may stop early; the statement stays usable', () => {
      const engine = h.open();
      engine.exec('CREATE TABLE t (a INTEGER)');
      for (let i = 1; i <= 5; i++) engine.exec(`INSERT INTO t VALUES (${i})`);
      const select = engine.prepare('SELECT a FROM t WHERE a >= ? ORDER BY a');
      const seen: number[] = [];
      for (const row of select.iterate([2])) {
        seen.push(Number(row[0]));
        if (seen.length === 2) break;
      }
      expect(seen).toEqual([2, 3]);
      expect(plain(select.all([4]))).toEqual([[4], [5]]);
      expect(plain([...select.iterate([5])])).toEqual([[5]]);
    });

    it('values-1.7 returnsRows and readonly describe the statement', () => {
      const engine = h.open();
      engine.exec('CREATE TABLE t (a INTEGER)');
      const flags = (sql: string): [boolean, boolean] => {
        const stmt = engine.prepare(sql);
        return [stmt.returnsRows, stmt.readonly];
      };
      expect(flags('SELECT a FROM t')).toEqual([true, true]);
      expect(flags('INSERT INTO t VALUES (1)')).toEqual([false, false]);
      expect(flags('INSERT INTO t VALUES (1) RETURNING a')).toEqual([true, false]);
      expect(flags('UPDATE t SET a = 2')).toEqual([false, false]);
      expect(flags('DELETE FROM t RETURNING *')).toEqual([true, false]);
      expect(flags('CREATE TABLE u (b TEXT)')).toEqual([false, false]);
    });

    it('values-1.8 columns() names result columns and their origin', () => {
      const engine = h.open();
      engine.exec('CREATE TABLE t (a INTEGER, b TEXT)');
      expect(engine.prepare('SELECT a AS x, b, a + 1 AS y FROM t').columns()).toEqual([
        { name: 'x', table: 't', column: 'a', declaredType: 'INTEGER' },
        { name: 'b', table: 't', column: 'b', declaredType: 'TEXT' },
        { name: 'y', table: null, column: null, declaredType: null },
      ]);
      expect(engine.prepare('INSERT INTO t VALUES (1, 2)').columns()).toEqual([]);
      // After a schema change rows follow the new schema at once; columns() may describe the
      // old compilation until the statement has run again (SQLite re-prepares lazily).
      engine.exec('INSERT INTO t VALUES (1, 2)');
      const star = engine.prepare('SELECT * FROM t');
      engine.exec('ALTER TABLE t ADD COLUMN c REAL');
      expect(plain(star.all([]))).toEqual([[1, '2', null]]);
      expect(star.columns().map((c) => c.name)).toEqual(['a', 'b', 'c']);
    });

    it('values-1.9 exec runs several statements; inTransaction follows BEGIN/COMMIT/ROLLBACK', () => {
      const engine = h.open();
      expect(engine.inTransaction).toBe(false);
      engine.exec('CREATE TABLE t (a INTEGER); BEGIN; INSERT INTO t VALUES (1)');
      expect(engine.inTransaction).toBe(true);
      engine.exec('COMMIT');
      expect(engine.inTransaction).toBe(false);
      engine.exec('BEGIN; INSERT INTO t VALUES (2); SAVEPOINT s; INSERT INTO t VALUES (3); ROLLBACK TO s');
      expect(engine.inTransaction).toBe(true);
      engine.exec('ROLLBACK');
      expect(engine.inTransaction).toBe(false);
      expect(scalar(engine, 'SELECT group_concat(a) FROM t')).toBe('1');
    });
  });
}
