import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { refineEngineError, type SqlPlan, type TriggeredDml, type RoutedLeaf } from '@pgsqlite/translate';
import { commandTag } from '../command-tag.js';
import type { ExecContext } from '../context.js';
import type { PlanOutcome } from '../result-columns.js';
import type { PlanRunner } from './do-eval.js';
import { columnEncoders } from '../value-output.js';
import { syncRuntime } from '../runtime-sync.js';
import { fireTrigger, type Firing } from './trigger-fire.js';
import { deferFiring } from './deferred-triggers.js';
import { withTransitionTables } from './transition-tables.js';
import { runSqlSteps } from '../sql-steps.js';
import { writeDelete, writeInsert, writeUpdate } from './trigger-row-writes.js';
import { movedOut, upsertRow } from './trigger-upsert.js';
import { asPart, enclosingStatement, type StatementPart } from './statement-parts.js';
import { actionRowsWritten, captureActionRows } from './fk-action-rows.js';

/** A row written, for its AFTER ROW triggers (those of `dml`: an upsert's updated rows fire the UPDATE ones). */
export interface Written {
  old: readonly SqlValue[] | null;
  new: readonly SqlValue[] | null;
  dml: TriggeredDml;
  /** A row a foreign-key action changed in a referencing table (fk-action-rows.ts): not one of the statement's transition rows */
  cascaded?: true;
}

/**
 * Runs an INSERT/UPDATE/DELETE whose table has triggers the session runs (translate's
 * TriggeredDml), as PostgreSQL's executor does: BEFORE STATEMENT triggers, each row through its
 * BEFORE ROW triggers (RETURN NULL skips it, a changed NEW is what is written), the rows written
 * one by one, then the AFTER ROW triggers of every written row in order and the AFTER STATEMENT
 * triggers. It all runs in the statement's transaction under the write lock; an error anywhere
 * fails the statement (the transaction, or the enclosing block's savepoint, undoes it).
 */
