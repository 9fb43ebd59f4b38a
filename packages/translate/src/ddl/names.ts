import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { isTempSchema } from './temp-schema.js';

/** The schema a new object goes to: the qualified one, else the first existing schema of the search path. */
export function targetSchema(ctx: PlanCtx, rv: Fields): string {
  const schema = rv['schemaname'] as string | undefined;
  if (schema !== undefined) {
    if (!ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`, rv['location']);
    return schema;
  }
  const first = defaultSchema(ctx);
  if (first === undefined) throw ctx.error('invalid_schema_name', 'no schema has been selected to create in', rv['location']);
  return first;
}

/**
 * SQLite name of a relation or index: plain for `public`, `schema.name` otherwise. SQLite reserves
 * every name beginning with `sqlite_` (in any case) for itself, while PostgreSQL lets a user
 * create `sqlite_evil`: such a name is stored with a leading `.` (the catalog keeps the mapping,
 * so clients see the name they chose, and SQLite's own tables stay out of reach).
 */
export function sqliteNameFor(schema: string, name: string): string {
  const plain = schema === 'public' ? name : `${schema}.${name}`;
  return plain.slice(0, 7).toLowerCase() === 'sqlite_' ? `.${plain}` : plain;
}

/** The first schema of the search path that exists (`$user` is skipped when there is no such schema, as in PG). */
export function defaultSchema(ctx: PlanCtx): string | undefined {
  const existing = ctx.catalog.schemas();
  return ctx.searchPath.find((s) => existing.includes(s) && !isTempSchema(s));
}

/**
 * A SQLite name for a new relation or index of `schema` named `name` that no other one has:
 * sqliteNameFor's, else with `~2`, `~3`… appended. SQLite's names are one case-insensitive
 * namespace, PostgreSQL's are case-sensitive and follow RENAMEs the SQLite name does not (an index
 * keeps its SQLite name): "T" beside t, or a new index named as a renamed one was, would collide.
 */
export function freshSqliteName(ctx: PlanCtx, schema: string, name: string): string {
  const base = sqliteNameFor(schema, name);
  const taken = new Set<string>();
  for (const r of ctx.catalog.relations()) taken.add(r.sqliteName.toLowerCase());
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base}~${i}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
