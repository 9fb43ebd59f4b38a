import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { ResultColumn, SessionFunctionPlan, SqlPlan } from '../plan.js';
import { translateSelect } from './select.js';

/** Builds the SqlPlan evaluating the arguments (the translator's helper). */
export type ArgsPlanner = (rawSql: string, columns: ResultColumn[]) => SqlPlan;

const VOID = 2278;
const LOCK_KEYS = [['int8'], ['int4', 'int4']];

/** Functions the session itself carries out (locks, notifications): name → argument type lists and result type. */
const SESSION_FUNCTIONS: Record<string, { sigs: string[][]; result: number }> = {
  pg_advisory_lock: { sigs: LOCK_KEYS, result: VOID },
  pg_advisory_lock_shared: { sigs: LOCK_KEYS, result: VOID },
  pg_advisory_xact_lock: { sigs: LOCK_KEYS, result: VOID },
  pg_advisory_xact_lock_shared: { sigs: LOCK_KEYS, result: VOID },
  pg_try_advisory_lock: { sigs: LOCK_KEYS, result: Oid.bool },
  pg_try_advisory_lock_shared: { sigs: LOCK_KEYS, result: Oid.bool },
  pg_try_advisory_xact_lock: { sigs: LOCK_KEYS, result: Oid.bool },
  pg_try_advisory_xact_lock_shared: { sigs: LOCK_KEYS, result: Oid.bool },
  pg_advisory_unlock: { sigs: LOCK_KEYS, result: Oid.bool },
  pg_advisory_unlock_shared: { sigs: LOCK_KEYS, result: Oid.bool },
  pg_advisory_unlock_all: { sigs: [[]], result: VOID },
  pg_notify: { sigs: [['text', 'text']], result: VOID },
  pg_cancel_backend: { sigs: [['int4']], result: Oid.bool },
  pg_terminate_backend: { sigs: [['int4'], ['int4', 'int8']], result: Oid.bool },
};

const OTHER_CLAUSES = ['fromClause', 'whereClause', 'groupClause', 'havingClause', 'sortClause', 'limitCount', 'limitOffset', 'withClause', 'distinctClause', 'valuesLists', 'windowClause', 'lockingClause', 'intoClause'];

/**
 * `SELECT pg_advisory_lock(k)`, `SELECT pg_try_advisory_lock($1, $2)`, `SELECT pg_notify(c, p)` …:
 * a SELECT whose every output is a call of a session function (no FROM, no other clause) is run
 * by the session, which evaluates the arguments first. Returns null for any other SELECT.
 */
export function planSessionFunctions(ctx: PlanCtx, f: Fields, planArgs: ArgsPlanner): SessionFunctionPlan | null {
  if (f['op'] !== undefined && f['op'] !== 'SETOP_NONE') return null;
  for (const k of OTHER_CLAUSES) {
    const v = f[k];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) return null;
  }
  const targets = (f['targetList'] as AstNode[] | undefined) ?? [];
  if (targets.length === 0) return null;
  const calls: SessionFunctionPlan['calls'] = [];
  const argTargets: AstNode[] = [];
  const columns: ResultColumn[] = [];
  for (const t of targets) {
    const rt = fieldsOf(t);
    const val = rt['val'] as AstNode | undefined;
    if (val === undefined || nodeType(val) !== 'FuncCall') return null;
    const fc = fieldsOf(val);
    const parts = names(fc['funcname'] as AstNode[]);
    const name = parts[parts.length - 1] ?? '';
    if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'pg_catalog')) return null;
    const def = SESSION_FUNCTIONS[name];
    if (def === undefined || fc['agg_star'] === true || fc['agg_distinct'] === true || fc['over'] !== undefined || fc['agg_filter'] !== undefined) return null;
    const args = (fc['args'] as AstNode[] | undefined) ?? [];
    const sig = def.sigs.find((s) => s.length === args.length);
    if (sig === undefined) return null;
    args.forEach((arg, i) => {
      argTargets.push({ ResTarget: { val: { TypeCast: { arg, typeName: { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: sig[i] } }], typemod: -1, location: -1 }, location: -1 } } } });
    });
    calls.push({ fn: name, argc: args.length, twoKeys: sig.length === 2 && sig[0] === 'int4' && sig[1] === 'int4' });
    columns.push({ name: (rt['name'] as string | undefined) ?? name, typeOid: def.result, typmod: -1, tableOid: 0, attnum: 0 });
  }
  let args: SqlPlan | null = null;
  if (argTargets.length > 0) {
    const r = translateSelect({ targetList: argTargets, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' }, new Scope(ctx));
    args = planArgs(r.sql, r.columns.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: 0, attnum: 0 })));
  }
  return { kind: 'session-fn', calls, args, columns, paramTypes: args?.paramTypes ?? [...ctx.paramTypes] };
}
