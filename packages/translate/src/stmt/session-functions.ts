import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { type AstNode, type Fields, fieldsOf, locationOf, names, nodeType } from '../parse/ast.js';
import type { ResultColumn, SessionFunctionPlan, SqlPlan } from '../plan.js';
import { translateSelect } from './select.js';
import { SESSION_COMPANIONS, SETTINGS_SESSION_FUNCTIONS } from './session-functions-settings.js';
import { LARGE_OBJECT_FUNCTIONS } from './large-object-functions.js';

/** Builds the SqlPlan producing the rows with packed arguments (the translator's helper). */
export type ArgsPlanner = (rawSql: string, columns: ResultColumn[]) => SqlPlan;

const VOID = 2278;
const LOCK_KEYS = [['int8'], ['int4', 'int4']];

/**
 * Functions the session itself carries out (locks, notifications, settings, sleeps): name →
 * argument type lists and result type; `pack` rewrites the arguments before they are packed and
 * `as` names the call the session makes.
 */
const SESSION_FUNCTIONS: Record<string, { sigs: string[][]; result: number; pack?: (args: AstNode[]) => AstNode[]; as?: string }> = {
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
  ...SETTINGS_SESSION_FUNCTIONS,
  ...LARGE_OBJECT_FUNCTIONS,
};

/** The session function a FuncCall node names (unqualified or pg_catalog.), if any, in `table`. */
function sessionFunction(node: AstNode, table: Record<string, unknown> = SESSION_FUNCTIONS): string | undefined {
  if (nodeType(node) !== 'FuncCall') return undefined;
  const parts = names(fieldsOf(node)['funcname'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'pg_catalog')) return undefined;
  return table[name] === undefined ? undefined : name;
}

const typeName = (name: string): AstNode => ({ TypeName: { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: name } }], typemod: -1, location: -1 } });
const cast = (arg: AstNode, type: string): AstNode => ({ TypeCast: { arg, typeName: fieldsOf(typeName(type)), location: -1 } });

/**
 * A SELECT whose output columns include calls of session functions at the top level:
 * `SELECT pg_advisory_lock(k)`, `SELECT pg_try_advisory_lock(hashtext('x')), 2`,
 * `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE …`, `SELECT pg_notify('c', x) FROM t`.
 * Each such call is replaced by `ARRAY[arg::type::text, …]` (its arguments cast to the function's
 * parameter types, packed into one column); the session runs that SELECT, then makes the calls
 * row by row, in order, and puts their results in those columns. Returns null when the SELECT has
 * no such call; a call anywhere else (WHERE, nested in an expression) is 0A000.
 */
