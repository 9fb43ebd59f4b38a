import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { Scope } from './scope.js';
import { partitionAncestorsRows, partitionTreeRows } from './partition-ancestors.js';

/**
 * Set-returning catalog functions in FROM (pg_options_to_table, aclexplode below; pg_partition_ancestors and
 * pg_partition_tree in partition-ancestors.ts).
 */
export function catalogRangeFunction(
  name: string,
  args: Expr[],
  scope?: Scope,
): { from: string; columns: { name: string; type: number; sql: (alias: string) => string }[]; ordinality: (alias: string) => string } | undefined {
  if (name === 'pg_options_to_table' && args.length === 1) return optionsToTable(args[0] as Expr);
  if (name === 'aclexplode' && args.length === 1) return aclExplode(args[0] as Expr);
  if (name === 'pg_partition_ancestors' && scope !== undefined) return partitionAncestorsRows(args, scope);
  if (name === 'pg_partition_tree' && scope !== undefined) return partitionTreeRows(args, scope);
  return undefined;
}

/**
 * pg_options_to_table(text[]): each `name=value` option as a row (option_value NULL when the
 * option has no '='); no rows for NULL. Arrays are stored as JSON text.
 */
function optionsToTable(a: Expr): ReturnType<typeof catalogRangeFunction> {
  const eq = `instr(value, '=')`;
  const from = `(SELECT CASE WHEN ${eq} > 0 THEN substr(value, 1, ${eq} - 1) ELSE value END AS option_name,
    CASE WHEN ${eq} > 0 THEN substr(value, ${eq} + 1) END AS option_value, key + 1 AS n FROM json_each(${a.sql}))`;
  return {
    from,
    columns: [
      { name: 'option_name', type: Oid.text, sql: (alias) => `${alias}.option_name` },
      { name: 'option_value', type: Oid.text, sql: (alias) => `${alias}.option_value` },
    ],
    ordinality: (alias) => `${alias}.n`,
  };
}

/** aclexplode(aclitem[]): each privilege of each item (grantor, grantee — 0 for PUBLIC —, privilege_type, is_grantable). */
function aclExplode(a: Expr): ReturnType<typeof catalogRangeFunction> {
  const col = (k: string): string => `json_extract(value, '$.${k}')`;
  const from = `(SELECT ${col('grantor')} AS grantor, ${col('grantee')} AS grantee, ${col('privilege_type')} AS privilege_type, ${col('is_grantable')} AS is_grantable, key + 1 AS n FROM json_each(pg_aclexplode(${a.sql})))`;
  return {
    from,
    columns: [
      { name: 'grantor', type: Oid.oid, sql: (alias) => `${alias}.grantor` },
      { name: 'grantee', type: Oid.oid, sql: (alias) => `${alias}.grantee` },
      { name: 'privilege_type', type: Oid.text, sql: (alias) => `${alias}.privilege_type` },
      { name: 'is_grantable', type: Oid.bool, sql: (alias) => `${alias}.is_grantable` },
    ],
    ordinality: (alias) => `${alias}.n`,
  };
}
