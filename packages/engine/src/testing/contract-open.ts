import { describe, expect, it } from 'vitest';
import type { Engine } from '../engine.js';
import type { ContractHarness } from './harness.js';
import { pgErrorOf, scalar } from './harness.js';

/** Opening: the pragmas every pgsqlite connection runs with. */
export function openContract(h: ContractHarness): void {
  describe('open', () => {
    it('open-1.1 a file database is in WAL mode', () => {
      expect(scalar(h.open(), 'PRAGMA journal_mode')).toBe('wal');
    });

    it('open-1.2 synchronous is set exactly as asked, on every open', () => {
      const levels = { OFF: 0, NORMAL: 1, FULL: 2, EXTRA: 3 } as const;
      const path = h.path();
      for (const [level, value] of Object.entries(levels)) {
        const engine = h.open({ path, synchronous: level as keyof typeof levels });
        expect(scalar(engine, 'PRAGMA synchronous')).toBe(value);
        engine.close();
      }
    });

    it('open-1.3 foreign keys are enforced', () => {
      expect(scalar(h.open(), 'PRAGMA foreign_keys')).toBe(1);
    });

    it('open-1.4 busy timeout is 0: nobody sleeps on a lock', () => {
      expect(scalar(h.open(), 'PRAGMA busy_timeout')).toBe(0);
    });

    it('open-1.5 the schema is not trusted and cannot be written (defensive mode)', () => {
      const engine = h.open();
      expect(scalar(engine, 'PRAGMA trusted_schema')).toBe(0);
      engine.exec('CREATE TABLE t (a INTEGER)');
      engine.exec('PRAGMA writable_schema = ON');
      const err = pgErrorOf(() => engine.exec("UPDATE sqlite_schema SET sql = 'CREATE TABLE t (b)' WHERE name = 't'"));
      expect(err.fields.code).toBe('XX000');
    });

    it('open-1.5.1 trustedSchema: registered functions in schema objects are refused by default, allowed when asked', () => {
      const ddl = 'CREATE TABLE t (a INTEGER DEFAULT (answer())); CREATE VIEW v AS SELECT answer() AS x';
      const define = (engine: Engine): Engine => {
        engine.defineFunction({ name: 'answer', arity: 0, deterministic: true, call: () => 42 });
        engine.exec(ddl);
        return engine;
      };
      const untrusted = define(h.open());
      const err = pgErrorOf(() => untrusted.exec('INSERT INTO t DEFAULT VALUES'));
      expect([err.fields.code, err.message]).toEqual(['XX000', 'unsafe use of answer()']);
      expect(pgErrorOf(() => untrusted.prepare('SELECT x FROM v')).fields.code).toBe('XX000');
      const trusted = define(h.open({ trustedSchema: true }));
      expect(scalar(trusted, 'PRAGMA trusted_schema')).toBe(1);
      trusted.exec('INSERT INTO t DEFAULT VALUES');
      expect([scalar(trusted, 'SELECT a FROM t'), scalar(trusted, 'SELECT x FROM v')]).toEqual([42, 42]);
    });

    it('open-1.6 data survives close and reopen', () => {
      const path = h.path();
      const first = h.open({ path });
      first.exec('CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (42)');
      first.close();
      expect(scalar(h.open({ path }), 'SELECT a FROM t')).toBe(42);
    });

    it('open-1.7 a readonly connection reads but refuses writes with 25006', () => {
      const path = h.path();
      const writer = h.open({ path });
      writer.exec('CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1)');
      const reader = h.open({ path, readonly: true });
      expect(scalar(reader, 'SELECT count(*) FROM t')).toBe(1);
      expect(pgErrorOf(() => reader.exec('INSERT INTO t VALUES (2)')).fields.code).toBe('25006');
    });

    it('open-1.8 an in-memory database opens too', () => {
      const engine = h.open({ path: ':memory:' });
      expect(scalar(engine, 'SELECT 1 + 1')).toBe(2);
    });
  });
}
