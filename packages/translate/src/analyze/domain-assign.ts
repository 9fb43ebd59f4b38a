import { domainBase } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';

/**
 * An element or field assignment into a value of a domain over an array or composite: done on
 * the base type, then the finished value cast back to the domain (its constraints checked once,
 * on the result, as PostgreSQL does). Null when `column` is not of a domain type.
 */
export function assignThroughDomain(column: Expr, env: ExprEnv, assign: (base: Expr) => string | undefined): string | undefined | null {
  const ctx = env.scope.ctx;
  const base = domainBase(ctx.catalog, column.type);
  if (base.oid === column.type) return null;
  const sql = assign({ ...column, type: base.oid, typmod: column.typmod >= 0 ? column.typmod : base.typmod });
  if (sql === undefined) return undefined;
  return coerce(ctx, { sql, type: base.oid, typmod: base.typmod, name: column.name }, column.type, column.typmod, 'assignment').sql;
}
