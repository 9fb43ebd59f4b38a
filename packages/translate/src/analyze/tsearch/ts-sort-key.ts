import type { Expr } from '../expr-types.js';

/**
 * ORDER BY / GROUP BY keys of tsvector and tsquery: a text whose byte order is their btree order
 * (tsvector_cmp: size, lexeme count, then lexeme by lexeme with positions; tsquery: node count,
 * then size). Undefined for other types.
 */
export function tsSortKeySql(e: Expr): string | undefined {
  if (e.type === 3614) return `pg_ts_key('tsvector', ${e.sql})`;
  if (e.type === 3615) return `pg_ts_key('tsquery', ${e.sql})`;
  return undefined;
}
