import type { PlanCtx } from '../analyze/context.js';
import { TEMP_SCHEMA_PREFIX } from './temp-schema.js';

/**
 * Objects other than relations created in the session's temporary schema (`pg_temp.f()`, a
 * temporary type or domain). PostgreSQL creates them in pg_temp_N, callable only qualified and
 * dropped at session end; pgsqlite keeps a session's temporary objects in its SQLite
 * connection's TEMP database, which holds relations (tables, views, sequences, indexes) only —
 * functions, aggregates and types are read from the shared database. Rather than creating a
 * permanent object every session would see (or answering 3F000 as if pg_temp did not exist),
 * such a statement is refused with 0A000 naming the feature.
 */

/** True when `schema` names the temporary schema: `pg_temp`, or a `pg_temp_N`. */
export function isTempSchema(schema: string | undefined): boolean {
  return schema === 'pg_temp' || (schema !== undefined && schema.startsWith(TEMP_SCHEMA_PREFIX));
}

/** What is being created, in the plural the message uses. */
export type TempObjectKind = 'functions' | 'procedures' | 'aggregates' | 'types' | 'domains';

/** Throws 0A000 when `schema`, the target of a CREATE of `kind`, is the temporary schema. */
export function refuseTempObject(ctx: PlanCtx, schema: string | undefined, kind: TempObjectKind, location?: number): void {
  if (!isTempSchema(schema)) return;
  throw ctx.error('feature_not_supported', `temporary ${kind} (created in schema pg_temp) are not supported by pgsqlite`, location, {
    hint: 'Create it in a permanent schema (and drop it when the session ends).',
  });
}
