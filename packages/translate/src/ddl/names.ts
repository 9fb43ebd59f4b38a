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
  // The catalog's index of lowercased SQLite names (issue 18: a walk over every relation per
  // candidate was a DDL statement's largest planning cost in a catalog of hundreds of tables).
  const taken = (candidate: string): boolean => sqliteNameTaken(ctx.catalog, candidate);
  if (!taken(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base}~${i}`;
    if (!taken(candidate)) return candidate;
  }
}

/** `a.toLowerCase() === b.toLowerCase()`, without making either string when an ASCII character tells them apart. */
export function sameIgnoringCase(a: string, b: string): boolean {
  if (a === b) return true;
  const common = Math.min(a.length, b.length);
  let i = 0;
  for (; i < common; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Beyond ASCII, lowercasing may change lengths or give ASCII (the Kelvin sign): as JavaScript does.
    if (x >= 0x80 || y >= 0x80) return a.toLowerCase() === b.toLowerCase();
    if ((x | 0x20) !== (y | 0x20) || (x | 0x20) < 0x61 || (x | 0x20) > 0x7a) return false;
  }
  if (a.length === b.length) return true;
  const longer = a.length > b.length ? a : b;
  for (; i < longer.length; i++) if (longer.charCodeAt(i) >= 0x80) return a.toLowerCase() === b.toLowerCase();
  return false;
}

/** Whether a relation's SQLite name is `name` ignoring case (the catalog's index, else a walk). */
export function sqliteNameTaken(catalog: PlanCtx['catalog'], name: string): boolean {
  if (catalog.sqliteNameTaken !== undefined) return catalog.sqliteNameTaken(name);
  for (const r of catalog.relations()) if (sameIgnoringCase(r.sqliteName, name)) return true;
  return false;
}
