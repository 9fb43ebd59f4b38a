import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBoundedJudge, type Engine } from '@pgsqlite/engine';
import { nativeEngineFactory } from './index.js';

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-bounded-judge-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Two connections of one WAL file: `judged` (the judge's, as the server thread's) and `other`. */
function open(): { judged: Engine; other: Engine; schemaReads: () => number } {
  const path = join(dir, `db-${++n}.sqlite`);
  const other = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
  other.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, k int, v TEXT); CREATE UNIQUE INDEX t_k ON t (k)');
  other.exec("INSERT INTO t VALUES (1, 10, 'one'), (2, 20, 'two')");
  const judged = nativeEngineFactory.open({ path, synchronous: 'NORMAL' });
  // Counts the judge's schema-version reads (its `PRAGMA schema_version` statement).
  let reads = 0;
  const prepare = judged.prepare.bind(judged);
  judged.prepare = (sql) => {
    const stmt = prepare(sql);
    if (sql !== 'PRAGMA schema_version') return stmt;
    const all = stmt.all.bind(stmt);
    stmt.all = (params) => {
      reads++;
      return all(params);
    };
    return stmt;
  };
  return { judged, other, schemaReads: () => reads };
}

describe('bounded judge', () => {
  it('bounded-judge-1 reads the schema version once per write transaction, and again in the next one', () => {
    const { judged, other, schemaReads } = open();
    const judge = createBoundedJudge(judged, new Set());
    const point = 'SELECT v FROM t WHERE k = ?';
    // Outside a transaction every judgement reads it (another connection may change the schema).
    expect(judge.bounded(point, [10n])).toBe(true);
    expect(judge.bounded(point, [10n])).toBe(true);
    expect(schemaReads()).toBe(2);
    expect(judge.bounded('BEGIN IMMEDIATE', [])).toBe(true);
    judged.exec('BEGIN IMMEDIATE');
    for (let i = 0; i < 5; i++) expect(judge.bounded(point, [10n])).toBe(true);
    expect(judge.bounded('UPDATE t SET v = ? WHERE id = ?', ['x', 1n])).toBe(true);
    // One read for the whole transaction: no other connection can change the schema meanwhile.
    expect(schemaReads()).toBe(3);
    expect(judge.bounded('COMMIT', [])).toBe(true);
    judged.exec('COMMIT');
    // Between transactions another connection drops the index: the same text is now a scan.
    other.exec('DROP INDEX t_k');
    expect(judge.bounded('BEGIN IMMEDIATE', [])).toBe(true);
    judged.exec('BEGIN IMMEDIATE');
    expect(judge.bounded(point, [10n])).toBe(false);
    judged.exec('ROLLBACK');
    judged.close();
    other.close();
  });

  it('bounded-judge-2 a transaction ended without the judge (rolled back directly) still has the next one read the schema', () => {
    const { judged, other } = open();
    const judge = createBoundedJudge(judged, new Set());
    const point = 'SELECT v FROM t WHERE k = ?';
    judged.exec('BEGIN IMMEDIATE');
    expect(judge.bounded(point, [10n])).toBe(true);
    judged.exec('ROLLBACK');
    other.exec('DROP INDEX t_k');
    // The next transaction's first statement is judged before its BEGIN IMMEDIATE runs (runAfter).
    expect(judge.bounded(point, [10n])).toBe(false);
    judged.exec('BEGIN IMMEDIATE');
    expect(judge.bounded(point, [10n])).toBe(false);
    judged.exec('ROLLBACK');
    other.exec('CREATE UNIQUE INDEX t_k ON t (k)');
    // A transaction opened by BEGIN IMMEDIATE alone (judged as transaction control) reads it too.
    expect(judge.bounded('BEGIN IMMEDIATE', [])).toBe(true);
    judged.exec('BEGIN IMMEDIATE');
    expect(judge.bounded(point, [10n])).toBe(true);
    judged.exec('ROLLBACK');
    judged.close();
    other.close();
  });
});
