import type { SqlValue } from '@pgsqlite/engine';
import type { Plan, ResultColumn } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';
import type { ResultSource } from './result-source.js';
import { fetchColumns } from './cursor-run.js';
import { executeColumns } from './prepared-stmt.js';
import { findGuc } from './settings/guc-table.js';
import { statementParamTypes } from './prepared-list.js';

/** Text type OID (SHOW columns). */
const TEXT_OID = 25;

/** What running a plan produced. `tag` null means EmptyQueryResponse. */
export interface PlanOutcome {
  tag: string | null;
  /** Rows for row-returning plans (then `columns` of `resultColumns` is non-null). */
  rows: SqlValue[][] | null;
  /**
   * Rows still to be read, in batches (executePlan with `streamed`; `rows` is null then). The
   * caller sends them and closes it; the tag counts no rows until then.
   */
  source?: ResultSource;
  /** The error of the COMMIT that ended the statement's own transaction: sent after its rows, instead of CommandComplete. */
  commitError?: unknown;
}

function textColumn(name: string): ResultColumn {
  return { name, typeOid: TEXT_OID, typmod: -1, tableOid: 0, attnum: 0 };
}

/** The columns a plan returns (RowDescription), or null for NoData. FETCH needs `core` (the cursor's columns). */
export function resultColumns(plan: Plan, core?: ExecContext): ResultColumn[] | null {
  if (plan.kind === 'sql') return plan.columns;
  if (plan.kind === 'session-fn') return plan.columns;
  // CALL of a procedure with OUT/INOUT parameters: one row of their values
  if (plan.kind === 'do' && plan.call?.outputs !== undefined) return plan.call.outputs.map((o) => ({ name: o.name, typeOid: o.typeOid, typmod: -1, tableOid: 0, attnum: 0 }));
  if (plan.kind === 'cursor') return core === undefined ? null : fetchColumns(core, plan);
  if (plan.kind === 'prepared') return core === undefined ? null : executeColumns(core, plan, (p) => resultColumns(p, core));
  if (plan.kind === 'show') {
    if (plan.name.toLowerCase() === 'all') return [textColumn('name'), textColumn('setting'), textColumn('description')];
    return [textColumn((core === undefined ? findGuc(plan.name) : core.settings.lookup(plan.name, false)).name)];
  }
  return null;
}

/** Number of `$n` parameters a plan takes. */
export function paramCount(plan: Plan, declared: readonly number[]): number {
  return statementParamTypes(plan, declared).length;
}
