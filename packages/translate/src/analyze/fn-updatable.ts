import { builtinTableName, Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import { lookupSql, oidArg } from './catalog-lookup.js';
import { CMD_DELETE, CMD_UPDATE, relationEvents } from '../stmt/view-target.js';

/**
 * pg_relation_is_updatable(oid, include_triggers) and pg_column_is_updatable(oid, attnum,
 * include_triggers) (misc.c over rewriteHandler.c relation_is_updatable): tables take every event,
 * views what their rules and automatic updatability allow (stmt/view-target.ts). pgsqlite has no
 * INSTEAD OF triggers, so include_triggers changes nothing. A built-in relation: every event for
 * a table, none for a view.
 */
const r = (sql: string, type: number) => ({ sql, type, typmod: -1 });

const builtinEvents = (oidSql: string): string => `COALESCE((SELECT CASE WHEN relkind IN ('r', 'p') THEN 28 ELSE 0 END FROM ${builtinTableName('pg_class')} WHERE oid = ${oidSql}), 0)`;

export const UPDATABLE_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_relation_is_updatable: (args, env) => {
    const a = args.length === 2 ? oidArg(env, args[0]) : undefined;
    if (a === undefined) return undefined;
    const { catalog, searchPath } = env.scope.ctx;
    const pairs = [...catalog.relations()].filter((x) => x.kind === 'r' || x.kind === 'p' || x.kind === 'v').map((x) => [x.oid, relationEvents({ catalog, searchPath }, x.oid)] as const);
    return r(`(CASE WHEN ${args[1]!.sql} IS NULL THEN NULL ELSE ${lookupSql(a.sql, pairs, builtinEvents(a.sql))} END)`, Oid.int4);
  },
  pg_column_is_updatable: (args, env) => {
    const a = args.length === 3 ? oidArg(env, args[0]) : undefined;
    if (a === undefined) return undefined;
    const { catalog, searchPath } = env.scope.ctx;
    const need = CMD_UPDATE | CMD_DELETE;
    const pairs: (readonly [string, number])[] = [];
    for (const x of catalog.relations()) {
      if (x.kind !== 'r' && x.kind !== 'p' && x.kind !== 'v') continue;
      for (const c of x.columns) pairs.push([`${x.oid}:${c.attnum}`, (relationEvents({ catalog, searchPath }, x.oid, new Set([c.attnum])) & need) === need ? 1 : 0]);
    }
    const key = `(${a.sql} || ':' || ${args[1]!.sql})`;
    const builtin = `(CASE WHEN ${args[1]!.sql} > 0 AND ${builtinEvents(a.sql)} = 28 THEN 1 ELSE 0 END)`;
    return r(`(CASE WHEN ${args[1]!.sql} IS NULL OR ${args[2]!.sql} IS NULL THEN NULL WHEN ${args[1]!.sql} <= 0 THEN 0 ELSE ${lookupSql(key, pairs, builtin)} END)`, Oid.bool);
  },
};
