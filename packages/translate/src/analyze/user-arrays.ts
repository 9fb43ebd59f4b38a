import { FIRST_USER_OID, Oid, domainBase, typeByOid, typeIn, type UserTypeDef } from '@pgsqlite/catalog';
import { toPgError } from '@pgsqlite/errors';
import { quoteString, sqlLiteral } from '../sql/quote.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { isString } from './types.js';

/** The coercion function base-type coercions are delegated to (coerce.ts's `coerce`). */
type CoerceFn = (ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: 'implicit' | 'assignment' | 'explicit') => Expr;

/** The user enum or domain a user array type holds, or undefined when `oid` is not the array type of one. */
export function userArrayElement(ctx: PlanCtx, oid: number): UserTypeDef | undefined {
  if (oid < FIRST_USER_OID) return undefined;
  for (const t of ctx.catalog.userTypes?.() ?? []) if (t.arrayOid === oid) return t;
  return undefined;
}

function raise(code: string, message: string, position?: number): string {
  return `pg_raise('${code}', ${quoteString(message)}${position === undefined ? '' : `, ${position}`})`;
}

/**
 * Wraps an array of a domain's base type with the domain's NOT NULL and CHECK constraints applied
 * to every element (array_in and array_coerce run the domain's checks per element, in order).
 * `position` is a literal's: array_in runs while PostgreSQL parses, so its errors point at it.
 */
function domainArrayChecked(t: UserTypeDef, sql: string, position?: number): string {
  const whens: string[] = [];
  const leaf = (cond: string): string => `EXISTS (SELECT 1 FROM json_tree(arr.v) WHERE type <> 'array' AND ${cond})`;
  if (t.notNull) whens.push(`WHEN ${leaf(`type = 'null'`)} THEN ${raise('23502', `domain ${t.name} does not allow null values`, position)}`);
  for (const c of t.checks) {
    whens.push(`WHEN ${leaf(`type <> 'null' AND NOT (${c.sqlite})`)} THEN ${raise('23514', `value for domain ${t.name} violates check constraint "${c.name}"`, position)}`);
  }
  if (whens.length === 0) return sql;
  return `(SELECT CASE ${whens.join(' ')} ELSE arr.v END FROM (SELECT ${sql} AS v) AS arr)`;
}

/** text[] → enum[] at run time: every element a label of the enum, else 22P02 as enum_in. */
function enumArrayFromText(t: UserTypeDef, sql: string): string {
  const labels = t.labels.map((l) => quoteString(l.label)).join(', ');
  const bad = `(SELECT value FROM json_tree(arr.v) WHERE type = 'text' AND value NOT IN (${labels}) LIMIT 1)`;
  const msg = `pg_raise('22P02', 'invalid input value for enum ${t.name.split("'").join("''")}: "' || ${bad} || '"')`;
  return `(SELECT CASE WHEN ${bad} IS NOT NULL THEN ${msg} ELSE arr.v END FROM (SELECT ${sql} AS v) AS arr)`;
}

/** The array type of a domain's (ultimate) base type: a domain array coerces through it. */
function baseArrayOf(ctx: PlanCtx, domain: UserTypeDef): number | undefined {
  const t = typeByOid(domainBase(ctx.catalog, domain.oid).oid);
  return t && t.arrayOid ? t.arrayOid : undefined;
}

/**
 * Coercions to and from arrays of user enums and domains; undefined when neither side is one.
 * Literals go through the array type's input function (labels and domain checks per element),
 * parameters take the array type, string arrays convert to enum arrays explicitly, arrays of a
 * domain's base type to the domain's array, and enum arrays to string arrays by assignment or cast.
 */
export function coerceUserArray(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: 'implicit' | 'assignment' | 'explicit', coerce: CoerceFn): Expr | undefined {
  const t = userArrayElement(ctx, target);
  const out = (sql: string): Expr => ({ ...e, sql, type: target, typmod: -1, literal: undefined, param: undefined, constant: undefined });
  if (t) {
    if (e.isNull) return out('NULL');
    if (e.type === target) return undefined;
    const checked = (sql: string): string => (t.kind === 'd' ? domainArrayChecked(t, sql) : sql);
    if (e.param !== undefined && e.type === Oid.unknown) {
      ctx.inferParam(e.param, target, -1);
      return out(checked(e.sql));
    }
    if (e.literal !== undefined && e.type === Oid.unknown) {
      try {
        const value = sqlLiteral(typeIn(ctx.catalog, target)!.fromText(e.literal, -1, ctx.settings));
        return out(t.kind === 'd' ? domainArrayChecked(t, value, ctx.position(e.location)) : value);
      } catch (err) {
        throw toPgError(err).with({ position: ctx.position(e.location) });
      }
    }
    const src = userArrayElement(ctx, e.type);
    const srcElem = typeIn(ctx.catalog, e.type)?.elemOid ?? 0;
    if (t.kind === 'e' && !src && mode === 'explicit' && (isString(srcElem) || e.type === Oid.unknown)) return out(enumArrayFromText(t, e.sql));
    // text[] / varchar[] → citext[]: the element cast is binary-compatible, by assignment or explicitly
    if (t.kind === 'b' && mode !== 'implicit' && isString(srcElem)) return out(e.sql);
    if (t.kind === 'd' && srcElem !== 0) {
      const baseArray = baseArrayOf(ctx, t);
      if (baseArray === undefined) return undefined;
      const inner = coerce(ctx, e, baseArray, -1, mode);
      return out(checked(inner.sql));
    }
    return undefined;
  }
  const src = userArrayElement(ctx, e.type);
  // enum[] → text[] / varchar[] / text: the stored labels are the text (I/O conversion)
  if (src?.kind === 'e' && mode !== 'implicit' && (isString(target) || isString(typeIn(ctx.catalog, target)?.elemOid ?? 0))) {
    return coerce(ctx, { ...e, type: Oid._text }, target, typmod, mode);
  }
  // citext[] → text[] / varchar[]: citext → text is implicit and binary-compatible
  if (src?.kind === 'b' && (target === Oid._text || target === Oid._varchar)) return { ...e, type: target, typmod: -1 };
  if (src?.kind === 'd') {
    const baseArray = baseArrayOf(ctx, src);
    if (baseArray !== undefined && baseArray !== target) return coerce(ctx, { ...e, type: baseArray }, target, typmod, mode);
    if (baseArray === target) return { ...e, type: target };
  }
  return undefined;
}
