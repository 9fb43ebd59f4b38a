import { PgError } from '@pgsqlite/errors';
import type { Expr } from '../analyze/expr-types.js';

/**
 * A LIMIT/OFFSET value that must not be negative (2201W / 2201X): a constant is checked now,
 * anything else when the row is read.
 */
export function nonNegative(e: Expr, code: string, what: string): string {
  const message = `${what} must not be negative`;
  if (e.constant && e.constant.value !== null) {
    if (BigInt(e.constant.value as number | bigint) < 0n) throw PgError.fromCode(code, message);
    return e.sql;
  }
  return `(CASE WHEN ${e.sql} < 0 THEN pg_raise('${code}', '${message}') ELSE ${e.sql} END)`;
}
