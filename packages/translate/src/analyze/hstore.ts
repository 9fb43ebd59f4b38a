import { Oid, isHstore, userTypesOf } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { isHstoreType, isString } from './types.js';
import { untypedToUserType } from './untyped-input.js';

/**
 * hstore (contrib hstore 1.8), the type CREATE EXTENSION hstore makes. A value is stored as its
 * canonical text output (catalog hstore-value.ts), so `=` and `<>` compare the stored text, the
 * text form is the stored form, and btree order is `pg_hstore_sortkey` (hstore_cmp's order).
 */

type Mode = 'implicit' | 'assignment' | 'explicit';
type CoerceFn = (ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode) => Expr;

/** hstore's OID in the planned database, or undefined before CREATE EXTENSION hstore. */
export function hstoreOid(ctx: PlanCtx): number | undefined {
  return userTypesOf(ctx.catalog).find((t) => t.kind === 'b' && t.name === 'hstore')?.oid;
}

/** The expression is an hstore (or of a domain over it: `type` is then hstore). */
export function isHstoreExpr(ctx: PlanCtx, e: Expr): boolean {
  return isHstore(ctx.catalog, e.type);
}

const fresh = { literal: undefined, param: undefined, constant: undefined, domain: undefined, column: undefined } as const;

/** An expression of another type built from `e` (keeps its name and aggregate flag). */
export function retyped(e: Expr, sql: string, type: number): Expr {
  return { ...e, ...fresh, sql, type, typmod: -1 };
}

/**
 * Casts to and from hstore (pg_cast of hstore 1.8): text[] → hstore, hstore → json / jsonb
 * explicitly; string types ↔ hstore through the text form (I/O conversion: to hstore explicitly,
 * to a string type by assignment too). Undefined when neither side is hstore.
 */
export function coerceHstore(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode, coerce: CoerceFn): Expr | undefined {
  const to = isHstore(ctx.catalog, target);
  const from = isHstore(ctx.catalog, e.type);
  if (to === from) return undefined;
  if (to) {
    const untyped = untypedToUserType(ctx, e, target, (sql) => retyped(e, sql, target));
    if (untyped !== undefined) return untyped;
    if (mode !== 'explicit') return undefined;
    if (e.type === Oid._text || e.type === Oid._varchar) return retyped(e, `pg_hstore_from_array(${e.sql})`, target);
    if (isString(e.type)) return retyped(e, `pg_hstore_in(${coerce(ctx, e, Oid.text, -1, 'explicit').sql})`, target);
    return undefined;
  }
  if (mode === 'explicit' && (target === Oid.json || target === Oid.jsonb)) {
    return retyped(e, `pg_hstore_to_json(${e.sql}, ${target === Oid.jsonb ? 1 : 0}, 0)`, target);
  }
  if (mode !== 'implicit' && isString(target)) return coerce(ctx, retyped(e, e.sql, Oid.text), target, typmod, mode);
  return undefined;
}

/** The order key of an hstore (hstore_cmp's btree order), or undefined for other types. */
export function hstoreKeySql(e: Expr): string | undefined {
  return isHstoreType(e.type) ? `pg_hstore_sortkey(${e.sql})` : undefined;
}
