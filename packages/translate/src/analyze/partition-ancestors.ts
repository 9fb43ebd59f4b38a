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
  const rel = relationArg(args, scope);
  if (rel === undefined) return undefined;
  const ctx = scope.ctx;
  const pairs = [...ctx.catalog.relations()].flatMap((r) => {
    const chain = ancestors(ctx.catalog, r);
    return chain.length > 0 ? [[r.oid, JSON.stringify(chain)] as const] : [];
  });
  const from = `(SELECT value AS relid, key + 1 AS n FROM json_each(${lookupSql(rel.sql, pairs)}))`;
  return { from, columns: [{ name: 'relid', type: Oid.regclass, sql: (alias) => `${alias}.relid` }], ordinality: (alias) => `${alias}.n` };
}

/**
 * The partition tree under `root`, breadth first as find_all_inheritors walks it (each level's
 * children in OID order): `[relid, parentrelid, isleaf, level]` per relation, the root's parent
 * its own (NULL when it is no partition), level counted from the root.
 */
function tree(catalog: Catalog, root: RelationDef): [number, number | null, boolean, number][] {
  const out: [number, number | null, boolean, number][] = [];
  const seen = new Set<number>();
  let level: { rel: RelationDef; parent: number | null }[] = [{ rel: root, parent: root.partitionBound === undefined ? null : (root.inherits?.[0] ?? null) }];
  for (let depth = 0; level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { rel, parent } of level) {
      if (seen.has(rel.oid)) continue;
      seen.add(rel.oid);
      out.push([rel.oid, parent, rel.partitionKey === undefined, depth]);
      for (const child of rel.inheritedBy ?? []) {
        const c = catalog.relationByOid(child);
        if (c?.partitionBound !== undefined) next.push({ rel: c, parent: rel.oid });
      }
    }
    level = next;
  }
  return out;
}

/**
 * pg_partition_tree(regclass) in FROM: the relation and every partition below it (relid,
 * parentrelid regclass, isleaf bool, level int); no rows for a relation outside a partition tree
 * or for NULL (check_rel_can_be_partition).
 */
export function partitionTreeRows(args: Expr[], scope: Scope): { from: string; columns: { name: string; type: number; sql: (alias: string) => string }[]; ordinality: (alias: string) => string } | undefined {
  const rel = relationArg(args, scope);
  if (rel === undefined) return undefined;
  const ctx = scope.ctx;
  const pairs = [...ctx.catalog.relations()].flatMap((r) => (r.partitionKey === undefined && r.partitionBound === undefined ? [] : [[r.oid, JSON.stringify(tree(ctx.catalog, r))] as const]));
  const from = `(SELECT value ->> 0 AS relid, value ->> 1 AS parentrelid, value ->> 2 AS isleaf, value ->> 3 AS level, key + 1 AS n FROM json_each(${lookupSql(rel.sql, pairs)}))`;
  return {
    from,
    columns: [
      { name: 'relid', type: Oid.regclass, sql: (alias) => `${alias}.relid` },
      { name: 'parentrelid', type: Oid.regclass, sql: (alias) => `${alias}.parentrelid` },
      { name: 'isleaf', type: Oid.bool, sql: (alias) => `${alias}.isleaf` },
      { name: 'level', type: Oid.int4, sql: (alias) => `${alias}.level` },
    ],
    ordinality: (alias) => `${alias}.n`,
  };
}

/** The one regclass argument of the partition functions (an untyped literal names the relation, 42P01 when none has the name). */
function relationArg(args: Expr[], scope: Scope): Expr | undefined {
  const a = args[0];
  if (args.length !== 1 || a === undefined) return undefined;
  return a.type === Oid.regclass || a.type === Oid.oid ? a : coerce(scope.ctx, a, Oid.regclass, -1, 'implicit');
}