export async function runTriggeredDml(core: ExecContext, plan: SqlPlan, dml: TriggeredDml, params: readonly SqlValue[], exec: PlanRunner): Promise<PlanOutcome> {
  if (core.tx.readOnly()) throw new PgError('read_only_sql_transaction', `cannot execute ${plan.verb} in a read-only transaction`);
  await syncRuntime(core);
  const stamps = core.tx.clockStamps();
  const bind = (order: readonly number[]): SqlValue[] => order.map((n) => (n > 0 ? (params[n - 1] ?? null) : (stamps[-n - 1] ?? null)));
  const run = engineRun(core);
  const fire = (call: TriggeredDml['beforeRow'][number], f: Firing, as: TriggeredDml = dml) => fireTrigger(core, exec, as, call, f);
  // INSERT … ON CONFLICT DO UPDATE: the rows it updates (and its statement) fire the UPDATE triggers.
  const updating = updateDml(dml);
  // A part of an enclosing statement (a COPY batch, a table of an inheritance tree): that one fires the statement triggers and the AFTER ROW ones.
  const enclosing = enclosingStatement(dml);
  core.tx.startImplicit('started');
  return core.tx.runGroup(core.cancelled, async (executor) => {
    // One statement: all or nothing, also inside a transaction (COPY replays a failed batch row by row).
    await executor.run(`SAVEPOINT ${SAVEPOINT}`, []);
    try {
      const out = await runSteps();
      await executor.run(`RELEASE ${SAVEPOINT}`, []);
      return out;
    } catch (e) {
      await executor.run(`ROLLBACK TO ${SAVEPOINT}`, []).catch(() => undefined);
      await executor.run(`RELEASE ${SAVEPOINT}`, []).catch(() => undefined);
      throw e;
    }
  });

  async function runSteps(): Promise<PlanOutcome> {
    if (enclosing === undefined) await fireBeforeStatement(core, exec, dml, updating);
    /** Rows this statement inserted or updated (rowids): an upsert may not update one again (21000). */
    const touched = new Set<SqlValue>();
    /** The same per leaf partition of a routed upsert (RoutedLeaf index). */
    const touchedIn = new Map<number, Set<SqlValue>>();
    const width = dml.columns.length;
    const written: Written[] = [];
    let stepped: { tag: string; rows: SqlValue[][] | null } | undefined;
    const rows: SqlValue[][] = [];
    let count = 0;
    if (dml.mode === 'tree') {
      // An UPDATE/DELETE over an inheritance tree: each table's statement with its own row triggers, as parts of this one.
      const tree: StatementPart = { written };
      for (const part of dml.parts ?? []) {
        const out = await exec(core, asPart(part, tree), params);
        count += Number(out.tag?.split(' ').pop() ?? 0);
        if (out.rows !== null) rows.push(...out.rows);
      }
    } else if (dml.mode === 'statement' && dml.dml === undefined && plan.steps !== undefined) {
      // The statement's own steps (sql-steps.ts), between its statement triggers.
      const out = await runSqlSteps(core, plan, plan.steps, params);
      stepped = out;
    } else if (dml.mode === 'statement' || dml.mode === 'bulk') {
      const out = await run(dml.dml!.sql, bind(dml.dml!.paramOrder), dml.autoincFix);
      if (dml.mode === 'statement') {
        count = plan.columns === null ? out.changes : out.rows.length;
        rows.push(...out.rows);
      } else {
        for (const r of out.rows) {
          rows.push(r.slice(0, r.length - width));
          written.push({ old: null, new: r.slice(r.length - width), dml });
        }
        count = out.rows.length;
      }
    } else {
      // Explicit serial ids: the counter as the statement's draws leave it, not SQLite's largest id.
      const fix = dml.event === 'insert' ? dml.autoincFix : undefined;
      if (fix !== undefined) await run(fix.mark, []);
      try {
        await writeRows();
      } catch (e) {
        if (fix !== undefined) await run('SELECT pg_autoinc_unmark()', []).catch(() => undefined);
        throw e;
      }
      if (fix !== undefined) await run(fix.fix, []);
    }
    if (enclosing === undefined) await fireAfter(core, exec, dml, updating, written);
    else enclosing.written.push(...written);
    if (stepped !== undefined) return stepped;
    return { tag: commandTag(plan.verb, count), rows: plan.columns === null ? null : rows };

    /**
     * A row of an INSERT into a partitioned table routed to its leaf partition, passed through
     * that partition's BEFORE ROW triggers and written there: the written row (RETURNING values
     * then the row), 'skipped' when a trigger returned NULL, undefined when no partition admits
     * it (the caller writes it to the partitioned table, whose routing raises 23514).
     */
    async function routedRow(routes: NonNullable<TriggeredDml['routes']>, parentRow: readonly SqlValue[]): Promise<{ leaf: RoutedLeaf; out: SqlValue[]; old: readonly SqlValue[] | null; dml: TriggeredDml } | 'skipped' | undefined> {
      const at = Number((await run(routes.route, parentRow)).rows[0]?.[0] ?? -1);
      const leaf = routes.leaves[at];
      if (leaf === undefined) return undefined;
      let row: SqlValue[] = leaf.fromParent.map((j) => (j < 0 ? null : (parentRow[j] ?? null)));
      /** Whether a row of the leaf (its columns) still routes to it. */
      const staysIn = async (leafRow: readonly SqlValue[]): Promise<boolean> => {
        const again = parentRow.map((_, j) => leafRow[leaf.fromParent.indexOf(j)] ?? null);
        return Number((await run(routes.route, again)).rows[0]?.[0] ?? -1) === at;
      };
      for (const c of leaf.beforeRow) {
        const res = await fire(c, { when: 'BEFORE', level: 'ROW', old: null, new: row }, leaf);
        if (res === 'skipped') continue;
        if (res === null) return 'skipped';
        row = res;
        // a cloned trigger must leave the row in its partition (ExecBRInsertTriggers)
        if (c.clone === true && !(await staysIn(row))) {
          throw PgError.fromCode('0A000', 'moving row to another partition during a BEFORE FOR EACH ROW trigger is not supported', { detail: `Before executing trigger "${c.name}", the row was to be in partition "${leaf.table.schema}.${leaf.table.name}".` });
        }
      }
      if (leaf.upsert !== undefined) {
        // ON CONFLICT at the leaf (ExecInsert after ExecFindPartition): its rowids are its own
        const seen = touchedIn.get(at) ?? touchedIn.set(at, new Set()).get(at)!;
        const stays = async (next: readonly SqlValue[]): Promise<void> => {
          if (!(await staysIn(next))) throw movedOut();
        };
        const done = await upsertRow(leaf, updateDml(leaf), row, seen, bind, run, fire, stays).catch((e: unknown) => Promise.reject(failingRow(core, leaf, row, e)));
        return done === null ? 'skipped' : { leaf, out: done.out, old: done.old, dml: done.dml };
      }
      let out: SqlValue[] | undefined;
      try {
        out = await writeInsert(leaf, row, bind, run);
      } catch (e) {
        throw failingRow(core, leaf, row, e);
      }
      return out === undefined ? 'skipped' : { leaf, out, old: null, dml: leaf };
    }

    /** The scan, then each row through its BEFORE ROW triggers and written. */
    async function writeRows(): Promise<void> {
      const scanned = await run(dml.scan!.sql, bind(dml.scan!.paramOrder));
      const seen = new Set<SqlValue>();
      const insert = dml.event === 'insert';
      for (const r of scanned.rows) {
        const rowid = r[0] ?? null;
        // UPDATE … FROM / DELETE … USING: a row joined several times is changed once.
        if (!insert && dml.instead === undefined && seen.has(rowid)) continue;
        seen.add(rowid);
        const old = insert ? null : r.slice(1, 1 + width);
        const planned = insert ? r.slice(1, 1 + width) : dml.event === 'update' ? r.slice(1 + width, 1 + 2 * width) : null;
        let next: SqlValue[] | null = planned;
        let skip = false;
        for (const c of dml.beforeRow) {
          const res = await fire(c, { when: 'BEFORE', level: 'ROW', old, new: next });
          if (res === 'skipped') continue;
          if (res === null) {
            skip = true;
            break;
          }
          if (dml.event !== 'delete') next = res;
        }
        if (skip) continue;
        if (dml.instead !== undefined) {
          // A view's INSTEAD OF triggers do the write; a NULL from one skips the row (ExecIR*Triggers).
          const row = await insteadRow(dml, old, next, fire);
          if (row === null) continue;
          count++;
          if (plan.columns !== null && dml.returning !== null) {
            const out = await run(dml.returning.sql, [...bind(dml.returning.paramOrder), ...row]);
            rows.push(out.rows[0] ?? []);
          }
          continue;
        }
        if (insert && dml.routes !== undefined) {
          // INSERT into a partitioned table: the row through its leaf partition's row triggers (partition-insert-triggers.ts)
          const done = await routedRow(dml.routes, next!);
          if (done === 'skipped') continue;
          if (done !== undefined) {
            count++;
            const lw = done.leaf.columns.length;
            if (plan.columns !== null) rows.push(done.out.slice(0, done.out.length - lw));
            written.push({ old: done.old, new: done.out.slice(done.out.length - lw), dml: done.dml });
            continue;
          }
        }
        if (insert && dml.upsert !== undefined && dml.routes === undefined) {
          const done = await upsertRow(dml, updating, next!, touched, bind, run, fire).catch((e: unknown) => Promise.reject(failingRow(core, dml, next, e)));
          if (done === null) continue;
          count++;
          if (plan.columns !== null) rows.push(done.out.slice(0, done.out.length - width));
          written.push({ old: done.old, new: done.out.slice(done.out.length - width), dml: done.dml });
          continue;
        }
        // the rows its foreign keys' actions will change, for the referencing tables' AFTER ROW triggers
        const captured = old === null || dml.cascades === undefined ? [] : await captureActionRows(dml, old, run);
        let out: SqlValue[] | undefined;
        try {
          out = insert ? await writeInsert(dml, next!, bind, run) : dml.event === 'update' ? await writeUpdate(dml, rowid, planned!, next!, bind, run) : await writeDelete(dml, rowid, bind, run);
        } catch (e) {
          throw failingRow(core, dml, next, e);
        }
        if (out === undefined) continue;
        count++;
        const withNew = dml.event !== 'delete';
        if (plan.columns !== null) rows.push(out.slice(0, out.length - (withNew ? width : 0)));
        const newRow = withNew ? out.slice(out.length - width) : null;
        if (captured.length > 0) written.push(...(await actionRowsWritten(captured, old!, newRow, run)));
        written.push({ old, new: newRow, dml });
      }
    }
  }
}

