import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { bindParameters, callArguments, chooseUserFunction } from '../analyze/sql-functions.js';
import type { SqlPlan } from '../plan.js';
import { translateInsert } from './insert.js';
import { translateDelete, translateUpdate } from './update-delete.js';
import { multiStepPlan } from './multi-step.js';

/**
 * `SELECT f(…)` of a SQL function RETURNS void whose body is one INSERT, UPDATE or DELETE (as
 * migrations and RPC-style apps call them): the body runs with the arguments bound, then the
 * statement returns PostgreSQL's one row with a NULL void column. Only this shape is planned:
 * a call anywhere else is 0A000 (sql-functions.ts). A parameter whose name is also a column of a
 * table the body names is 0A000 (PostgreSQL resolves such a name to the column).
 */

const DML = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** The body statement of a void SQL function when it is one INSERT/UPDATE/DELETE, else undefined. */
export function voidDmlBody(stmt: AstNode): AstNode | undefined {
  return DML.has(nodeType(stmt)) ? stmt : undefined;
}

/** The plan of `SELECT f(args)` for a void DML function, or null when `f` is not that shape. */
export function planVoidFunctionCall(ctx: PlanCtx, sel: Fields): SqlPlan | null {
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  const others = ['fromClause', 'whereClause', 'groupClause', 'havingClause', 'sortClause', 'limitCount', 'limitOffset', 'withClause', 'distinctClause', 'valuesLists', 'larg', 'windowClause'];
  if (targets.length !== 1 || others.some((k) => sel[k] !== undefined)) return null;
  const rt = fieldsOf(targets[0] as AstNode);
  const call = (rt['val'] as AstNode | undefined)?.['FuncCall'] as Fields | undefined;
  if (call === undefined) return null;
  const parts = names(call['funcname']);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  const visible = (ctx.catalog.userFunctions?.() ?? []).filter((fn) => fn.name === name && (schema !== undefined ? fn.schema === schema : ctx.searchPath.includes(fn.schema)));
  if (!visible.some((fn) => fn.dml !== undefined)) return null;
  const scope = new Scope(ctx);
  const chosen = chooseUserFunction(call, parts, { scope, clause: 'SELECT' });
  const dml = chosen?.fn.dml;
  if (chosen === undefined || dml === undefined) return null;
  const fn = chosen.fn;
  const args = callArguments(ctx, fn, chosen.slots);
  const body = JSON.parse(dml) as AstNode;
  refuseShadowedParameters(ctx, fn, body, call['location'] as number | undefined);
  const type = nodeType(body);
  const bound = fieldsOf(bindParameters(body, fn.name, fn.argNames, args));
  const r = type === 'InsertStmt' ? translateInsert(ctx, bound) : type === 'UpdateStmt' ? translateUpdate(ctx, bound) : translateDelete(ctx, bound);
  if (r.steps !== undefined) throw ctx.error('feature_not_supported', `function ${fn.name}: a body running as several statements is not supported by pgsqlite`, call['location'] as number | undefined);
  const column = (rt['name'] as string | undefined) ?? fn.name;
  return multiStepPlan(ctx, [{ sql: r.sql, role: 'run' }, { sql: 'SELECT NULL AS "v"', role: 'result' }], [{ name: column, typeOid: Oid.void, typmod: -1, tableOid: 0, attnum: 0 }], 'SELECT');
}

/**
 * 0A000 when a parameter name is also a column of a table the body names (PostgreSQL resolves
 * the name to the column there; the body is bound by name here), or when the written table has
 * triggers (this path would not fire them).
 */
function refuseShadowedParameters(ctx: PlanCtx, fn: UserFunctionDef, body: AstNode, location: number | undefined): void {
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
    const clash = fn.argNames.find((a) => a !== '' && rel.columns.some((c) => c.name === a));
    if (clash !== undefined) throw ctx.error('feature_not_supported', `function ${fn.name}: parameter "${clash}" named like a column of "${rel.name}" is not supported by pgsqlite (rename the parameter)`, location);
    if ((ctx.catalog.triggers?.() ?? []).some((t) => t.relOid === rel.oid)) throw ctx.error('feature_not_supported', `function ${fn.name}: writing a table with triggers from a SQL function is not supported by pgsqlite`, location);
  }
}
