import { Oid, parseQualifiedName, type Catalog, type RelationDef } from '@pgsqlite/catalog';
import { sqlLiteral } from '../sql/quote.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { isInteger } from './types.js';

type Key = number | string;
type Value = number | string | null;

/**
 * A lookup of catalog facts by key, evaluated by SQLite per row:
 * `(SELECT column2 FROM (VALUES (k, v), …) WHERE column1 = arg)`, NULL when nothing matches.
 */
export function lookupSql(arg: string, pairs: readonly (readonly [Key, Value])[], otherwise = 'NULL'): string {
  if (pairs.length === 0) return otherwise === 'NULL' ? `(CASE WHEN ${arg} IS NULL THEN NULL END)` : `(CASE WHEN ${arg} IS NULL THEN NULL ELSE ${otherwise} END)`;
  const values = pairs.map(([k, v]) => `(${sqlLiteral(k)}, ${sqlLiteral(v)})`).join(', ');
  const found = `(SELECT column2 FROM (VALUES ${values}) WHERE column1 = ${arg})`;
  return otherwise === 'NULL' ? found : `(CASE WHEN ${arg} IS NULL THEN NULL ELSE COALESCE(${found}, ${otherwise}) END)`;
}

/** An argument of type oid (oid and the reg* types, integers, untyped literals), or undefined. */
export function oidArg(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (!e) return undefined;
  if (e.type === Oid.oid || e.type === Oid.regclass || e.type === Oid.regtype || e.type === Oid.regproc || e.type === Oid.regoper || e.type === Oid.regnamespace || e.type === Oid.regrole || isInteger(e.type)) return e;
  if (e.type === Oid.unknown) return coerce(env.scope.ctx, e, Oid.oid, -1, 'implicit');
  return undefined;
}

/** A text argument (text-like or untyped), or undefined. */
export function textArg(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (!e) return undefined;
  if (e.type === Oid.unknown || e.type === Oid.text || e.type === Oid.varchar || e.type === Oid.name || e.type === Oid.bpchar) {
    return coerce(env.scope.ctx, e, Oid.text, -1, 'implicit');
  }
  return undefined;
}

/** True when a relation is found first on the search path under its own name (pg_table_is_visible). */
export function isVisible(catalog: Catalog, rel: RelationDef, searchPath: readonly string[]): boolean {
  return catalog.findRelation(rel.name, undefined, searchPath)?.oid === rel.oid;
}

/** Resolves a relation name as regclass input does (undefined when there is none). */
export function resolveRelationName(catalog: Catalog, text: string, searchPath: readonly string[]): RelationDef | undefined {
  const parts = parseQualifiedName(text);
  if (!parts) return undefined;
  const name = parts[parts.length - 1] as string;
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  return catalog.findRelation(name, schema, searchPath);
}

/** Moved down to @pgsqlite/catalog (the runtime reads it too); re-exported for this package's modules. */
export { parseQualifiedName } from '@pgsqlite/catalog';
