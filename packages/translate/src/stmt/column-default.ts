import { type ColumnDef, domainBase, userTypeByOid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { coerce } from '../analyze/coerce.js';
import { translateExpr } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import { parseExprText } from '../ddl/table-model.js';

/** What the runtime's transaction clock is called in stored default SQL (analyze/fn-clock.ts outside DML). */
const RUNTIME_CLOCK = 'pg_now()';

/**
 * The SQL of a column's default as this DML statement applies it. A default reading the
 * transaction clock (now(), CURRENT_TIMESTAMP, transaction_timestamp(), LOCALTIMESTAMP…) is
 * stored with the runtime's clock, which SQLite calls once per row; PostgreSQL gives every row of
 * the transaction one value, the one now() in the statement itself gives. Such a default is
 * translated again from its PostgreSQL text here, where the clock is the statement's bound
 * transaction stamp. Other defaults are the stored SQL.
 */
export function columnDefaultSql(ctx: PlanCtx, col: ColumnDef): string | null {
  const stored = col.defaultSqlite;
  if (stored === null || stored === undefined || !stored.includes(RUNTIME_CLOCK)) return stored ?? null;
  const user = userTypeByOid(ctx.catalog, col.typeOid);
  const text = col.defaultExpr ?? user?.defaultExpr ?? null;
  if (text === null) return stored;
  const domain = user?.kind === 'd' ? domainBase(ctx.catalog, col.typeOid) : undefined;
  const e = translateExpr(parseExprText(text), { scope: new Scope(ctx), clause: 'DEFAULT expressions' });
  return coerce(ctx, e, domain?.oid ?? col.typeOid, domain && col.typmod < 0 ? domain.typmod : col.typmod, 'assignment').sql;
}
