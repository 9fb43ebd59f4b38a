import type { SqlValue } from '@pgsqlite/engine';
import type { TriggeredDml } from '@pgsqlite/translate';

/**
 * The writes of a statement whose rows the session writes one by one (trigger-dml-run.ts): each
 * row as its BEFORE ROW triggers left it, by rowid, returning the user's RETURNING values then
 * the row as written (what AFTER ROW triggers see).
 */

export type Run = (sql: string, values: readonly SqlValue[]) => Promise<{ rows: SqlValue[][]; changes: number }>;

/** RETURNING of a per-row write: the user's list, then every column of the row as written. */
export function returningSql(dml: TriggeredDml): string {
  return [...(dml.returning === null ? [] : [dml.returning.sql]), ...dml.columns.map((c) => c.sqlite)].join(', ');
}

/** Inserts one row as the BEFORE ROW triggers left it (generated columns are computed by SQLite). */
export async function writeInsert(dml: TriggeredDml, row: readonly SqlValue[], bind: (o: readonly number[]) => SqlValue[], run: Run): Promise<SqlValue[] | undefined> {
  const at = dml.columns.flatMap((c, i) => (c.generated ? [] : [i]));
  const sql = `INSERT INTO ${dml.table.sqlite} (${at.map((i) => dml.columns[i]!.sqlite).join(', ')}) VALUES (${at.map(() => '?').join(', ')}) RETURNING ${returningSql(dml)}`;
  const out = await run(sql, [...at.map((i) => row[i] ?? null), ...bind(dml.returning?.paramOrder ?? [])]);
  return out.rows[0];
}

/**
 * Writes one row of an UPDATE by rowid: the columns the SET list assigns and those a BEFORE
 * trigger changed (others are left alone, so foreign key actions see only real changes);
 * returns the user's RETURNING values then the row as written, or undefined if it is gone.
 */
export async function writeUpdate(dml: TriggeredDml, rowid: SqlValue, planned: readonly SqlValue[], next: readonly SqlValue[], bind: (o: readonly number[]) => SqlValue[], run: Run): Promise<SqlValue[] | undefined> {
  const set = dml.columns.flatMap((c, i) => (!c.generated && (dml.assigned.includes(i) || next[i] !== planned[i]) ? [i] : []));
  const ret = returningSql(dml);
  const sets = set.length === 0 ? `${dml.columns[0]!.sqlite} = ${dml.columns[0]!.sqlite}` : set.map((i) => `${dml.columns[i]!.sqlite} = ?`).join(', ');
  const sql = `UPDATE ${dml.table.sqlite} SET ${sets} WHERE rowid = ? RETURNING ${ret}`;
  const out = await run(sql, [...set.map((i) => next[i] ?? null), rowid, ...bind(dml.returning?.paramOrder ?? [])]);
  return out.rows[0];
}

/** Deletes one row by rowid; the user's RETURNING values, or undefined if it is gone. */
export async function writeDelete(dml: TriggeredDml, rowid: SqlValue, bind: (o: readonly number[]) => SqlValue[], run: Run): Promise<SqlValue[] | undefined> {
  const sql = `DELETE FROM ${dml.table.sqlite} WHERE rowid = ? RETURNING ${dml.returning === null ? '1' : dml.returning.sql}`;
  const out = await run(sql, [rowid, ...bind(dml.returning?.paramOrder ?? [])]);
  const row = out.rows[0];
  return row === undefined ? undefined : dml.returning === null ? [] : row;
}