/**
 * Passes one view row to the INSTEAD OF triggers in order (each sees the NEW the previous one
 * returned): the row RETURNING reads — the last trigger's NEW for INSERT/UPDATE, OLD for DELETE —
 * or null when a trigger returned NULL.
 */
async function insteadRow(dml: TriggeredDml, old: SqlValue[] | null, planned: SqlValue[] | null, fire: (c: TriggeredDml['beforeRow'][number], f: Firing) => Promise<SqlValue[] | null | 'skipped'>): Promise<readonly SqlValue[] | null> {
  let next = planned;
  for (const c of dml.instead ?? []) {
    const res = await fire(c, { when: 'INSTEAD OF', level: 'ROW', old, new: next });
    if (res === null) return null;
    if (res !== 'skipped' && dml.event !== 'delete') next = res;
  }
  return dml.event === 'delete' ? old : next;
}

/** The statement's BEFORE STATEMENT triggers (an upsert's UPDATE ones after the INSERT ones). */
export async function fireBeforeStatement(core: ExecContext, exec: PlanRunner, dml: TriggeredDml, updating: TriggeredDml | null): Promise<void> {
  const f: Firing = { when: 'BEFORE', level: 'STATEMENT', old: null, new: null };
  for (const c of dml.beforeStatement) await fireTrigger(core, exec, dml, c, f);
  for (const c of updating?.beforeStatement ?? []) await fireTrigger(core, exec, updating!, c, f);
}

