import { quoteString } from '../sql/quote.js';
import type { PlanCtx } from './context.js';

/** True for a session's temporary schema (pg_temp_N), which the session puts first implicitly. */
function isTempSchema(name: string): boolean {
  return name.startsWith('pg_temp_');
}

/**
 * The schemas of the search path that exist, in order (namespace.c's fetch_search_path): with
 * `includeImplicit` the session's temporary schema and pg_catalog lead, as PostgreSQL lists them;
 * without, neither appears unless named.
 */
export function currentSchemas(ctx: PlanCtx, includeImplicit: boolean): string[] {
  const existing = new Set([...ctx.catalog.schemas(), 'pg_catalog', 'information_schema']);
  const path = ctx.searchPath.filter((s) => existing.has(s));
  const temp = path.filter(isTempSchema);
  const explicit = path.filter((s) => !isTempSchema(s));
  if (!includeImplicit) return explicit;
  return [...temp, ...(explicit.includes('pg_catalog') ? [] : ['pg_catalog']), ...explicit];
}

/**
 * current_schema(): the first existing schema of the search path, not counting the temporary
 * schema the session put first implicitly; null when none exists (PostgreSQL returns NULL).
 * An explicit `pg_temp` at the head of search_path is not told apart from the implicit one.
 */
export function currentSchema(ctx: PlanCtx): string | null {
  return currentSchemas(ctx, false)[0] ?? null;
}

/** current_schema() as a SQLite literal (a name, or NULL). */
export function currentSchemaSql(ctx: PlanCtx): string {
  const name = currentSchema(ctx);
  return name === null ? 'NULL' : quoteString(name);
}
