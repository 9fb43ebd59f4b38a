import { coerceUserRange } from './range-casts.js';
import { FIRST_USER_OID, Oid, domainBase, findRowType, findUserType, rowTypeByOid, userTypeByOid, type UserTypeDef } from '@pgsqlite/catalog';
import { coerceComposite } from './composite.js';
import { untypedToUserType } from './untyped-input.js';
import { quoteString } from '../sql/quote.js';
import { replaceSqliteIdentifier } from '../sql/identifier-tokens.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { isString, typeName } from './types.js';
import { coerceUserArray } from './user-arrays.js';
import { coerceCitext } from './citext.js';
import { coerceHstore } from './hstore.js';

/** The coercion function this module delegates base-type coercions to (coerce.ts's `coerce`). */
export type CoerceFn = (ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: 'implicit' | 'assignment' | 'explicit') => Expr;

/** A user enum or domain named `parts` (optionally schema-qualified), as (oid, typmod); undefined when none. */
export function resolveUserTypeName(ctx: PlanCtx, parts: readonly string[], isArray: boolean): { oid: number; typmod: number } | undefined {
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  const t = findUserType(ctx.catalog, name, schema, ctx.searchPath) ?? findRowType(ctx.catalog, name, schema, ctx.searchPath);
  if (!t) return undefined;
  return { oid: isArray ? t.arrayOid : t.oid, typmod: -1 };
}

/** The type expressions of a column of type `oid` carry: a domain reads as its base type. */
export function exprTypeOf(ctx: PlanCtx, oid: number, typmod: number): { type: number; typmod: number; domain?: number } {
  if (oid < FIRST_USER_OID) return { type: oid, typmod };
  const t = userTypeByOid(ctx.catalog, oid);
  if (t?.kind !== 'd') return { type: oid, typmod };
  const base = domainBase(ctx.catalog, oid);
  return { type: base.oid, typmod: typmod >= 0 ? typmod : base.typmod, domain: oid };
}

/** Sort key of an enum value: its pg_enum.enumsortorder (values are stored as labels). */
export function enumSortSql(type: number, sql: string): string | undefined {
  if (type < FIRST_USER_OID) return undefined;
  return `(SELECT enumsortorder FROM _pgsqlite_enum WHERE enumtypid = ${type} AND enumlabel = ${sql})`;
}

/**
 * Sort key of an enum value where SQLite allows no subquery (a CHECK constraint, an index
 * expression or predicate, a generated column): a CASE over the labels the type has now. A label
 * added later (ALTER TYPE … ADD VALUE) is refused with 0A000 there rather than compared wrongly.
 */
export function enumSortCaseSql(ctx: PlanCtx, type: number, sql: string): string | undefined {
  if (type < FIRST_USER_OID) return undefined;
  const t = userTypeByOid(ctx.catalog, type);
  if (t?.kind !== 'e') return undefined;
  const whens = t.labels.map((l) => `WHEN ${quoteString(l.label)} THEN ${l.sortOrder}`).join(' ');
  const added = quoteString(`comparing a label of enum ${t.name} added after this expression was created is not supported by pgsqlite`);
  return `(CASE ${sql} ${whens} ELSE (CASE WHEN ${sql} IS NULL THEN NULL ELSE pg_raise('0A000', ${added}) END) END)`;
}

/** The label of an enum sort key (inverse of enumSortSql), as a CASE over the labels this plan knows. */
export function enumLabelSql(ctx: PlanCtx, type: number, sortSql: string): string {
  const labels = userTypeByOid(ctx.catalog, type)?.labels ?? [];
  if (labels.length === 0) return 'NULL';
  return `(CASE ${sortSql} ${labels.map((l) => `WHEN ${l.sortOrder} THEN ${quoteString(l.label)}`).join(' ')} END)`;
}

function raise(code: string, message: string): string {
  return `pg_raise('${code}', ${quoteString(message)})`;
}

/**
 * Wraps `sql` (base-type storage) with the domain's NOT NULL and CHECK constraints, as
 * CoerceToDomain. The checks read a column `value`: a value evaluated once is bound by a
 * subquery; a column, constant or parameter (`simple`) is written in place of `value`, so the
 * coercion also stands where SQLite allows no subquery (a CHECK constraint, a default).
 */
function domainChecked(t: UserTypeDef, sql: string, simple: boolean): string {
  const whens: string[] = [];
  if (t.notNull) whens.push(`WHEN value IS NULL THEN ${raise('23502', `domain ${t.name} does not allow null values`)}`);
  for (const c of t.checks) whens.push(`WHEN NOT (${c.sqlite}) THEN ${raise('23514', `value for domain ${t.name} violates check constraint "${c.name}"`)}`);
  if (whens.length === 0) return sql;
  if (simple) return `(CASE ${replaceSqliteIdentifier(`${whens.join(' ')} ELSE value`, 'value', `(${sql})`)} END)`;
  return `(SELECT CASE ${whens.join(' ')} ELSE value END FROM (SELECT ${sql} AS value))`;
}

/** An expression cheap and stable enough to write several times: a column, a constant, a parameter. */
function isSimple(e: Expr): boolean {
  return e.column !== undefined || e.constant !== undefined || e.isNull === true || e.literal !== undefined || e.param !== undefined;
}

/**
 * A column value `sql` (base-type storage) of type `oid` checked as the domain it is, or undefined
 * when `oid` is no domain with NOT NULL or CHECK constraints. INSERT applies it to the defaults of
 * omitted domain columns (PostgreSQL coerces a default to the domain, so a violating default fails).
 */
