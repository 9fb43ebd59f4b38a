import { describe, expect, it } from 'vitest';
import type { ContractHarness } from './harness.js';
import { pgErrorOf, scalar } from './harness.js';

/** Two connections on one WAL file: snapshots, one writer, no waiting. */
export function concurrencyContract(h: ContractHarness): void {
  const pair = () => {
    const path = h.path();
    const a = h.open({ path });
    a.exec('CREATE TABLE t (a INTEGER)');
    const b = h.open({ path });
    return { a, b };
  };

  describe('concurrency', () => {
    it('concurrency-1.1 a commit on one connection is seen by the other', () => {
      const { a, b } = pair();
      a.exec('INSERT INTO t VALUES (1)');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(1);
      a.exec('BEGIN; INSERT INTO t VALUES (2)');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(1);
      a.exec('COMMIT');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(2);
    });

    it('concurrency-1.2 a second writer gets 55P03 at once (busy timeout 0)', () => {
      const { a, b } = pair();
      a.exec('BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
      const started = Date.now();
      const err = pgErrorOf(() => b.exec('BEGIN IMMEDIATE'));
      expect([err.fields.code, err.fields.routine]).toEqual(['55P03', 'SQLITE_BUSY']);
      expect(pgErrorOf(() => b.prepare('INSERT INTO t VALUES (2)').run([])).fields.code).toBe('55P03');
      expect(Date.now() - started).toBeLessThan(200);
      expect(b.inTransaction).toBe(false);
    });

    it('concurrency-1.3 readers do not wait for a writer and see their snapshot', () => {
      const { a, b } = pair();
      a.exec('INSERT INTO t VALUES (1)');
      b.exec('BEGIN');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(1);
      a.exec('BEGIN IMMEDIATE; INSERT INTO t VALUES (2)');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(1);
      a.exec('COMMIT');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(1);
      b.exec('COMMIT');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(2);
    });

    it('concurrency-1.4 writing from a stale snapshot is 40001 (SQLITE_BUSY_SNAPSHOT)', () => {
      const { a, b } = pair();
      b.exec('BEGIN');
      expect(scalar(b, 'SELECT count(*) FROM t')).toBe(0);
      a.exec('INSERT INTO t VALUES (1)');
      const err = pgErrorOf(() => b.exec('INSERT INTO t VALUES (2)'));
      expect([err.fields.code, err.fields.routine]).toEqual(['40001', 'SQLITE_BUSY_SNAPSHOT']);
      b.exec('ROLLBACK');
      b.exec('INSERT INTO t VALUES (2)');
      expect(scalar(a, 'SELECT count(*) FROM t')).toBe(2);
    });
  });
}
