import { Oid, isCitext } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { isString } from './types.js';

/**
 * citext (contrib citext 1.6). A citext value is text whose comparisons fold case: in
 * PostgreSQL, citext's operators compare lower() of both sides, which in a C-locale database folds
 * ASCII letters only ('É' <> 'é'). SQLite's NOCASE collation is exactly that (ASCII folding, then
 * byte order), so citext is text carrying the NOCASE collation: a citext column is declared
 * `COLLATE NOCASE` (ddl/table-sql.ts) and a citext expression is `(x COLLATE NOCASE)`. SQLite then
 * applies the type's comparison wherever PostgreSQL would use citext's btree opclass: =, <, IN,
 * ORDER BY, DISTINCT, GROUP BY, UNIQUE and PRIMARY KEY indexes, joins, min/max. Converting citext
 * to text gives `(x COLLATE BINARY)` so that text's own comparison is back in force.
 */

type Mode = 'implicit' | 'assignment' | 'explicit';
type CoerceFn = (ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode) => Expr;

export const citextSql = (sql: string): string => `(${sql} COLLATE NOCASE)`;
export const textSql = (sql: string): string => `(${sql} COLLATE BINARY)`;

/** The expression as text (citext → text is an implicit, binary-compatible cast). */
export function citextAsText(e: Expr): Expr {
  return { ...e, sql: textSql(e.sql), type: Oid.text, typmod: -1, literal: undefined, param: undefined, constant: undefined, domain: undefined };
}

/**
 * Casts to and from citext (pg_cast of citext 1.6): citext → text / varchar implicit, → bpchar by
 * assignment; text, varchar, bpchar, boolean, inet → citext by assignment; any other type through
 * its text form explicitly (I/O conversion, string category). Undefined when neither side is citext.
 */
export function coerceCitext(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode, coerce: CoerceFn): Expr | undefined {
  const toCi = isCitext(ctx.catalog, target);
  const fromCi = isCitext(ctx.catalog, e.type);
  if (toCi === fromCi) return undefined;
  if (toCi) {
    const out = (sql: string): Expr => ({ ...e, sql, type: target, typmod: -1, literal: undefined, param: undefined, constant: undefined, domain: undefined });
    if (e.isNull) return out('NULL');
    if (e.type === Oid.unknown && e.param !== undefined) {
      ctx.inferParam(e.param, target, -1);
      return out(citextSql(e.sql));
    }
    if (e.type === Oid.unknown) return out(citextSql(coerce(ctx, e, Oid.text, -1, mode).sql));
    // any type converts to a string type through its text form, by assignment too (I/O conversion)
    if (mode === 'implicit') return undefined;
    return out(citextSql(coerce(ctx, e, Oid.text, -1, 'explicit').sql));
  }
  const text = citextAsText(e);
  if (target === Oid.text) return text;
  if (target === Oid.varchar) return coerce(ctx, text, target, typmod, mode);
  if (target === Oid.bpchar && mode !== 'implicit') return coerce(ctx, text, target, typmod, mode);
  if (mode === 'explicit') return coerce(ctx, text, target, typmod, mode);
  return undefined;
}

/** citext's own operators that are not the btree ones: LIKE / ILIKE / ~ / ~* (and negations) fold case. */
export function citextPattern(ctx: PlanCtx, l: Expr, r: Expr): boolean {
  return isCitext(ctx.catalog, l.type) && (isString(r.type) || isCitext(ctx.catalog, r.type));
}

/** Functions that take citext as it is (polymorphic, or citext's own aggregates). */
const KEEPS_CITEXT: ReadonlySet<string> = new Set(['pg_typeof', 'count', 'min', 'max', 'array_agg', 'pg_column_size', 'num_nulls', 'num_nonnulls']);

/** citext 1.6's case-insensitive regexp functions (scalar forms): arity without flags → flags' position. */
const CITEXT_REGEXP: Readonly<Record<string, number>> = { regexp_match: 2, regexp_matches: 2, regexp_replace: 3, regexp_split_to_array: 2, regexp_split_to_table: 2 };

/** citext's regexp flags: 'i' added unless the flags ask for case sensitivity ('c'), as citext 1.6's SQL does. */
function insensitiveFlags(flags: Expr | undefined): Expr {
  if (flags === undefined) return { sql: `'i'`, type: Oid.text, typmod: -1, name: 'flags' };
  const f = `(${flags.sql})`;
  return { ...flags, sql: `(CASE WHEN instr(${f}, 'c') = 0 THEN ${f} || 'i' ELSE ${f} END)`, type: Oid.text, typmod: -1, literal: undefined, param: undefined, constant: undefined };
}

/**
 * A built-in function's arguments with citext given as text (the implicit citext → text cast
 * PostgreSQL applies to reach text's functions). citext 1.6's own overloads (citext first):
 * strpos compares lower()-folded strings and the regexp functions match case-insensitively
 * (replace, split_part and translate: citext-functions.ts).
 */
export function citextArgs(ctx: PlanCtx, name: string, args: Expr[]): Expr[] {
  if (!args.some((a) => isCitext(ctx.catalog, a.type))) return args;
  if (KEEPS_CITEXT.has(name)) return args;
  const texts = args.map((a) => (isCitext(ctx.catalog, a.type) ? citextAsText(a) : a));
  if (args.length < 2 || !isCitext(ctx.catalog, (args[0] as Expr).type)) return texts;
  // citext's overloads take (citext, citext, …): an untyped or citext second argument picks them
  const second = (args[1] as Expr).type;
  if (second !== Oid.unknown && !isCitext(ctx.catalog, second)) return texts;
  if (name === 'strpos' && args.length === 2) return texts.map((a) => ({ ...a, sql: `lower(${a.sql})`, type: Oid.text, typmod: -1, literal: undefined, param: undefined, constant: undefined }));
  const at = CITEXT_REGEXP[name];
  if (at !== undefined && (args.length === at || args.length === at + 1)) return [...texts.slice(0, at), insensitiveFlags(texts[at])];
  return texts;
}
