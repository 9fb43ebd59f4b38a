import type { ScopeColumn } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { INLINED_ARG } from '../analyze/sql-functions.js';
import { commonTypeMismatch, selectCommonType } from '../analyze/conditional.js';
import { coerce } from '../analyze/coerce.js';

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

/**
 * A USING column's side as the merged column reads it: coerced to the two sides' common type
 * (buildMergedJoinVar), so `int_t LEFT JOIN bigint_t USING (k)` gives a bigint k — and `k` is then
 * another expression than `int_t.k` (GROUP BY k does not group int_t.k). A coerced side is no
 * longer a plain column (no table OID / attnum in RowDescription).
 */
export function mergedSide(scope: Scope, side: ScopeColumn, other: ScopeColumn): ScopeColumn {
  const common = selectCommonType([side.type, other.type]);
  if (common === undefined || common === side.type) return side;
  const e = coerce(scope.ctx, { sql: side.sql, type: side.type, typmod: side.typmod, name: side.name, column: side }, common, -1, 'implicit');
  const { domain: _domain, ...plain } = side;
  return { ...plain, sql: e.sql, type: common, typmod: -1, tableOid: 0, attnum: 0 };
}
