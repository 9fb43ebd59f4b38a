import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { configEntries, parseFunctionBody, rowTypeTest, type PlCall } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import { runPlBody } from './do-block.js';
import type { PlanRunner } from './do-eval.js';
import type { DoScalar, DoValue } from './do-variables.js';
import { rowsJson } from './function-rows-json.js';
import { parameterRecord } from './composite-vars.js';
import { plainCore } from './transition-tables.js';

/** What a running function gathers: RETURN NEXT / RETURN QUERY rows, and RETURN's value or row. */
export interface FunctionFrame {
  call: PlCall;
  rows: SqlValue[][];
  /** RETURN's value (a scalar function) or row (a function returning a row), once RETURN ran */
  returned?: { value: SqlValue } | { row: SqlValue[] };
}

/** Nesting depth of PL/pgSQL function calls per session (a function calling itself forever). */
const depth = new WeakMap<ExecContext, number>();
const MAX_DEPTH = 200;

/**
 * Runs a PL/pgSQL function (pl_exec.c plpgsql_exec_function) with its IN arguments (storage values
 * of the declared types): the parameters are variables (by name and as $n), OUT parameters start
 * NULL. Gives the statement's parameter value: a scalar's value, '' for void, or for a call in
 * FROM its rows as a JSON array of arrays (pl-call.ts).
 */
export async function runPlFunction(caller: ExecContext, exec: PlanRunner, call: PlCall, args: readonly SqlValue[]): Promise<SqlValue> {
  // A trigger's transition tables are its function's alone: a function it calls does not see them.
  const core = plainCore(caller);
  if (call.strict && args.some((a) => a === null)) return nullResult(call);
  const level = (depth.get(core) ?? 0) + 1;
  if (level > MAX_DEPTH) {
    throw new PgError('statement_too_complex', 'stack depth limit exceeded', { hint: 'Increase the configuration parameter "max_stack_depth" (currently 2048kB), after ensuring the platform\'s stack depth limit is adequate.' });
  }
  depth.set(core, level);
  // SET clauses of the function: in force while its body runs (fmgr_security_definer)
  const leave = call.config === undefined ? undefined : core.settings.enterFunction(configEntries(call.config));
  try {
    const program = await parseFunctionBody(call, rowTypeTest(core.handle.catalog(), core.settings.searchPath()));
    const values = new Map<string, DoValue>();
    let next = 0;
    const outs: DoScalar[] = [];
    for (const [i, p] of call.params.entries()) {
      const input = p.mode === 'i' || p.mode === 'b' || p.mode === 'v';
      const value = input ? (args[next++] ?? null) : null;
      // An IN parameter of a composite type is a record of that type (its fields readable and assignable).
      const rec = p.mode === 'i' ? parameterRecord(core, p.type, value) : undefined;
      if (rec !== undefined) {
        if (p.name !== '') values.set(p.name, rec);
        values.set(`$${i + 1}`, rec);
        continue;
      }
      const v: DoScalar = { kind: 'scalar', typname: p.typname, type: p.type, value, notNull: false };
      if (p.name !== '') values.set(p.name, v);
      values.set(`$${i + 1}`, v);
      if (p.mode !== 'i' && p.mode !== 'v') outs.push(v);
    }
    const frame: FunctionFrame = { call, rows: [] };
    const { returned } = await runPlBody(core, exec, program, call.signature, values, frame);
    return finish(call, frame, returned !== undefined, outs);
  } finally {
    leave?.();
    depth.set(core, level - 1);
  }
}

/** The result once the body ended (`byReturn`: by RETURN, else by reaching its end). */
function finish(call: PlCall, frame: FunctionFrame, byReturn: boolean, outs: readonly DoScalar[]): SqlValue {
  const where = `PL/pgSQL function ${call.signature}`;
  if (call.setof) return rowsJson(frame.rows, call.columns);
  if (call.result === 'void') return '';
  const outRow = outs.length > 0 ? outs.map((o) => o.value) : undefined;
  if (!byReturn && outRow === undefined) throw PgError.fromCode('2F005', 'control reached end of function without RETURN', { where });
  const r = frame.returned;
  if (call.result === 'scalar') {
    if (outRow !== undefined) return outRow[0] ?? null;
    return r !== undefined && 'value' in r ? r.value : null;
  }
  // A call in FROM of a function returning one value or row: one row.
  const row = outRow ?? (r === undefined ? call.columns.map(() => null) : 'row' in r ? r.row : [r.value]);
  return rowsJson([row], call.columns);
}

function nullResult(call: PlCall): SqlValue {
  if (call.result === 'void') return '';
  if (call.result === 'scalar') return null;
  return rowsJson(call.setof ? [] : [call.columns.map(() => null)], call.columns);
}
