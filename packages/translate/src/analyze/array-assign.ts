import { compositeAssignSql } from './composite-assign.js';
import type { ColumnDef } from '@pgsqlite/catalog';
import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { jsonbSubscriptPath } from './jsonb-subscript.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { sliceBoundsSql, subscriptsOf } from './indirection.js';
import { isHstoreType, isInteger, planType } from './types.js';
import { hstoreAssignSql } from './hstore-subscript.js';
import { elementFieldAssignSql } from './element-field-assign.js';
import { assignThroughDomain } from './domain-assign.js';

/**
 * The new value of an array column for `SET col[i] = x` / `SET col[lo:hi] = arr` (UPDATE, ON
 * CONFLICT DO UPDATE): `column` is the column's current value. Undefined when the indirection is
 * not all subscripts (field assignment). The value is coerced by assignment rules to the element
 * type (an index) or the array type (a slice), with the column's typmod.
 */
export function arrayAssignSql(column: Expr, indirection: AstNode[], value: AstNode, env: ExprEnv, location: number | undefined): string | undefined {
  const viaDomain = assignThroughDomain(column, env, (base) => arrayAssignSql(base, indirection, value, env, location));
  if (viaDomain !== null) return viaDomain;
  if (indirection.some((n) => nodeType(n) !== 'A_Indices')) return elementFieldAssignSql(column, indirection, value, env, location);
  const ctx = env.scope.ctx;
  if (nodeType(value) === 'SetToDefault') throw ctx.error('feature_not_supported', 'cannot set an array element to DEFAULT', location);
  if (isHstoreType(column.type)) return hstoreAssignSql(column, indirection, value, env);
  if (column.type === Oid.jsonb) {
    const path = jsonbSubscriptPath(indirection, env, location);
    const x = coerce(ctx, translateExpr(value, env), Oid.jsonb, -1, 'assignment');
    const first = indirection[0] ? fieldsOf(indirection[0])['uidx'] : undefined;
    const firstInt = first !== undefined && isInteger(translateExpr(first as AstNode, env).type) ? 1 : 0;
    return `pg_jsonb_assign(${column.sql}, ${path.sql}, ${x.sql}, ${firstInt})`;
  }
  const subs = subscriptsOf(indirection, env, column, location);
  const v = translateExpr(value, env);
  if (subs.some((s) => s.slice)) {
    const src = coerce(ctx, v, column.type, column.typmod, 'assignment');
    return `pg_array_set_slice(${column.sql}, ${sliceBoundsSql(subs)}, ${src.sql})`;
  }
  const elem = planType(column.type)?.elemOid as number;
  const x = coerce(ctx, v, elem, column.typmod, 'assignment');
  const idx = subs.map((s) => (s.upper as Expr).sql).join(', ');
  return `pg_array_set(${column.sql}, json_array(${idx}), json_array(${x.sql}))`;
}

/**
 * `INSERT INTO t (a[i]) VALUES (x)` / `(a[lo:hi])`: the array built by assigning into NULL (so
 * `a[0]` gives `[0:0]={x}`, as PostgreSQL). Undefined when the target column has no subscripts.
 */
export function insertTargetValue(target: AstNode | undefined, col: ColumnDef, value: AstNode, env: ExprEnv): string | undefined {
  const rt = target?.['ResTarget'] as Fields | undefined;
  const indirection = rt?.['indirection'] as AstNode[] | undefined;
  if (!rt || !indirection) return undefined;
  const empty: Expr = { sql: 'NULL', type: col.typeOid, typmod: col.typmod, name: col.name };
  const sql = arrayAssignSql(empty, indirection, value, env, rt['location'] as number | undefined) ?? compositeAssignSql(empty, indirection, value, env, rt['location'] as number | undefined);
  if (sql === undefined) throw env.scope.ctx.error('feature_not_supported', 'assignment to fields is not supported by pgsqlite', rt['location'] as number | undefined);
  return sql;
}
