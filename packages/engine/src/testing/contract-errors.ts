import { describe, expect, it } from 'vitest';
import type { Engine } from '../engine.js';
import type { ContractHarness } from './harness.js';
import { pgErrorOf, scalar } from './harness.js';

/** SQLite errors become PgErrors with PostgreSQL's SQLSTATE; SQLite's code is in `routine`. */
export function errorsContract(h: ContractHarness): void {
  const withTables = (): Engine => {
    const engine = h.open();
    engine.exec(`
      CREATE TABLE parent (id INTEGER PRIMARY KEY);
      CREATE TABLE child (
        id INTEGER PRIMARY KEY,
        code TEXT UNIQUE,
        name TEXT NOT NULL,
        qty INTEGER CHECK (qty > 0),
        parent_id INTEGER REFERENCES parent (id)
      );
      INSERT INTO parent VALUES (1);
      INSERT INTO child VALUES (1, 'a', 'first', 1, 1);
    `);
    return engine;
  };
  const insert = (engine: Engine, values: string): string => {
    const err = pgErrorOf(() => engine.prepare(`INSERT INTO child VALUES (${values})`).run([]));
    return `${err.fields.code} ${err.fields.routine ?? ''}`;
  };

  describe('errors', () => {
    it('errors-1.1 syntax errors are 42601, from prepare and from exec', () => {
      const engine = h.open();
      for (const sql of ['SELEC 1', "SELECT 'unterminated", 'SELECT (1']) {
        const err = pgErrorOf(() => engine.prepare(sql));
        expect([sql, err.fields.code, err.fields.routine]).toEqual([sql, '42601', 'SQLITE_ERROR']);
      }
      expect(pgErrorOf(() => engine.exec('CREATE TABLE')).fields.code).toBe('42601');
    });

    it('errors-1.2 constraint violations map to their integrity SQLSTATEs', () => {
      const engine = withTables();
      expect(insert(engine, "2, 'a', 'dup', 1, 1")).toBe('23505 SQLITE_CONSTRAINT_UNIQUE');
      expect(insert(engine, "1, 'b', 'dup pk', 1, 1")).toBe('23505 SQLITE_CONSTRAINT_PRIMARYKEY');
      expect(insert(engine, "2, 'b', NULL, 1, 1")).toBe('23502 SQLITE_CONSTRAINT_NOTNULL');
      expect(insert(engine, "2, 'b', 'x', 0, 1")).toBe('23514 SQLITE_CONSTRAINT_CHECK');
      expect(insert(engine, "2, 'b', 'x', 1, 99")).toBe('23503 SQLITE_CONSTRAINT_FOREIGNKEY');
      const err = pgErrorOf(() => engine.exec('DELETE FROM parent'));
      expect(err.fields.code).toBe('23503');
    });

    it('errors-1.3 SQLite\'s message is kept as the PgError message', () => {
      const engine = withTables();
      const err = pgErrorOf(() => engine.exec("INSERT INTO child VALUES (2, 'a', 'dup', 1, 1)"));
      expect(err.message).toBe('UNIQUE constraint failed: child.code');
      expect(err.fields.message).toBe(err.message);
      expect(err.fields.severity).toBe('ERROR');
    });

    it('errors-1.4 a full database is 53100', () => {
      const engine = h.open();
      engine.exec('CREATE TABLE t (b BLOB)');
      engine.exec(`PRAGMA max_page_count = ${Number(scalar(engine, 'PRAGMA page_count')) + 2}`);
      const err = pgErrorOf(() => {
        for (let i = 0; i < 100; i++) engine.exec('INSERT INTO t VALUES (zeroblob(4000))');
      });
      expect([err.fields.code, err.fields.routine]).toEqual(['53100', 'SQLITE_FULL']);
    });

    it('errors-1.5 a value beyond SQLite\'s length limit is 54000', () => {
      const err = pgErrorOf(() => h.open().prepare('SELECT zeroblob(2000000000)').all([]));
      expect([err.fields.code, err.fields.routine]).toEqual(['54000', 'SQLITE_TOOBIG']);
    });

    it('errors-1.6 other SQLite errors are XX000, and the connection stays usable', () => {
      const engine = h.open();
      const err = pgErrorOf(() => engine.prepare('SELECT * FROM no_such_table'));
      expect([err.fields.code, err.message, err.fields.routine]).toEqual(['XX000', 'no such table: no_such_table', 'SQLITE_ERROR']);
      expect(scalar(engine, 'SELECT 1')).toBe(1);
    });

    it('errors-1.7 a failed statement inside a transaction leaves the transaction open', () => {
      const engine = withTables();
      engine.exec('BEGIN');
      engine.exec("INSERT INTO child VALUES (2, 'b', 'ok', 1, 1)");
      expect(insert(engine, "3, 'b', 'dup', 1, 1")).toBe('23505 SQLITE_CONSTRAINT_UNIQUE');
      expect(engine.inTransaction).toBe(true);
      engine.exec('COMMIT');
      expect(scalar(engine, 'SELECT count(*) FROM child')).toBe(2);
    });
  });
}
