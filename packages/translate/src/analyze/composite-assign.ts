import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { arrayAssignSql } from './array-assign.js';
import { coerce } from './coerce.js';
import { compositeField, shapeOf } from './composite.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { typeName } from './types.js';
import { assignThroughDomain } from './domain-assign.js';

/**
 * Assignment to an attribute of a composite column: `UPDATE t SET c.f = x`, `SET c.f[1] = x`,
 * `SET c.g.f = x`, `INSERT INTO t (c.f) …` (from a NULL composite): the column's value with that
 * attribute replaced (pg_row_set; a NULL composite becomes one whose other attributes are NULL,
 * as PostgreSQL's FieldStore). Undefined when the first indirection is no attribute name or the
 * column no composite.
 */
export function compositeAssignSql(column: Expr, indirection: AstNode[], value: AstNode, env: ExprEnv, location: number | undefined): string | undefined {
  const viaDomain = assignThroughDomain(column, env, (base) => compositeAssignSql(base, indirection, value, env, location));
  if (viaDomain !== null) return viaDomain;
  const first = indirection[0];
  const shape = shapeOf(column.type);
  if (first === undefined || nodeType(first) !== 'String' || shape === undefined) return undefined;
  const ctx = env.scope.ctx;
  const name = String(fieldsOf(first)['sval'] ?? '');
  const index = shape.n.indexOf(name);
  const f = index < 0 || name === '' ? undefined : shape.f[index];
  if (f === undefined) {
    throw ctx.error('undefined_column', `cannot assign to field "${name}" of column "${column.name}" because there is no such column in data type ${typeName(column.type)}`, location);
  }
  if (nodeType(value) === 'SetToDefault') throw ctx.error('feature_not_supported', 'cannot set a subfield to DEFAULT', location);
  const rest = indirection.slice(1);
  let sql: string | undefined;
  if (rest.length === 0) sql = coerce(ctx, translateExpr(value, env), f.o, f.m ?? -1, 'assignment').sql;
  else {
    const current = { ...(compositeField(ctx, column, name, location) as Expr), name };
    sql = arrayAssignSql(current, rest, value, env, location) ?? compositeAssignSql(current, rest, value, env, location);
  }
  if (sql === undefined) throw ctx.error('feature_not_supported', 'this assignment to a field is not supported by pgsqlite', location);
  return `pg_row_set(${column.sql}, ${index}, ${sql}, ${shape.f.length})`;
}
