import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { parseTriggerBody, rowTypeTest, type TriggerCall, type TriggeredDml } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import { runPlBody } from './do-block.js';
import { condition, evaluate, type DoRun, type PlanRunner } from './do-eval.js';
import { asStorage, liveFields, setStored } from './composite-vars.js';
import type { DoRecord, DoValue } from './do-variables.js';
import { type TransitionCapture, transitionCore } from './transition-tables.js';

const TEXT_OID = 25;
const NAME_OID = 19;
const OID_OID = 26;
const INT4_OID = 23;
const TEXT_ARRAY_OID = 1009;

/** When and for what a trigger fires (TG_WHEN, TG_LEVEL). */
export interface Firing {
  when: 'BEFORE' | 'AFTER' | 'INSTEAD OF';
  level: 'ROW' | 'STATEMENT';
  /** OLD and NEW rows (every column, storage values), null where the event has none */
  old: readonly SqlValue[] | null;
  new: readonly SqlValue[] | null;
  /** The statement's transition tables (AFTER triggers of a statement one of whose triggers names them) */
  tables?: TransitionCapture;
}

/** Nesting depth of trigger firings per session (a trigger that fires itself forever), by its transaction. */
const depth = new WeakMap<object, number>();
const MAX_DEPTH = 64;

/**
 * Fires one trigger (pl_exec.c plpgsql_exec_trigger): checks its WHEN condition, binds NEW, OLD
 * and the TG_* variables, runs the function and gives the row it returned — null for RETURN NULL
 * (a BEFORE ROW trigger then skips the row), or `skipped` when WHEN was false.
 */
export async function fireTrigger(outer: ExecContext, exec: PlanRunner, dml: TriggeredDml, call: TriggerCall, f: Firing): Promise<SqlValue[] | null | 'skipped'> {
  // The function's statements read its own transition tables, never those of the trigger whose statement fired it.
  const core = transitionCore(outer, call, f.tables ?? null);
  const values = triggerVariables(dml, call, f, core.handle.catalog().relationByOid(dml.table.oid)?.rowType?.oid);
  if (call.when !== null && f.level === 'ROW') {
    const run: DoRun = { core, exec, state: { found: false, rowCount: 0, values }, handling: null, tableoid: dml.table.oid };
    if (!(await condition(run, call.when))) return 'skipped';
  }
  const level = (depth.get(core.tx) ?? 0) + 1;
  if (level > MAX_DEPTH) {
    throw new PgError('statement_too_complex', 'stack depth limit exceeded', { hint: 'Increase the configuration parameter "max_stack_depth" (currently 2048kB), after ensuring the platform\'s stack depth limit is adequate.' });
  }
  depth.set(core.tx, level);
  // pg_trigger_depth() reads the depth on the connection (runtime state) while the function runs.
  await core.tx.run('SELECT pg_set_trigger_depth(?)', [level], false, core.cancelled);
  try {
    const program = await parseTriggerBody(call.functionName, call.body, rowTypeTest(core.handle.catalog(), core.settings.searchPath()));
    const label = `${call.functionName}()`;
    const { run, returned } = await runPlBody(core, exec, program, label, values);
    if (returned === undefined) {
      throw PgError.fromCode('2F005', 'control reached end of trigger procedure without RETURN', { where: `PL/pgSQL function ${label}` });
    }
    // NEW of a DELETE and OLD of an INSERT (and both in statement triggers) are NULL rows: returning one returns NULL.
    const nulls = new Set([...(f.new === null ? ['new'] : []), ...(f.old === null ? ['old'] : [])]);
    if (returned !== null && nulls.has(returned.trim().toLowerCase())) return null;
    return returnedRow(run, returned, dml, core.handle.catalog().relationByOid(dml.table.oid)?.rowType?.oid);
  } finally {
    depth.set(core.tx, level - 1);
    await core.tx.run('SELECT pg_set_trigger_depth(?)', [level - 1], false, () => null).catch(() => undefined);
  }
}

/** The row a trigger function's RETURN gives: NEW, OLD or another record variable, or NULL. */
async function returnedRow(run: DoRun, expr: string | null, dml: TriggeredDml, rowType: number | undefined): Promise<SqlValue[] | null> {
  if (expr === null) return null;
  const name = expr.trim().toLowerCase();
  const v = run.state.values.get(name);
  if (v?.kind === 'record') {
    if (v.columns === null || v.isNull === true) return null;
    const live = liveFields(v);
    if (live.columns.length !== dml.columns.length) {
      throw new PgError('datatype_mismatch', 'returned row structure does not match the structure of the triggering table', { detail: 'Number of returned columns does not match expected column count.' });
    }
    return live.values;
  }
  const { value, column } = await evaluate(run, expr);
  if (value === null) return null;
  // An expression of the table's row type (`COALESCE(NEW, OLD)`, `CASE … THEN NEW ELSE OLD END`): its fields.
  if (rowType !== undefined && column.typeOid === rowType) {
    const rec = record(dml, null, rowType);
    setStored(rec, value);
    if (rec.isNull === true) return null;
    return liveFields(rec).values;
  }
  throw new PgError('feature_not_supported', `RETURN ${expr} in a trigger function is not supported by pgsqlite (only NEW, OLD, a record variable or NULL)`);
}

/** NEW or OLD: a record of the table's row type (its fields NULL where the event has no such row). */
function record(dml: TriggeredDml, row: readonly SqlValue[] | null, rowType: number | undefined): DoRecord {
  const columns = dml.columns.map((c) => ({ name: c.name, type: c.typeOid, typname: c.typname }));
  // Values as the engine gives a value of each type: an integer column's value bound as a number (a parameter, COPY) is an integer, not 77.0.
  const rec: DoRecord = { kind: 'record', columns, values: row === null ? columns.map(() => null) : row.map((v, i) => asStorage(v, columns[i]?.type ?? 0)) };
  if (rowType !== undefined) Object.assign(rec, { typeOid: rowType, declaredType: true, isNull: row === null });
  return rec;
}

function scalar(typname: string, type: number, value: SqlValue): DoValue {
  return { kind: 'scalar', typname, type, value, notNull: false };
}

/** NEW, OLD and TG_* (plpgsql_exec_trigger): records of the table's row type, NULL rows where the event has none. */
function triggerVariables(dml: TriggeredDml, call: TriggerCall, f: Firing, rowType: number | undefined): Map<string, DoValue> {
  const values = new Map<string, DoValue>();
  values.set('new', record(dml, f.new, rowType));
  values.set('old', record(dml, f.old, rowType));
  values.set('tg_name', scalar('name', NAME_OID, call.name));
  values.set('tg_when', scalar('text', TEXT_OID, f.when));
  values.set('tg_level', scalar('text', TEXT_OID, f.level));
  values.set('tg_op', scalar('text', TEXT_OID, dml.event.toUpperCase()));
  values.set('tg_relid', scalar('oid', OID_OID, BigInt(dml.table.oid)));
  values.set('tg_relname', scalar('name', NAME_OID, dml.table.name));
  values.set('tg_table_name', scalar('name', NAME_OID, dml.table.name));
  values.set('tg_table_schema', scalar('name', NAME_OID, dml.table.schema));
  values.set('tg_nargs', scalar('integer', INT4_OID, BigInt(call.args.length)));
  values.set('tg_argv', scalar('text[]', TEXT_ARRAY_OID, JSON.stringify(call.args)));
  return values;
}
