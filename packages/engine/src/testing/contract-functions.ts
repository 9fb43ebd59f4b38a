import { describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '../engine.js';
import type { ContractHarness } from './harness.js';
import { pgErrorOf, plain, rows, scalar } from './harness.js';

/** defineFunction / defineAggregate, and errors raised inside them. */
export function functionsContract(h: ContractHarness): void {
  describe('functions', () => {
    it('functions-1.1 a scalar function gets and returns every storage class', () => {
      const engine = h.open();
      const seen: SqlValue[][] = [];
      engine.defineFunction({ name: 'echo', arity: 1, deterministic: true, call: (v) => (seen.push([v]), v) });
      const blob = new Uint8Array([1, 2, 3]);
      const [row] = rows(engine, "SELECT echo(1), echo(2.5), echo('t'), echo(?), echo(NULL), echo(9223372036854775807)", [blob]);
      expect(plain([row ?? []])).toEqual([[1, 2.5, 't', { blob: [1, 2, 3] }, null, 2n ** 63n - 1n]]);
      expect(seen[5]).toEqual([2n ** 63n - 1n]);
      expect(seen[3]?.[0]).toBeInstanceOf(Uint8Array);
    });

    it('functions-1.2 arity is enforced; -1 means variadic', () => {
      const engine = h.open();
      engine.defineFunction({ name: 'two', arity: 2, deterministic: true, call: (a, b) => `${String(a)}|${String(b)}` });
      engine.defineFunction({ name: 'count_args', arity: -1, deterministic: true, call: (...args) => args.length });
      expect(scalar(engine, "SELECT two('a', 'b')")).toBe('a|b');
      expect(scalar(engine, 'SELECT count_args()')).toBe(0);
      expect(scalar(engine, 'SELECT count_args(1, 2, 3)')).toBe(3);
      expect(pgErrorOf(() => engine.prepare("SELECT two('a')")).fields.code).toBe('XX000');
    });

    it('functions-1.3 a PgError thrown by a function comes out of all(), run() and iterate() as the same object', () => {
      const engine = h.open();
      const err = new PgError('division_by_zero', 'division by zero');
      engine.defineFunction({ name: 'boom', arity: 1, deterministic: false, call: () => { throw err; } });
      engine.exec('CREATE TABLE t (a INTEGER)');
      expect(pgErrorOf(() => engine.prepare('SELECT boom(1)').all([]))).toBe(err);
      expect(pgErrorOf(() => engine.prepare('INSERT INTO t VALUES (boom(1))').run([]))).toBe(err);
      expect(pgErrorOf(() => [...engine.prepare('SELECT boom(1)').iterate([])])).toBe(err);
      expect(pgErrorOf(() => engine.exec('INSERT INTO t VALUES (boom(1))'))).toBe(err);
      expect(scalar(engine, 'SELECT count(*) FROM t')).toBe(0);
    });

    it('functions-1.4 any other exception from a function becomes XX000', () => {
      const engine = h.open();
      engine.defineFunction({ name: 'oops', arity: 0, deterministic: false, call: () => { throw new TypeError('bug'); } });
      const err = pgErrorOf(() => engine.prepare('SELECT oops()').all([]));
      expect([err.fields.code, err.message]).toEqual(['XX000', 'bug']);
    });

    it('functions-1.5 a non-deterministic function is called for every row', () => {
      const engine = h.open();
      let calls = 0;
      engine.defineFunction({ name: 'counter', arity: 0, deterministic: false, call: () => ++calls });
      engine.exec('CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1), (2), (3)');
      expect(plain(rows(engine, 'SELECT counter() FROM t ORDER BY a'))).toEqual([[1], [2], [3]]);
    });

    it('functions-1.6 an aggregate keeps one state per group and sees every storage class', () => {
      const engine = h.open();
      engine.defineAggregate<bigint>({
        name: 'isum',
        arity: 1,
        deterministic: true,
        start: () => 0n,
        step: (s, v) => (v === null ? s : s + BigInt(v as number | bigint)),
        result: (s) => s,
      });
      engine.exec('CREATE TABLE t (g TEXT, v INTEGER)');
      engine.exec("INSERT INTO t VALUES ('a', 1), ('a', 9223372036854775806), ('b', 5), ('b', NULL)");
      expect(plain(rows(engine, 'SELECT g, isum(v) FROM t GROUP BY g ORDER BY g'))).toEqual([['a', 2n ** 63n - 1n], ['b', 5]]);
      expect(plain(rows(engine, 'SELECT isum(v) FROM t WHERE 0'))).toEqual([[0]]);
    });

    it('functions-1.7 an aggregate with inverse works as a sliding window function', () => {
      const engine = h.open();
      engine.defineAggregate<number[]>({
        name: 'win_list',
        arity: 1,
        deterministic: true,
        start: () => [],
        step: (s, v) => [...s, Number(v)],
        inverse: (s) => s.slice(1),
        result: (s) => s.join(','),
      });
      engine.exec('CREATE TABLE t (v INTEGER); INSERT INTO t VALUES (1), (2), (3), (4)');
      const sql = 'SELECT win_list(v) OVER (ORDER BY v ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM t ORDER BY v';
      expect(rows(engine, sql)).toEqual([['1'], ['1,2'], ['2,3'], ['3,4']]);
    });

    it('functions-1.8 a multi-argument aggregate and a PgError thrown from step', () => {
      const engine = h.open();
      const err = new PgError('numeric_value_out_of_range', 'integer out of range');
      engine.defineAggregate<string>({
        name: 'pairs',
        arity: 2,
        deterministic: true,
        start: () => '',
        step: (s, a, b) => {
          if (a === null) throw err;
          return `${s}${String(a)}${String(b)};`;
        },
        result: (s) => s,
      });
      expect(scalar(engine, "SELECT pairs(x, y) FROM (SELECT 'a' AS x, 'b' AS y UNION ALL SELECT 'c', 'd')")).toBe('ab;cd;');
      expect(pgErrorOf(() => rows(engine, 'SELECT pairs(NULL, 1)'))).toBe(err);
    });
  });
}
