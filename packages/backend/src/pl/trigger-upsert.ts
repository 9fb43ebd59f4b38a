import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { TriggerCall, TriggeredDml } from '@pgsqlite/translate';
import type { Firing } from './trigger-fire.js';
import { returningSql, type Run, writeUpdate } from './trigger-row-writes.js';

type Fire = (call: TriggerCall, f: Firing, as: TriggeredDml) => Promise<SqlValue[] | null | 'skipped'>;

/** A row an upsert wrote: the user's RETURNING values then the row, the old row (updated), and whose AFTER triggers fire. */
export interface UpsertedRow {
  out: SqlValue[];
  old: readonly SqlValue[] | null;
  dml: TriggeredDml;
}

/** Savepoint around the trial of DO UPDATE that gives a conflicting row's new values. */
const TRIAL = '"_pgsqlite_upsert_trial"';

/**
 * One proposed row of INSERT … ON CONFLICT, after its BEFORE INSERT triggers, as
 * nodeModifyTable.c ExecInsert / ExecOnConflictUpdate handle it: inserted when no arbiter
 * conflicts (SQLite's own upsert with DO NOTHING decides, over the same unique indexes); skipped
 * on a conflict under DO NOTHING; under DO UPDATE the conflicting row gets the SET list's values
 * (computed by SQLite's upsert in a savepoint that is rolled back, `excluded` being this row),
 * unless the action's WHERE is false, then passes through the BEFORE UPDATE triggers and is
 * written. Null when nothing was written. A row this statement already inserted or updated may
 * not be updated again (21000). `stays` checks the updated row still belongs where it is (a leaf
 * partition's bound).
 */
export async function upsertRow(dml: TriggeredDml, updating: TriggeredDml | null, row: readonly SqlValue[], touched: Set<SqlValue>, bind: (o: readonly number[]) => SqlValue[], run: Run, fire: Fire, stays?: (next: readonly SqlValue[]) => Promise<void>): Promise<UpsertedRow | null> {
  const upsert = dml.upsert!;
  const at = dml.columns.flatMap((c, i) => (c.generated ? [] : [i]));
  const head = `INSERT INTO ${upsert.into ?? dml.table.sqlite} (${at.map((i) => dml.columns[i]!.sqlite).join(', ')}) VALUES (${at.map(() => '?').join(', ')})${upsert.target.sql}`;
  const values = [...at.map((i) => row[i] ?? null), ...bind(upsert.target.paramOrder)];
  const inserted = await run(`${head} DO NOTHING RETURNING rowid, ${returningSql(dml)}`, [...values, ...bind(dml.returning?.paramOrder ?? [])]);
  const first = inserted.rows[0];
  if (first !== undefined) {
    touched.add(first[0] ?? null);
    return { out: first.slice(1), old: null, dml };
  }
  const action = upsert.update;
  if (action === null || updating === null) return null;
  const all = dml.columns.map((c) => c.sqlite).join(', ');
  await run(`SAVEPOINT ${TRIAL}`, []);
  let trial: SqlValue[] | undefined;
  try {
    trial = (await run(`${head}${action.action.sql} RETURNING rowid, ${all}`, [...values, ...bind(action.action.paramOrder)])).rows[0];
  } catch (e) {
    // the SET list moved a leaf partition's row out of its bound
    if (stays !== undefined && e instanceof PgError && e.code === '23514' && e.message.endsWith('violates partition constraint')) throw movedOut();
    throw e;
  } finally {
    await run(`ROLLBACK TO ${TRIAL}`, []);
    await run(`RELEASE ${TRIAL}`, []);
  }
  // The action's WHERE is false for the conflicting row: it stays as it is.
  if (trial === undefined) return null;
  const rowid = trial[0] ?? null;
  if (touched.has(rowid)) {
    throw new PgError('cardinality_violation', 'ON CONFLICT DO UPDATE command cannot affect row a second time', { hint: 'Ensure that no rows proposed for insertion within the same command have duplicate constrained values.' });
  }
  const old = (await run(`SELECT ${all} FROM ${dml.table.sqlite} WHERE rowid = ?`, [rowid])).rows[0] ?? null;
  const planned = trial.slice(1);
  let next: SqlValue[] = planned;
  for (const c of updating.beforeRow) {
    const res = await fire(c, { when: 'BEFORE', level: 'ROW', old, new: next }, updating);
    if (res === 'skipped') continue;
    if (res === null) return null;
    next = res;
  }
  // a leaf partition's row must stay in it (ExecUpdate's cross-partition move is refused under ON CONFLICT)
  if (stays !== undefined) await stays(next);
  const out = await writeUpdate(updating, rowid, planned, next, bind, run);
  if (out === undefined) return null;
  touched.add(rowid);
  return { out, old, dml: updating };
}

/** ExecCrossPartitionUpdate under ON CONFLICT DO UPDATE. */
export function movedOut(): PgError {
  return PgError.fromCode('0A000', 'invalid ON UPDATE specification', { detail: 'The result tuple would appear in a different partition than the original tuple.' });
}
