import { describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { createInlineExecutor } from '../inline-executor.js';
import type { Executor } from '../executor.js';
import type { ContractHarness } from './harness.js';
import { plain, scalar } from './harness.js';

/** createInlineExecutor on this engine: the asynchronous port sessions use. */
export function executorContract(h: ContractHarness): void {
  const open = (): { executor: Executor; engine: ReturnType<ContractHarness['open']> } => {
    const engine = h.open();
    return { executor: createInlineExecutor(engine, { statementCacheSize: 4 }), engine };
  };
  const code = (p: Promise<unknown>): Promise<string> =>
    p.then(
      () => 'resolved',
      (e: unknown) => (e instanceof PgError ? e.fields.code : `not a PgError: ${String(e)}`),
    );

  describe('inline executor', () => {
    it('executor-1.1 rows for row-returning statements, changes for the others', async () => {
      const { executor } = open();
      expect(await executor.run('CREATE TABLE t (a INTEGER, b TEXT)', [])).toEqual({ rows: null, changes: 0 });
      expect(await executor.run('INSERT INTO t VALUES (?, ?), (?, ?)', [1, 'x', 2, null])).toEqual({ rows: null, changes: 2 });
      const selected = await executor.run('SELECT a, b FROM t ORDER BY a', []);
      expect(plain(selected.rows ?? [])).toEqual([[1, 'x'], [2, null]]);
      const returned = await executor.run('UPDATE t SET b = ? WHERE a = ? RETURNING a', ['y', 2]);
      expect([plain(returned.rows ?? []), returned.changes]).toEqual([[[2]], 1]);
      const deleted = await executor.run('DELETE FROM t RETURNING b', []);
      expect([plain(deleted.rows ?? []), deleted.changes]).toEqual([[['x'], ['y']], 2]);
      expect((await executor.run('SELECT * FROM t', [])).changes).toBe(0);
    });

    it('executor-1.2 errors are rejected promises carrying PgErrors, never synchronous throws', async () => {
      const { executor } = open();
      let pending: Promise<unknown> | undefined;
      expect(() => {
        pending = executor.run('SELEC 1', []);
      }).not.toThrow();
      expect(await code(pending ?? Promise.resolve())).toBe('42601');
      expect(await code(executor.run('SELECT * FROM nope', []))).toBe('XX000');
    });

    it('executor-1.3 a PgError from a SQL function reaches the caller as the same object', async () => {
      const { executor, engine } = open();
      const err = new PgError('division_by_zero', 'division by zero');
      engine.defineFunction({ name: 'boom', arity: 0, deterministic: false, call: () => { throw err; } });
      await expect(executor.run('SELECT boom()', [])).rejects.toBe(err);
    });

    it('executor-1.4 statements are cached and evicted without changing results', async () => {
      const { executor } = open();
      await executor.run('CREATE TABLE t (a INTEGER)', []);
      for (let i = 0; i < 20; i++) await executor.run(`INSERT INTO t VALUES (${i % 7})`, []);
      for (let i = 0; i < 3; i++) {
        const { rows } = await executor.run('SELECT count(*) FROM t WHERE a = ?', [i]);
        expect(plain(rows ?? [])).toEqual([[i < 6 ? 3 : 2]]);
      }
      await executor.run('ALTER TABLE t ADD COLUMN b TEXT', []);
      expect(plain((await executor.run('SELECT count(*) FROM t WHERE a = ?', [0])).rows ?? [])).toEqual([[3]]);
    });

    it('executor-1.5 runAtomically is all or nothing', async () => {
      const { executor, engine } = open();
      await executor.runAtomically(['CREATE TABLE t (a INTEGER UNIQUE)', 'INSERT INTO t VALUES (1)']);
      expect(scalar(engine, 'SELECT count(*) FROM t')).toBe(1);
      const failing = executor.runAtomically(['CREATE TABLE u (b INTEGER)', 'INSERT INTO t VALUES (2)', 'INSERT INTO t VALUES (1)']);
      expect(await code(failing)).toBe('23505');
      expect(scalar(engine, "SELECT count(*) FROM sqlite_schema WHERE name = 'u'")).toBe(0);
      expect(scalar(engine, 'SELECT count(*) FROM t')).toBe(1);
      expect(executor.inTransaction()).toBe(false);
    });

    it('executor-1.6 runAtomically nests inside an open transaction without ending it', async () => {
      const { executor, engine } = open();
      await executor.run('CREATE TABLE t (a INTEGER)', []);
      await executor.run('BEGIN', []);
      await executor.run('INSERT INTO t VALUES (1)', []);
      expect(executor.inTransaction()).toBe(true);
      expect(await code(executor.runAtomically(['INSERT INTO t VALUES (2)', 'SELEC']))).toBe('42601');
      expect(executor.inTransaction()).toBe(true);
      await executor.runAtomically(['INSERT INTO t VALUES (3)']);
      expect(executor.inTransaction()).toBe(true);
      expect(scalar(engine, 'SELECT group_concat(a) FROM t')).toBe('1,3');
      await executor.run('ROLLBACK', []);
      expect(scalar(engine, 'SELECT count(*) FROM t')).toBe(0);
    });

    it('executor-1.7 a deferred foreign key failing at the final RELEASE leaves no transaction behind', async () => {
      const { executor, engine } = open();
      await executor.runAtomically([
        'CREATE TABLE p (id INTEGER PRIMARY KEY)',
        'CREATE TABLE c (p_id INTEGER REFERENCES p (id) DEFERRABLE INITIALLY DEFERRED)',
      ]);
      expect(await code(executor.runAtomically(['INSERT INTO c VALUES (7)']))).toBe('23503');
      expect(executor.inTransaction()).toBe(false);
      expect(scalar(engine, 'SELECT count(*) FROM c')).toBe(0);
    });

    it('executor-1.8 close closes the connection; later calls reject with a PgError', async () => {
      const { executor } = open();
      await executor.close();
      await executor.close();
      expect(executor.inTransaction()).toBe(false);
      expect(await code(executor.run('SELECT 1', []))).toBe('XX000');
      expect(await code(executor.runAtomically(['SELECT 1']))).toBe('XX000');
    });
  });
}
