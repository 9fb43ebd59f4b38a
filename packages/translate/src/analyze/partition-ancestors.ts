import { Oid, type Catalog, type RelationDef } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import { lookupSql } from './catalog-lookup.js';
import type { Expr } from './expr-types.js';
import type { Scope } from './scope.js';

/**
 * The relation and its ancestors up the partition tree, nearest first (get_partition_ancestors):
 * empty for a relation that is neither a partition nor a partitioned table.
 */
function ancestors(catalog: Catalog, rel: RelationDef): number[] {
  if (rel.partitionKey === undefined && rel.partitionBound === undefined) return [];
  const chain = [rel.oid];
  let cur: RelationDef | undefined = rel;
  while (cur?.partitionBound !== undefined) {
    const parent: number | undefined = cur.inherits?.[0];
    if (parent === undefined || chain.includes(parent)) break;
    chain.push(parent);
    cur = catalog.relationByOid(parent);
  }
  return chain;
}

/**
 * pg_partition_ancestors(regclass) in FROM: one row (relid regclass) per relation of the
 * partition tree from the argument up to its root; no rows for a relation outside a partition
 * tree or for NULL. The argument is a regclass (an untyped literal names the relation, 42P01 when
 * none has the name).
 */
export function partitionAncestorsRows(args: Expr[], scope: Scope): { from: string; columns: { name: string; type: number; sql: (alias: string) => string }[]; ordinality: (alias: string) => string } | undefined {
  const a = args[0];
  if (args.length !== 1 || a === undefined) return undefined;
  const ctx = scope.ctx;
  const rel = a.type === Oid.regclass || a.type === Oid.oid ? a : coerce(ctx, a, Oid.regclass, -1, 'implicit');
  const pairs = [...ctx.catalog.relations()].flatMap((r) => {
    const chain = ancestors(ctx.catalog, r);
    return chain.length > 0 ? [[r.oid, JSON.stringify(chain)] as const] : [];
  });
  const from = `(SELECT value AS relid, key + 1 AS n FROM json_each(${lookupSql(rel.sql, pairs)}))`;
  return { from, columns: [{ name: 'relid', type: Oid.regclass, sql: (alias) => `${alias}.relid` }], ordinality: (alias) => `${alias}.n` };
}
