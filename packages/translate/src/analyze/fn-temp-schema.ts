import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import { oidArg } from './catalog-lookup.js';
import { isTempSchema } from '../ddl/temp-schema.js';

const r = (sql: string, type: number) => ({ sql, type, typmod: -1 });

/**
 * pg_my_temp_schema() and pg_is_other_temp_schema(oid), from the namespaces the session's
 * catalog lists: its own temporary schema is the pg_temp_N of its search path (0 until it has
 * created a temporary object), every other pg_temp_N belongs to another session.
 */
export const TEMP_SCHEMA_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_my_temp_schema: (args, env) => {
    if (args.length !== 0) return undefined;
    const ctx = env.scope.ctx;
    const own = ctx.searchPath.find(isTempSchema);
    const ns = own === undefined ? undefined : ctx.catalog.namespaces().find((n) => n.name === own);
    return r(String(ns?.oid ?? 0), Oid.oid);
  },
  pg_is_other_temp_schema: (args, env) => {
    const a = args.length === 1 ? oidArg(env, args[0]) : undefined;
    if (!a) return undefined;
    const ctx = env.scope.ctx;
    const own = ctx.searchPath.find(isTempSchema);
    const others = ctx.catalog.namespaces().filter((n) => isTempSchema(n.name) && n.name !== own).map((n) => n.oid);
    return r(`(CASE WHEN ${a.sql} IS NULL THEN NULL WHEN ${a.sql} IN (${others.join(', ') || 'NULL'}) THEN 1 ELSE 0 END)`, Oid.bool);
  },
};
