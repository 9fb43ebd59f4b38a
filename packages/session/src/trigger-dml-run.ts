import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { refineEngineError, type SqlPlan, type TriggeredDml } from '@pgsqlite/translate';
import { commandTag } from './command-tag.js';
import type { SessionCore } from './core.js';
import type { PlanOutcome } from './execute.js';
import type { PlanRunner } from './do-eval.js';
import { syncRuntime } from './runtime-sync.js';
import { fireTrigger, type Firing } from './trigger-fire.js';

/** A row written, for its AFTER ROW triggers. */
interface Written {
  old: readonly SqlValue[] | null;
  new: readonly SqlValue[] | null;
}

/**
 * Runs an INSERT/UPDATE/DELETE whose table has triggers the session runs (translate's
 * TriggeredDml), as PostgreSQL's executor does: BEFORE STATEMENT triggers, each row through its
 * BEFORE ROW triggers (RETURN NULL skips it, a changed NEW is what is written), the rows written
 * one by one, then the AFTER ROW triggers of every written row in order and the AFTER STATEMENT
 * triggers. It all runs in the statement's transaction under the write lock; an error anywhere
 * fails the statement (the transaction, or the enclosing block's savepoint, undoes it).
 */
export async function runTriggeredDml(core: SessionCore, plan: SqlPlan, dml: TriggeredDml, params: readonly SqlValue[], exec: PlanRunner): Promise<PlanOutcome> {
  if (core.tx.readOnly()) throw new PgError('read_only_sql_transaction', `cannot execute ${plan.verb} in a read-only transaction`);
  await syncRuntime(core);
  const stamps = core.tx.clockStamps();
  const bind = (order: readonly number[]): SqlValue[] => order.map((n) => (n > 0 ? (params[n - 1] ?? null) : (stamps[-n - 1] ?? null)));
  const run = async (sql: string, values: readonly SqlValue[]): Promise<{ rows: SqlValue[][]; changes: number }> => {
    try {
      const out = await core.tx.run(sql, values, true, core.cancelled);
      return { rows: out.rows ?? [], changes: out.changes };
    } catch (e) {
      throw refineEngineError(e, core.handle.catalog());
    }
  };
  const fire = (call: TriggeredDml['beforeRow'][number], f: Firing) => fireTrigger(core, exec, dml, call, f);
  core.tx.startImplicit('started');
  return core.tx.runGroup(core.cancelled, async () => {
    for (const c of dml.beforeStatement) await fire(c, { when: 'BEFORE', level: 'STATEMENT', old: null, new: null });
    const width = dml.columns.length;
    const written: Written[] = [];
    const rows: SqlValue[][] = [];
    let count = 0;
    if (dml.mode === 'statement' || dml.mode === 'bulk') {
      const out = await run(dml.dml!.sql, bind(dml.dml!.paramOrder));
      if (dml.mode === 'statement') {
        count = plan.columns === null ? out.changes : out.rows.length;
        rows.push(...out.rows);
      } else {
        for (const r of out.rows) {
          rows.push(r.slice(0, r.length - width));
          written.push({ old: null, new: r.slice(r.length - width) });
        }
        count = out.rows.length;
      }
    } else {
      const scanned = await run(dml.scan!.sql, bind(dml.scan!.paramOrder));
      const seen = new Set<SqlValue>();
      for (const r of scanned.rows) {
        const rowid = r[0] ?? null;
        // UPDATE … FROM / DELETE … USING: a row joined several times is changed once.
        if (seen.has(rowid)) continue;
        seen.add(rowid);
        const old = r.slice(1, 1 + width);
        const planned = dml.event === 'update' ? r.slice(1 + width, 1 + 2 * width) : null;
        let next: SqlValue[] | null = planned;
        let skip = false;
        for (const c of dml.beforeRow) {
          const res = await fire(c, { when: 'BEFORE', level: 'ROW', old, new: next });
          if (res === 'skipped') continue;
          if (res === null) {
            skip = true;
            break;
          }
          if (dml.event === 'update') next = res;
        }
        if (skip) continue;
        const out = dml.event === 'update' ? await writeUpdate(dml, rowid, planned!, next!, params, bind, run) : await writeDelete(dml, rowid, bind, run);
        if (out === undefined) continue;
        count++;
        if (plan.columns !== null) rows.push(out.slice(0, out.length - (dml.event === 'update' ? width : 0)));
        written.push({ old, new: dml.event === 'update' ? out.slice(out.length - width) : null });
      }
    }
    const op = dml.event === 'insert' ? 'AFTER' : 'AFTER';
    for (const w of written) {
      for (const c of dml.afterRow) await fire(c, { when: op, level: 'ROW', old: w.old, new: w.new });
    }
    for (const c of dml.afterStatement) await fire(c, { when: 'AFTER', level: 'STATEMENT', old: null, new: null });
    return { tag: commandTag(plan.verb, count), rows: plan.columns === null ? null : rows };
  });
}

type Run = (sql: string, values: readonly SqlValue[]) => Promise<{ rows: SqlValue[][]; changes: number }>;

/**
 * Writes one row of an UPDATE by rowid: the columns the SET list assigns and those a BEFORE
 * trigger changed (others are left alone, so foreign key actions see only real changes);
 * returns the user's RETURNING values then the row as written, or undefined if it is gone.
 */
async function writeUpdate(dml: TriggeredDml, rowid: SqlValue, planned: readonly SqlValue[], next: readonly SqlValue[], _params: readonly SqlValue[], bind: (o: readonly number[]) => SqlValue[], run: Run): Promise<SqlValue[] | undefined> {
  const set = dml.columns.flatMap((c, i) => (!c.generated && (dml.assigned.includes(i) || next[i] !== planned[i]) ? [i] : []));
  const all = dml.columns.map((c) => c.sqlite);
  const ret = [...(dml.returning === null ? [] : [dml.returning.sql]), ...all].join(', ');
  const sets = set.length === 0 ? `${dml.columns[0]!.sqlite} = ${dml.columns[0]!.sqlite}` : set.map((i) => `${dml.columns[i]!.sqlite} = ?`).join(', ');
  const sql = `UPDATE ${dml.table.sqlite} SET ${sets} WHERE rowid = ? RETURNING ${ret}`;
  const out = await run(sql, [...set.map((i) => next[i] ?? null), rowid, ...bind(dml.returning?.paramOrder ?? [])]);
  return out.rows[0];
}

/** Deletes one row by rowid; the user's RETURNING values, or undefined if it is gone. */
async function writeDelete(dml: TriggeredDml, rowid: SqlValue, bind: (o: readonly number[]) => SqlValue[], run: Run): Promise<SqlValue[] | undefined> {
  const sql = `DELETE FROM ${dml.table.sqlite} WHERE rowid = ? RETURNING ${dml.returning === null ? '1' : dml.returning.sql}`;
  const out = await run(sql, [rowid, ...bind(dml.returning?.paramOrder ?? [])]);
  const row = out.rows[0];
  return row === undefined ? undefined : dml.returning === null ? [] : row;
}