export function planSessionFunctions(ctx: PlanCtx, f: Fields, planArgs: ArgsPlanner): SessionFunctionPlan | null {
  const targets = (f['targetList'] as AstNode[] | undefined) ?? [];
  const calls: SessionFunctionPlan['calls'] = [];
  const newTargets: AstNode[] = [];
  // Next to a session call, a top-level current_setting() is one too: it sees an earlier set_config() of its row.
  const valOf = (t: AstNode): AstNode | undefined => fieldsOf(t)['val'] as AstNode | undefined;
  const companions = targets.some((t) => valOf(t) !== undefined && sessionFunction(valOf(t) as AstNode) !== undefined);
  targets.forEach((t, column) => {
    const rt = fieldsOf(t);
    const target = rt['val'] as AstNode | undefined;
    const textCast = target === undefined ? undefined : castToText(target);
    const val = textCast?.arg ?? target;
    const name = val === undefined ? undefined : (sessionFunction(val) ?? (companions ? sessionFunction(val, SESSION_COMPANIONS) : undefined));
    if (val === undefined || name === undefined) {
      newTargets.push(t);
      return;
    }
    const fc = fieldsOf(val);
    const def = SESSION_FUNCTIONS[name] ?? SESSION_COMPANIONS[name];
    const args = (fc['args'] as AstNode[] | undefined) ?? [];
    const sig = def?.sigs.find((s) => s.length === args.length);
    if (def === undefined || sig === undefined || fc['agg_star'] === true || fc['agg_distinct'] === true || fc['over'] !== undefined || fc['agg_filter'] !== undefined) {
      newTargets.push(t);
      return;
    }
    const given = def.pack === undefined ? args.map((a, i) => cast(a, sig[i] ?? 'text')) : def.pack(args);
    const packed: AstNode = args.length === 0 ? cast({ A_Const: { isnull: true, location: -1 } }, '_text') : { A_ArrayExpr: { elements: given.map((a) => cast(a, 'text')), location: -1 } };
    newTargets.push({ ResTarget: { ...rt, name: (rt['name'] as string | undefined) ?? name, val: packed } });
    const twoKeys = sig.length === 2 && sig[0] === 'int4' && sig[1] === 'int4';
    calls.push({ fn: def.as ?? name, argc: args.length, twoKeys, column, result: textCast?.type ?? def.result, ...(textCast !== undefined ? { textOf: def.result } : {}) });
  });
  const nested = findNested(calls.length === 0 ? f : { ...f, targetList: newTargets });
  if (nested !== undefined) {
    throw ctx.error('feature_not_supported', `${nested.name}() is only supported as an output column of a SELECT`, nested.location);
  }
  if (calls.length === 0) return null;
  const r = translateSelect({ ...f, targetList: newTargets }, new Scope(ctx));
  const columns: ResultColumn[] = r.columns.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: 0, attnum: 0 }));
  const args = planArgs(r.sql, columns);
  const out = columns.map((c, i) => {
    const call = calls.find((k) => k.column === i);
    return call === undefined ? c : { ...c, typeOid: call.result, typmod: -1 };
  });
  return { kind: 'session-fn', calls, args, columns: out, paramTypes: args.paramTypes };
}

/** Result types whose text form the session writes (a cast of the call to text or varchar). */
const TEXT_FORMS = new Set<number>([VOID, Oid.bool, Oid.text, Oid.int4, Oid.int8, Oid.oid]);

/**
 * `call()::text` or `call()::varchar` (no length) of a session function whose result has a text
 * form the session writes (void's is empty, as PostgreSQL's void output): the call and the type.
 */
function castToText(node: AstNode): { arg: AstNode; type: number } | undefined {
  if (nodeType(node) !== 'TypeCast') return undefined;
  const c = fieldsOf(node);
  const arg = c['arg'] as AstNode | undefined;
  const name = arg === undefined ? undefined : sessionFunction(arg);
  const def = name === undefined ? undefined : SESSION_FUNCTIONS[name];
  if (arg === undefined || def === undefined || !TEXT_FORMS.has(def.result)) return undefined;
  const tn = (c['typeName'] ?? {}) as Fields;
  const parts = names((tn['names'] as AstNode[] | undefined) ?? []);
  if ((tn['typmods'] as unknown[] | undefined)?.length || tn['arrayBounds'] !== undefined) return undefined;
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'pg_catalog')) return undefined;
  const type = parts[parts.length - 1];
  return type === 'text' ? { arg, type: Oid.text } : type === 'varchar' ? { arg, type: Oid.varchar } : undefined;
}

/** Whether a node is a call of a session function (pg_sleep, pg_advisory_lock, set_config …). */
export function isSessionFunctionCall(node: AstNode): boolean {
  return sessionFunction(node) !== undefined;
}

/** Whether a SELECT's output columns call a session function at their top level. */
export function hasTopLevelSessionCall(f: Fields): boolean {
  const targets = (f['targetList'] as AstNode[] | undefined) ?? [];
  return targets.some((t) => {
    const val = fieldsOf(t)['val'] as AstNode | undefined;
    return val !== undefined && (sessionFunction(val) !== undefined || castToText(val) !== undefined);
  });
}

/** The first session-function call in `node` (depth first), with its location. */
function findNested(node: unknown): { name: string; location: number | undefined } | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findNested(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const obj = node as Record<string, unknown>;
  if ('FuncCall' in obj) {
    const name = sessionFunction(obj as AstNode);
    if (name !== undefined) return { name, location: locationOf(obj as AstNode) };
  }
  for (const v of Object.values(obj)) {
    const found = findNested(v);
    if (found !== undefined) return found;
  }
  return undefined;
}
