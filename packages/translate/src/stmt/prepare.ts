import { EXECUTE_PARAM } from '../analyze/execute-param.js';
import { type Catalog, typeByOid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { resolveTypeName } from '../analyze/expr.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { parseStatements, type ParsedStatement } from '../parse/parser.js';
import { typeLabel } from '../ddl/type-label.js';
import type { PreparedPlan } from '../plan.js';

/**
 * Plan-cache locations of the statements PREPARE and EXECUTE carry: negative, so their cache
 * keys never meet the statement's own (which uses its offset in the query string).
 */
function innerLocation(outer: ParsedStatement, slot: 0 | 1): number {
  return -2 * (outer.location + 1) - slot;
}

/** PREPARE name [(type, …)] AS statement (the statement is planned by the session, as Parse does). */
export function planPrepare(ctx: PlanCtx, f: Fields): PreparedPlan {
  const types = ((f['argtypes'] as AstNode[] | undefined) ?? []).map((n) => resolveTypeName(ctx, fieldsOf(n)).oid);
  const statement: ParsedStatement = { ...ctx.stmt, location: innerLocation(ctx.stmt, 0), ast: f['query'] as AstNode };
  return { kind: 'prepared', action: 'prepare', name: String(f['name']), statement, paramTypes: types, tag: 'PREPARE' };
}

/**
 * EXECUTE name [(arg, …)]: the arguments become `SELECT arg::type, …` once the session knows the
 * prepared statement's parameter types (see `executeArgsStatement`).
 */
export function planExecute(ctx: PlanCtx, f: Fields): PreparedPlan {
  const args = (f['params'] as AstNode[] | undefined) ?? [];
  const statement: ParsedStatement = { ...ctx.stmt, location: innerLocation(ctx.stmt, 1), ast: { SelectStmt: { targetList: args } } };
  return { kind: 'prepared', action: 'execute', name: String(f['name']), statement, paramTypes: [], tag: 'EXECUTE', argCount: args.length };
}

/** DEALLOCATE [PREPARE] name | ALL. */
export function planDeallocate(f: Fields): PreparedPlan {
  const name = f['name'] as string | undefined;
  return { kind: 'prepared', action: 'deallocate', name: name ?? null, paramTypes: [], tag: name === undefined ? 'DEALLOCATE ALL' : 'DEALLOCATE' };
}

/**
 * The statement evaluating EXECUTE's arguments, each coerced by assignment (as PostgreSQL's
 * EvaluateParams coerces them: analyze/execute-param.ts) to the prepared statement's parameter type — a user type (enum,
 * domain, composite) by its name in `catalog`, so the value gets that type's storage.
 */
export function executeArgsStatement(plan: PreparedPlan, types: readonly number[], catalog: Catalog, searchPath: readonly string[]): ParsedStatement {
  const stmt = plan.statement as ParsedStatement;
  const targets = (fieldsOf(stmt.ast)['targetList'] as AstNode[]).map((arg, i) => ({
    ResTarget: { val: { [EXECUTE_PARAM]: { arg, typeName: typeNameOf(types[i] ?? 25, catalog, searchPath), param: i + 1 } } },
  }));
  return { ...stmt, ast: { SelectStmt: { targetList: targets, limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } } };
}

function typeNameOf(oid: number, catalog: Catalog, searchPath: readonly string[]): Fields {
  const t = typeByOid(oid);
  if (t === undefined) return userTypeName(typeLabel(catalog, searchPath, oid, -1)) ?? { names: [{ String: { sval: 'text' } }], typemod: -1, location: -1 };
  const elem = t.elemOid !== 0 ? typeByOid(t.elemOid) : undefined;
  if (elem !== undefined) return { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: elem.name } }], typemod: -1, arrayBounds: [{ Integer: { ival: -1 } }], location: -1 };
  return { names: [{ String: { sval: 'pg_catalog' } }, { String: { sval: t.name } }], typemod: -1, location: -1 };
}

/** The TypeName node of a type as format_type spells it (undefined when it has no name: `???`). */
function userTypeName(label: string): Fields | undefined {
  if (label.includes('???')) return undefined;
  const sel = fieldsOf(parseStatements(`SELECT NULL::${label}`)[0]?.ast as AstNode);
  const cast = fieldsOf(fieldsOf((sel['targetList'] as AstNode[])[0] as AstNode)['val'] as AstNode);
  return cast['typeName'] as Fields;
}

/**
 * CREATE TABLE … AS EXECUTE name [(arg, …)] [WITH [NO] DATA] (ExecCreateTableAs → ExecuteQuery):
 * the session finds the prepared statement and plans the CREATE TABLE AS again over its query
 * (`createAsExecuteStatement`).
 */
export function planCreateTableAsExecute(ctx: PlanCtx, f: Fields): PreparedPlan {
  const args = (f['params'] as AstNode[] | undefined) ?? [];
  return { kind: 'prepared', action: 'create_as', name: String(f['name']), statement: ctx.stmt, paramTypes: [], tag: 'SELECT', argCount: args.length };
}

/**
 * The CREATE TABLE AS of `outer` (its query an EXECUTE) with the prepared SELECT `prepared` in
 * place of the EXECUTE, each `$n` the n-th argument coerced by assignment to the parameter type,
 * as EvaluateParams does. Its source joins both texts: the plan depends on both.
 */
export function createAsExecuteStatement(outer: ParsedStatement, prepared: ParsedStatement, types: readonly number[], catalog: Catalog, searchPath: readonly string[]): ParsedStatement {
  const ctas = fieldsOf(outer.ast) as Fields;
  const args = (fieldsOf(ctas['query'] as AstNode)['params'] as AstNode[] | undefined) ?? [];
  const swap = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(swap);
    if (n === null || typeof n !== 'object') return n;
    const ref = (n as Record<string, unknown>)['ParamRef'] as Fields | undefined;
    if (ref !== undefined) {
      const i = Number(ref['number']);
      return { [EXECUTE_PARAM]: { arg: args[i - 1], typeName: typeNameOf(types[i - 1] ?? 25, catalog, searchPath), param: i } };
    }
    return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, swap(v)]));
  };
  const ast = { CreateTableAsStmt: { ...ctas, query: swap(prepared.ast) } } as AstNode;
  return { ...outer, source: `${outer.source}\u0000${prepared.source}`, ast };
}
