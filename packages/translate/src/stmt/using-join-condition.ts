import type { ScopeColumn } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { INLINED_ARG } from '../analyze/sql-functions.js';
import { commonTypeMismatch, selectCommonType } from '../analyze/conditional.js';

/**
 * The condition of one JOIN … USING / NATURAL column: PostgreSQL's `=` of the two columns
 * (transformJoinUsingClause builds `l.col = r.col` through the operator), so numeric 1 meets 1.0,
 * interval '1 day' meets '24 hours', an integer meets a numeric, and types with no `=` are 42883.
 */
export function usingCondition(scope: Scope, left: ScopeColumn, right: ScopeColumn, location?: number): string {
  // transformJoinUsingClause resolves the merged column's common type first (42804, no position)
  if (selectCommonType([left.type, right.type]) === undefined) throw commonTypeMismatch(scope.ctx, [left.type, right.type], [undefined, undefined], 'JOIN/USING');
  const side = (c: ScopeColumn): Record<string, unknown> => ({ [INLINED_ARG]: { expr: { sql: c.sql, type: c.type, typmod: c.typmod, name: c.name, column: c } } });
  const node = { A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '=' } }], lexpr: side(left), rexpr: side(right), location } };
  const env = { scope, clause: 'JOIN/USING' };
  return asBool(translateExpr(node, env), env, 'argument of JOIN/USING').sql;
}

/**
 * buildMergedJoinVar: an inner join's merged column prefers the side that needs no coercion to
 * the common type (`int_t JOIN numeric_t USING (k)` shows the numeric side's 1.0).
 */
export function innerMergedSide(left: ScopeColumn, right: ScopeColumn): ScopeColumn {
  const common = selectCommonType([left.type, right.type]);
  return common !== undefined && common !== left.type && common === right.type ? right : left;
}
