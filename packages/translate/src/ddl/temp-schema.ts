import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { quoteString } from '../sql/quote.js';
import type { CatalogWriter } from './catalog-steps.js';

/**
 * Prefix of a session's temporary schema, `pg_temp_<backend pid>` as in PostgreSQL. The session
 * puts its own at the front of the search path it plans with once it uses temporary tables
 * (namespace.c: pg_temp is searched first unless listed elsewhere); it is never a creation target
 * for unqualified names (see names.ts defaultSchema).
 */
export const TEMP_SCHEMA_PREFIX = 'pg_temp_';

/** True for a session temporary schema name. */
export function isTempSchema(schema: string): boolean {
  return schema.startsWith(TEMP_SCHEMA_PREFIX);
}

/** A relation to create is temporary: TEMP / TEMPORARY, or named in pg_temp (RangeVarAdjustRelationPersistence). */
export function isTempRangeVar(rv: Fields): boolean {
  return rv['relpersistence'] === 't' || rv['schemaname'] === 'pg_temp';
}

/**
 * The schema of a CREATE TEMP TABLE: the session's temporary schema (the pg_temp_N of the search
 * path), created by `writer`'s steps when missing. `pg_temp.x` names it too; any other schema is
 * 42P16 as in PostgreSQL.
 */
export function tempTableSchema(ctx: PlanCtx, rv: Fields, writer: CatalogWriter): string {
  const schema = ctx.searchPath.find(isTempSchema);
  const given = rv['schemaname'] as string | undefined;
  if (given !== undefined && given !== 'pg_temp' && given !== schema) {
    throw ctx.error('invalid_table_definition', 'cannot create temporary relation in non-temporary schema', rv['location']);
  }
  if (schema === undefined) throw ctx.error('feature_not_supported', 'temporary tables need a session', rv['location']);
  if (!ctx.catalog.schemas().includes(schema)) {
    writer.add(`INSERT INTO _pgsqlite_namespace (oid, nspname) VALUES (${writer.allocOid()}, ${quoteString(schema)})`);
  }
  return schema;
}

/** CREATE TABLE's ON COMMIT clause as the session carries it out (42P16 on a permanent table, as PostgreSQL). */
export function onCommitAction(ctx: PlanCtx, stmt: Fields, temp: boolean, schema: string, name: string): DdlPlan['onCommit'] {
  const oncommit = stmt['oncommit'] as string | undefined;
  if (oncommit === undefined || oncommit === 'ONCOMMIT_NOOP') return undefined;
  if (!temp) throw ctx.error('invalid_table_definition', 'ON COMMIT can only be used on temporary tables');
  if (oncommit === 'ONCOMMIT_PRESERVE_ROWS') return undefined;
  return { action: oncommit === 'ONCOMMIT_DROP' ? 'drop' : 'delete_rows', schema, name };
}
