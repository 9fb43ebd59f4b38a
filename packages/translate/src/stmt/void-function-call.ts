import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { bindParameters, callArguments, chooseUserFunction } from '../analyze/sql-functions.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateTargets } from './targets.js';
import { parameterColumn } from './user-function-rows.js';
import type { SqlPlan } from '../plan.js';
import { translateInsert } from './insert.js';
import { translateDelete, translateUpdate } from './update-delete.js';
import { multiStepPlan } from './multi-step.js';

/**
 * `SELECT f(…)` of a SQL function RETURNS void whose body is one INSERT, UPDATE or DELETE (as
 * migrations and RPC-style apps call them): the body runs with the arguments bound, then the
 * statement returns PostgreSQL's one row with a NULL void column. A FROM-less SELECT list may hold
 * several such calls (run left to right) next to expressions that read nothing (literals,
 * parameters, operators, casts: `SELECT 1, log_ev('z')`); a call anywhere else is 0A000
 * (sql-functions.ts). In the body a name is a column when a table in scope there has one, else
 * the parameter (PostgreSQL's sql_fn_post_column_ref: columns win).
 */

const DML = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** Expression nodes that read no table and call nothing. */
const INERT = new Set(['A_Const', 'TypeCast', 'TypeName', 'ParamRef', 'A_Expr', 'BoolExpr', 'NullTest', 'BooleanTest', 'A_ArrayExpr', 'RowExpr', 'List', 'String', 'Integer', 'Float', 'Boolean']);

/** The body statement of a void SQL function when it is one INSERT/UPDATE/DELETE, else undefined. */
export function voidDmlBody(stmt: AstNode): AstNode | undefined {
  return DML.has(nodeType(stmt)) ? stmt : undefined;
}

/** The plan of `SELECT f(args)[, …]` for void DML functions, or null when the statement is not that shape. */
export function planVoidFunctionCall(ctx: PlanCtx, sel: Fields): SqlPlan | null {
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  const others = ['fromClause', 'whereClause', 'groupClause', 'havingClause', 'sortClause', 'limitCount', 'limitOffset', 'withClause', 'distinctClause', 'valuesLists', 'larg', 'windowClause', 'lockingClause', 'intoClause'];
  if (targets.length === 0 || others.some((k) => sel[k] !== undefined)) return null;
  const userFns = ctx.catalog.userFunctions?.() ?? [];
  if (!userFns.some((fn) => fn.dml !== undefined)) return null;
  const scope = new Scope(ctx);
  const calls = targets.map((t) => voidCall(ctx, scope, userFns, t));
  if (!calls.some((c) => c !== undefined)) return null;
  if (targets.some((t, i) => calls[i] === undefined && !inert(t['ResTarget']?.['val']))) return null;
  const steps = calls.flatMap((c) => (c === undefined ? [] : [{ sql: runBody(ctx, c.fn, c.args, c.location), role: 'run' as const }]));
  // The result row: the other targets as written, NULL (void) for each call.
  const list = targets.map((t, i) => {
    const c = calls[i];
    if (c === undefined) return t;
    const rt = t['ResTarget'] as Fields;
    return { ResTarget: { ...rt, name: (rt['name'] as string | undefined) ?? c.fn.name, val: { A_Const: { isnull: true, location: -1 } } } };
  });
  const out = translateTargets(list, { scope, clause: 'SELECT' });
  const columns = out.columns.map((col, i) => ({ name: col.name, typeOid: calls[i] !== undefined ? Oid.void : col.type, typmod: calls[i] !== undefined ? -1 : col.typmod, tableOid: 0, attnum: 0 }));
  return multiStepPlan(ctx, [...steps, { sql: `SELECT ${out.sql.join(', ')}`, role: 'result' }], columns, 'SELECT');
}

/** A target that is a call of a void DML function: the function and its arguments. */
function voidCall(ctx: PlanCtx, scope: Scope, userFns: readonly UserFunctionDef[], target: AstNode): { fn: UserFunctionDef; args: Expr[]; location: number | undefined } | undefined {
  const call = (target['ResTarget']?.['val'] as AstNode | undefined)?.['FuncCall'] as Fields | undefined;
  if (call === undefined) return undefined;
  const parts = names(call['funcname']);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  if (!userFns.some((fn) => fn.dml !== undefined && fn.name === name && (schema !== undefined ? fn.schema === schema : ctx.searchPath.includes(fn.schema)))) return undefined;
  const chosen = chooseUserFunction(call, parts, { scope, clause: 'SELECT' });
  if (chosen === undefined || chosen.fn.dml === undefined) return undefined;
  return { fn: chosen.fn, args: callArguments(ctx, chosen.fn, chosen.slots), location: call['location'] as number | undefined };
}

/** The body of `fn` as one SQLite statement: `$n` bound, names resolved as columns first, then as parameters. */
function runBody(ctx: PlanCtx, fn: UserFunctionDef, args: readonly Expr[], location: number | undefined): string {
  const body = JSON.parse(fn.dml ?? 'null') as AstNode;
  refuseTriggers(ctx, fn, body, location);
  const type = nodeType(body);
  const bound = fieldsOf(bindParameters(body, fn.name, [], args));
  const holder = new Scope(ctx);
  holder.fallback = (fields) => parameterColumn(fn, args, fields);
  const r = type === 'InsertStmt' ? translateInsert(ctx, bound, holder) : type === 'UpdateStmt' ? translateUpdate(ctx, bound, holder) : translateDelete(ctx, bound, holder);
  if (r.steps !== undefined) throw ctx.error('feature_not_supported', `function ${fn.name}: a body running as several statements is not supported by pgsqlite`, location);
  return r.sql;
}

/** Whether `node` reads no table and calls no function (its value does not depend on when it is computed). */
function inert(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(inert);
  if (node === null || typeof node !== 'object') return true;
  const obj = node as Record<string, unknown>;
  const keys = Object.keys(obj);
  const type = keys.length === 1 ? (keys[0] as string) : undefined;
  if (type !== undefined && type[0] !== undefined && type[0] >= 'A' && type[0] <= 'Z' && !INERT.has(type)) return false;
  return Object.values(obj).every(inert);
}

/** 0A000 when a table the body writes or reads has triggers (this path would not fire them). */
function refuseTriggers(ctx: PlanCtx, fn: UserFunctionDef, body: AstNode, location: number | undefined): void {
  const tables: Fields[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n !== null && typeof n === 'object') {
      for (const [k, v] of Object.entries(n as Record<string, unknown>)) {
        // The written table is an unwrapped RangeVar (`relation`), FROM items are wrapped ones.
        if (k === 'RangeVar' || (k === 'relation' && v !== null && typeof v === 'object' && 'relname' in v)) tables.push(v as Fields);
        walk(v);
      }
    }
  };
  walk(body);
  for (const rv of tables) {
    const rel = ctx.catalog.findRelation(String(rv['relname']), rv['schemaname'] as string | undefined, ctx.searchPath);
    if (rel === undefined) continue;
    if ((ctx.catalog.triggers?.() ?? []).some((t) => t.relOid === rel.oid)) throw ctx.error('feature_not_supported', `function ${fn.name}: writing a table with triggers from a SQL function is not supported by pgsqlite`, location);
  }
}
