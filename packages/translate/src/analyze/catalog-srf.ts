import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';

/**
 * Set-returning catalog functions in FROM. pg_partition_ancestors(rel): pgsqlite has no
 * partitioning, so a relation's ancestors are the relation itself (one row, depth 1).
 */
export function catalogRangeFunction(
  name: string,
  args: Expr[],
): { from: string; columns: { name: string; type: number; sql: (alias: string) => string }[]; ordinality: (alias: string) => string } | undefined {
  if (name !== 'pg_partition_ancestors' || args.length !== 1) return undefined;
  const a = args[0] as Expr;
  return { from: `(SELECT ${a.sql} AS relid)`, columns: [{ name: 'relid', type: Oid.oid, sql: (alias) => `${alias}.relid` }], ordinality: () => '1' };
}