/**
 * The AFTER ROW triggers of every written row in order, then the AFTER STATEMENT ones (an
 * upsert's UPDATE ones before the INSERT ones), with the statement's transition tables; then the
 * AFTER ROW triggers of the rows its foreign-key actions changed, which PostgreSQL's RI triggers
 * queue behind the statement's events (their statements do not fire AFTER triggers themselves).
 */
export async function fireAfter(core: ExecContext, exec: PlanRunner, dml: TriggeredDml, updating: TriggeredDml | null, written: readonly Written[]): Promise<void> {
  const cascaded = written.filter((w) => w.cascaded === true);
  const own = cascaded.length > 0 ? written.filter((w) => w.cascaded !== true) : written;
  await withTransitionTables(core, dml, own, engineRun(core), async (tables) => {
    const transitions = tables === null ? {} : { tables };
    await fireAfterRows(core, exec, own, transitions);
    const statement: Firing = { when: 'AFTER', level: 'STATEMENT', old: null, new: null };
    for (const c of updating?.afterStatement ?? []) await fireTrigger(core, exec, updating!, c, statement);
    for (const c of dml.afterStatement) await fireTrigger(core, exec, dml, c, { ...statement, ...transitions });
  });
  await fireAfterRows(core, exec, cascaded, {});
}

async function fireAfterRows(core: ExecContext, exec: PlanRunner, rows: readonly Written[], transitions: Pick<Firing, 'tables'>): Promise<void> {
  for (const w of rows) {
    for (const c of w.dml.afterRow) {
      const f: Firing = { when: 'AFTER', level: 'ROW', old: w.old, new: w.new, ...transitions };
      if (!deferFiring(core, exec, w.dml, c, f)) await fireTrigger(core, exec, w.dml, c, f);
    }
  }
}

/** Runs SQLite statements of the triggered statement on the session's connection (errors refined as PostgreSQL's). */
function engineRun(core: ExecContext): (sql: string, values: readonly SqlValue[], fix?: { mark: string; fix: string }) => Promise<{ rows: SqlValue[][]; changes: number }> {
  return async (sql, values, fix) => {
    try {
      const out = fix === undefined ? await core.tx.run(sql, values, true, core.cancelled) : await core.tx.runAutoincFixed(sql, values, fix, core.cancelled);
      return { rows: out.rows ?? [], changes: out.changes };
    } catch (e) {
      throw refineEngineError(e, core.handle.catalog());
    }
  };
}

/** The UPDATE side of an INSERT … ON CONFLICT DO UPDATE: the statement as its UPDATE triggers see it. */
export function updateDml(dml: TriggeredDml): TriggeredDml | null {
  const u = dml.upsert?.update ?? null;
  if (u === null) return null;
  return { ...dml, event: 'update', beforeStatement: u.beforeStatement, afterStatement: u.afterStatement, beforeRow: u.beforeRow, afterRow: u.afterRow, assigned: u.assigned };
}

/** Savepoint bracketing one triggered statement (nested ones reuse the name: SQLite stacks them). */
const SAVEPOINT = '"_pgsqlite_triggered"';

/**
 * A NOT NULL or CHECK violation of a row written one by one gets PostgreSQL's DETAIL `Failing row
 * contains (…)` (the row as the triggers left it; not for tables with generated columns, whose
 * values PostgreSQL computes first), a unique violation `Key (…)=(…) already exists.`
 */
function failingRow(core: ExecContext, dml: TriggeredDml, row: readonly SqlValue[] | null, e: unknown): unknown {
  if (!(e instanceof PgError) || row === null || e.fields.detail !== undefined) return e;
  const code = e.fields.code;
  if (code !== '23502' && code !== '23514' && code !== '23505') return e;
  const catalog = core.handle.catalog();
  const columns = dml.columns.map((c) => ({ name: c.name, typeOid: c.typeOid, typmod: c.typmod, tableOid: 0, attnum: 0 }));
  const encoders = columnEncoders(columns, [0], core.settings.formatSettings(), catalog, core.settings.searchPath());
  const text = row.map((v, i) => (v === null ? 'null' : String(encoders[i]!(v))));
  if (code === '23505') {
    // The unique index the error names: `Key (cols)=(values) already exists.` of the row written.
    const index = catalog.indexes().find((x) => x.relOid === dml.table.oid && catalog.relationByOid(x.oid)?.name === e.fields.constraint);
    const rel = catalog.relationByOid(dml.table.oid);
    const at = index?.keys.map((k) => rel?.columns.findIndex((c) => c.attnum === k.attnum) ?? -1) ?? [-1];
    if (at.some((i) => i < 0)) return e;
    return e.with({ detail: `Key (${at.map((i) => dml.columns[i]!.name).join(', ')})=(${at.map((i) => text[i]).join(', ')}) already exists.` });
  }
  if (dml.columns.some((c) => c.generated)) return e;
  return e.with({ detail: `Failing row contains (${text.join(', ')}).` });
}