export function domainCheckedSql(ctx: PlanCtx, oid: number, sql: string): string | undefined {
  if (oid < FIRST_USER_OID) return undefined;
  const t = userTypeByOid(ctx.catalog, oid);
  if (t?.kind !== 'd' || (!t.notNull && t.checks.length === 0 && !hasConstrainedBase(ctx, t))) return undefined;
  // a domain over a domain: the base domain's constraints are checked first
  const chain: UserTypeDef[] = [];
  for (let d: UserTypeDef | undefined = t; d?.kind === 'd'; d = userTypeByOid(ctx.catalog, d.baseOid)) chain.unshift(d);
  return chain.reduce((out, d, i) => domainChecked(d, out, i === 0 && /^["\w.]+$/.test(sql)), sql);
}

function hasConstrainedBase(ctx: PlanCtx, t: UserTypeDef): boolean {
  const base = userTypeByOid(ctx.catalog, t.baseOid);
  return base?.kind === 'd' && (base.notNull || base.checks.length > 0 || hasConstrainedBase(ctx, base));
}

/** text → enum at run time: a known label, else 22P02 as enum_in (one call, no subquery: it may sit in a CHECK or a default). */
function enumFromText(ctx: PlanCtx, t: UserTypeDef, sql: string): string {
  const read = `pg_enum_in(${sql}, ${quoteString(t.name)}, ${t.labels.map((l) => quoteString(l.label)).join(', ')})`;
  // a label added in the open transaction: check_safe_enum_use (55P04) after enum_in found it
  const fresh = t.labels.filter((l) => ctx.settings.uncommittedEnumValues?.includes(`${t.oid}:${l.label}`) === true).map((l) => quoteString(l.label));
  if (fresh.length === 0) return read;
  const message = `'unsafe use of new value "' || ${sql} || ${quoteString(`" of enum type ${t.name}`)}`;
  return `(CASE WHEN ${read} IN (${fresh.join(', ')}) THEN pg_raise_hint('55P04', ${message}, 'New enum values must be committed before they can be used.') ELSE ${read} END)`;
}

/**
 * Coercions that involve a user enum or domain (as target or source); undefined when neither
 * type is one, so that `coerce` carries on with built-in types.
 */
export function coerceUserType(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: 'implicit' | 'assignment' | 'explicit', coerce: CoerceFn, castLocation?: number): Expr | undefined {
  if (target < FIRST_USER_OID && e.type < FIRST_USER_OID) return undefined;
  const comp = coerceComposite(ctx, e, target, typmod, mode, coerce, castLocation);
  if (comp) return comp;
  const arr = coerceUserArray(ctx, e, target, typmod, mode, coerce);
  if (arr) return arr;
  const ci = coerceCitext(ctx, e, target, typmod, mode, coerce) ?? coerceHstore(ctx, e, target, typmod, mode, coerce) ?? coerceUserRange(ctx, e, target, typmod, mode, coerce);
  if (ci) return ci;
  const t = userTypeByOid(ctx.catalog, target);
  if (t?.kind === 'd') {
    const base = domainBase(ctx.catalog, target);
    const baseTypmod = typmod >= 0 ? typmod : base.typmod;
    if (e.param !== undefined && e.type === Oid.unknown) ctx.inferParam(e.param, target, typmod);
    const inner = e.isNull ? { ...e, sql: 'NULL' } : coerce(ctx, { ...e, param: undefined, type: e.param !== undefined && e.type === Oid.unknown ? base.oid : e.type }, base.oid, baseTypmod, mode);
    // a domain over a domain: the base domain's constraints first (CoerceToDomain of each level);
    // a simple value stays one written in place at every level (the checks raise or pass it on)
    const chain: UserTypeDef[] = [];
    for (let d: UserTypeDef | undefined = t; d?.kind === 'd'; d = userTypeByOid(ctx.catalog, d.baseOid)) chain.unshift(d);
    const sql = chain.reduce((out, d) => domainChecked(d, out, isSimple(e)), inner.sql);
    return { ...inner, sql, type: base.oid, typmod: baseTypmod, literal: undefined, param: undefined, constant: undefined, domain: target };
  }
  if (t?.kind === 'e') {
    const out = (sql: string): Expr => ({ ...e, sql, type: target, typmod: -1, literal: undefined, param: undefined, constant: undefined });
    const untyped = untypedToUserType(ctx, e, target, out);
    if (untyped !== undefined) return untyped;
    if (e.type === target) return undefined;
    if (mode === 'explicit' && isString(e.type)) return out(enumFromText(ctx, t, e.sql));
    return undefined;
  }
  // enum → string types: the stored label is the text (I/O conversion, allowed in assignment and explicitly).
  const src = userTypeByOid(ctx.catalog, e.type);
  if (src?.kind === 'e' && mode !== 'implicit' && isString(target)) return coerce(ctx, { ...e, type: Oid.text }, target, typmod, mode);
  // enum → any other built-in type: pg_cast has no such cast (a runtime conversion would misreport the OIDs)
  if (src?.kind === 'e' && mode === 'explicit' && target < FIRST_USER_OID && !isString(target)) {
    throw ctx.error('cannot_coerce', `cannot cast type ${typeName(e.type)} to ${typeName(target)}`, castLocation ?? e.location);
  }
  return undefined;
}
