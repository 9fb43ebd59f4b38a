import { Oid, typeByOid, type UserAggregateDef } from '@pgsqlite/catalog';
import { isDistinctArgument } from './distinct-order-args.js';
import type { AstNode, Fields } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { INLINED_ARG } from './sql-functions.js';
import { sortKey } from './order-key.js';
import { leftmostLocation } from '../errors/location.js';

/**
 * A call of an aggregate whose transition function is a user function (LANGUAGE sql, or a
 * PL/pgSQL body pgsqlite inlines): SQLite cannot call such a function row by row, so the query
 * folds the rows itself, as nodeAgg.c advances the state:
 *
 *   (WITH RECURSIVE x(j) AS (SELECT json_group_array(json_array(args…) [ORDER BY …]) [FILTER …]),
 *     f(i, s, e) AS (SELECT 0, <initcond>, 1 UNION ALL
 *                    SELECT i + 1, sfunc(s, args of row i), … FROM f, x WHERE i < json_array_length(x.j))
 *    SELECT finalfunc(s) FROM f ORDER BY i DESC LIMIT 1)
 *
 * The json_group_array is an aggregate of the calling query (SQLite evaluates an aggregate whose
 * arguments are the outer query's columns there), so GROUP BY, DISTINCT, ORDER BY and FILTER
 * apply as for any aggregate. A strict transition function skips rows with a NULL argument and,
 * without an initial value, takes the first row's first argument as the state; a NULL state
 * stays NULL. Window calls are 0A000.
 */
export function foldAggregateCall(
  f: Fields,
  def: UserAggregateDef,
  args: readonly Expr[],
  env: ExprEnv,
  argEnv: ExprEnv,
  clauses: { order: (f: Fields, env: ExprEnv) => string; filter: (node: AstNode, env: ExprEnv) => Expr },
): Expr {
  const ctx = env.scope.ctx;
  const location = f['location'] as number | undefined;
  if (f['over']) throw ctx.error('feature_not_supported', `aggregate ${def.name} (its transition function is a user function) as a window function is not supported by pgsqlite`, location);
  const functions = ctx.catalog.userFunctions?.() ?? [];
  const sfunc = functions.find((fn) => fn.oid === def.sfuncOid);
  const final = def.finalfuncOid === undefined ? undefined : functions.find((fn) => fn.oid === def.finalfuncOid);
  if (sfunc === undefined || (def.finalfuncOid !== undefined && final === undefined)) {
    throw ctx.error('undefined_function', `a support function of aggregate ${def.name} no longer exists`, location);
  }
  const blob = (t: number): boolean => typeByOid(t)?.storage === 'blob';
  const packed = args.map((a) => (blob(a.type) ? `iif(${a.sql} IS NULL, NULL, hex(${a.sql}))` : a.sql));
  let collected = `json_group_array(${f['agg_distinct'] ? 'DISTINCT ' : ''}json_array(${packed.join(', ')})${order(f, args, argEnv, clauses)})`;
  if (f['agg_filter']) collected += ` FILTER (WHERE ${clauses.filter(f['agg_filter'] as AstNode, env).sql})`;
  const item = (k: number): Expr => {
    const a = args[k] as Expr;
    const v = `json_extract("__fold_x".j, '$[' || "__fold".i || '][${k}]')`;
    return { sql: blob(a.type) ? `unhex(${v})` : v, type: a.type, typmod: a.typmod, name: '?column?' };
  };
  const state: Expr = { sql: '"__fold".s', type: def.stype, typmod: -1, name: 's' };
  // a VARIADIC aggregate passes its array to the transition function's VARIADIC parameter
  const call = (schema: string, name: string, callArgs: Expr[], variadic = false): string => {
    const node = { FuncCall: { funcname: [{ String: { sval: schema } }, { String: { sval: name } }], args: callArgs.map((expr) => ({ [INLINED_ARG]: { expr } })), location, ...(variadic ? { func_variadic: true } : {}) } } as AstNode;
    return translateExpr(node, { scope: env.scope, clause: env.clause }).sql;
  };
  const rowArgs = args.map((_, k) => item(k));
  const step = call(sfunc.schema, sfunc.name, [state, ...rowArgs], def.variadic === true && sfunc.modes?.includes('v') === true);
  const init = def.initcond === null ? 'NULL' : coerce(ctx, { sql: quoteString(def.initcond), type: Oid.unknown, typmod: -1, name: '?column?', literal: def.initcond }, def.stype, -1, 'explicit').sql;
  let next = step;
  let empty = '0';
  if (sfunc.strict) {
    const anyNull = rowArgs.map((a) => `(${a.sql}) IS NULL`).join(' OR ') || '0';
    const first = def.initcond === null && rowArgs[0] !== undefined ? ` WHEN "__fold".e = 1 THEN ${coerce(ctx, rowArgs[0], def.stype, -1, 'implicit').sql}` : '';
    next = `CASE WHEN ${anyNull} THEN "__fold".s${first} WHEN "__fold".s IS NULL THEN NULL ELSE ${step} END`;
    empty = `CASE WHEN ${anyNull} THEN "__fold".e ELSE 0 END`;
  }
  const result = final === undefined ? state : { sql: call(final.schema, final.name, [state]), type: def.resultType, typmod: -1, name: def.name };
  const sql =
    `(WITH RECURSIVE "__fold_x"(j) AS (SELECT ${collected}), ` +
    `"__fold"(i, s, e) AS (SELECT 0, ${init}, 1 UNION ALL SELECT "__fold".i + 1, ${next}, ${empty} FROM "__fold", "__fold_x" WHERE "__fold".i < json_array_length("__fold_x".j)) ` +
    `SELECT ${result.sql} FROM "__fold" ORDER BY "__fold".i DESC LIMIT 1)`;
  return { sql, type: def.resultType, typmod: -1, name: def.name, nameStrength: 2, hasAgg: true };
}

/**
 * The rows' order: the call's ORDER BY; with DISTINCT, PostgreSQL sorts by the ORDER BY items and
 * then the remaining arguments to find duplicates, so the values come out in that order.
 */
function order(f: Fields, args: readonly Expr[], env: ExprEnv, clauses: { order: (f: Fields, env: ExprEnv) => string }): string {
  const given = clauses.order(f, env);
  if (!f['agg_distinct']) return given;
  const ctx = env.scope.ctx;
  const listed = new Set<string>();
  for (const n of (f['agg_order'] as AstNode[] | undefined) ?? []) {
    const s = n['SortBy'] as Fields;
    const e = translateExpr(s['node'] as AstNode, env);
    // 42P10, as transformDistinctClause for aggregates
    if (!args.some((a) => isDistinctArgument(a, e))) throw ctx.error('invalid_column_reference', 'in an aggregate with DISTINCT, ORDER BY expressions must appear in argument list', e.location ?? leftmostLocation(s['node'] as AstNode));
    listed.add(e.sql);
  }
  const rest = args.filter((a) => !listed.has(a.sql)).map((a) => `${sortKey(a, ctx)} ASC NULLS LAST`);
  if (rest.length === 0) return given;
  return given === '' ? ` ORDER BY ${rest.join(', ')}` : `${given}, ${rest.join(', ')}`;
}
