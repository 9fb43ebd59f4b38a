import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import { lookupSql, oidArg } from './catalog-lookup.js';
import { coerce } from './coerce.js';
import { partitionConstraintDef, partitionKeyDef } from '../catalog-views/pg-inherits.js';
import { typeLabel } from '../ddl/type-label.js';
import { ancestorConstraint } from '../ddl/create-partition.js';

const r = (sql: string, type: number) => ({ sql, type, typmod: -1 });

/** Partitioning's introspection functions: pg_get_partkeydef, pg_partition_root. */
export const PARTITION_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_get_partkeydef: (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const rels = [...env.scope.ctx.catalog.relations()].filter((x) => x.partitionKey !== undefined);
    return r(lookupSql(a.sql, rels.map((x) => [x.oid, partitionKeyDef(x) ?? ''] as const)), Oid.text);
  },
  // satisfies_hash_partition(parent, modulus, remainder, VARIADIC keys): PostgreSQL's hash of the keys (runtime partition-hash.ts)
  // a key's hash taken by its operator class's own function (ddl/partition-bound.ts keyTexts): type 0 tells the runtime
  pgsqlite_partition_hash: (args) => (args.length === 1 && args[0] !== undefined ? r(args[0].sql, 0) : undefined),
  satisfies_hash_partition: (args) => {
    if (args.length < 4) return undefined;
    const keys = args.slice(3).map((k) => `${k.type}, ${k.sql}`);
    return r(`pg_hash_partition(${args[1]?.sql ?? 'NULL'}, ${args[2]?.sql ?? 'NULL'}, ${keys.join(', ')})`, Oid.bool);
  },
  pg_get_partition_constraintdef: (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const ctx = env.scope.ctx;
    const label = (oid: number): string => typeLabel(ctx.catalog, ctx.searchPath, oid, -1);
    const pairs = [...ctx.catalog.relations()].flatMap((x) => {
      const text = partitionConstraintDef(ctx.catalog, x, label, () => (x.partitionBound === undefined ? null : ancestorConstraint(ctx, x)));
      return text === null ? [] : [[x.oid, text] as const];
    });
    return r(lookupSql(a.sql, pairs), Oid.text);
  },
  pg_partition_root: (args, env) => {
    // (its argument is a regclass: an untyped literal names the relation)
    const given = args.length === 1 ? args[0] : undefined;
    const a = given?.type === Oid.unknown ? coerce(env.scope.ctx, given, Oid.regclass, -1, 'implicit') : oidArg(env, given);
    if (!a) return undefined;
    const catalog = env.scope.ctx.catalog;
    const pairs: (readonly [number, string])[] = [];
    for (const rel of catalog.relations()) {
      if (rel.partitionKey === undefined && rel.partitionBound === undefined) continue;
      let top = rel;
      for (let up = catalog.relationByOid(top.inherits?.[0] ?? 0); top.partitionBound !== undefined && up !== undefined; up = catalog.relationByOid(top.inherits?.[0] ?? 0)) top = up;
      pairs.push([rel.oid, String(top.oid)]);
    }
    return r(`CAST(${lookupSql(a.sql, pairs)} AS INTEGER)`, Oid.regclass);
  },
};
