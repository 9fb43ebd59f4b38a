import { Oid } from '@pgsqlite/catalog';
import type { PgError } from '@pgsqlite/errors';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { typeName } from './types.js';

/** Operands PostgreSQL picks for a call whose arguments are all untyped, or AMBIGUOUS (42725). */
type Pick = readonly number[] | 'ambiguous';

const AMBIGUOUS = 'ambiguous';

/**
 * PostgreSQL 15's choice for `unknown OP unknown` (func_select_candidate over pg_operator when
 * neither side has a type: the string category wins where a candidate accepts it, else one shared
 * category, then its preferred type; more than one survivor is 42725). Recorded from PostgreSQL 15
 * (`SELECT '1' OP '1'` for every oprname with a left operand; view definitions show the picked
 * types). Operators not listed pick text OP text, as the existing string resolution does.
 */
const BINARY: Record<string, Pick> = {
  '?': [Oid.jsonb, Oid.text],
  '^': [Oid.float8, Oid.float8],
  '#-': [Oid.jsonb, Oid._text],
  '?&': [Oid.jsonb, Oid._text],
  '<<=': [Oid.inet, Oid.inet],
  '>>=': [Oid.inet, Oid.inet],
  '#': AMBIGUOUS, '##': AMBIGUOUS, '#>': AMBIGUOUS, '#>>': AMBIGUOUS, '%': AMBIGUOUS, '&': AMBIGUOUS,
  '&&': AMBIGUOUS, '&<': AMBIGUOUS, '&<|': AMBIGUOUS, '&>': AMBIGUOUS, '*': AMBIGUOUS, '+': AMBIGUOUS,
  '-': AMBIGUOUS, '->': AMBIGUOUS, '->>': AMBIGUOUS, '-|-': AMBIGUOUS, '/': AMBIGUOUS, '<->': AMBIGUOUS,
  '<<': AMBIGUOUS, '<<|': AMBIGUOUS, '<@': AMBIGUOUS, '<^': AMBIGUOUS, '>>': AMBIGUOUS, '>^': AMBIGUOUS,
  '?#': AMBIGUOUS, '?-|': AMBIGUOUS, '?|': AMBIGUOUS, '?||': AMBIGUOUS, '@>': AMBIGUOUS, '@@@': AMBIGUOUS,
  '|': AMBIGUOUS, '|&>': AMBIGUOUS, '|>>': AMBIGUOUS, '~=': AMBIGUOUS,
};

/** The same for prefix operators (`OP unknown`), recorded the same way. */
const PREFIX: Record<string, Pick> = {
  '+': [Oid.float8], '@': [Oid.float8], '|/': [Oid.float8], '||/': [Oid.float8],
  '-': AMBIGUOUS, '~': AMBIGUOUS, '#': AMBIGUOUS, '?-': AMBIGUOUS, '?|': AMBIGUOUS, '@-@': AMBIGUOUS, '@@': AMBIGUOUS,
};

/**
 * The same for aggregates over one untyped argument (`sum('1')`): the ones PostgreSQL 15 cannot
 * resolve (their candidates span numeric, interval and money or bit categories) or resolves to
 * its preferred numeric type. Others (count, min, max, bool_and …) resolve as before.
 */
const AGGREGATE: Record<string, Pick> = {
  sum: AMBIGUOUS, avg: AMBIGUOUS, array_agg: AMBIGUOUS, bit_and: AMBIGUOUS, bit_or: AMBIGUOUS, bit_xor: AMBIGUOUS,
  bool_and: [Oid.bool], bool_or: [Oid.bool], every: [Oid.bool],
};

function notUnique(ctx: PlanCtx, what: 'operator' | 'function', sig: string, location?: number): PgError {
  return ctx.error('ambiguous_function', `${what} is not unique: ${sig}`, location, {
    hint: `Could not choose a best candidate ${what}. You might need to add explicit type casts.`,
  });
}

const untyped = (e: Expr): boolean => e.type === Oid.unknown;

/**
 * `l OP r` with both operands untyped: the operand types PostgreSQL resolves them to (undefined
 * for text OP text or an operator not recorded); throws 42725 where PostgreSQL finds it not unique.
 */
export function unknownBinaryOperands(ctx: PlanCtx, op: string, l: Expr, r: Expr, location?: number): readonly number[] | undefined {
  if (!untyped(l) || !untyped(r)) return undefined;
  const pick = BINARY[op];
  if (pick === AMBIGUOUS) throw notUnique(ctx, 'operator', `unknown ${op} unknown`, location);
  return pick;
}

/** `OP e` with an untyped operand (a string literal, or a parameter of unspecified type: both are unknown to PostgreSQL): as unknownBinaryOperands. */
export function unknownPrefixOperand(ctx: PlanCtx, op: string, e: Expr, location?: number): number | undefined {
  if (!untyped(e)) return undefined;
  const pick = PREFIX[op];
  if (pick === AMBIGUOUS) throw notUnique(ctx, 'operator', `${op} unknown`, location);
  return pick?.[0];
}

/** An aggregate over one untyped argument: the type PostgreSQL picks for it, or 42725 where it finds none unique. */
export function unknownAggregateArg(ctx: PlanCtx, name: string, args: readonly Expr[], location?: number): number | undefined {
  if (args.length !== 1 || !untyped(args[0] as Expr)) return undefined;
  const pick = AGGREGATE[name];
  if (pick === AMBIGUOUS) throw notUnique(ctx, 'function', `${name}(unknown)`, location);
  return pick?.[0];
}

/**
 * `a || b` where one side is "char" and the other a string type (text, varchar, char(n), name,
 * "char" or untyped): PostgreSQL's candidates text || anynonarray and anynonarray || text both
 * fit ("char" is not in the string category), so it is 42725.
 */
export function checkCharConcat(ctx: PlanCtx, l: Expr, r: Expr, location?: number): void {
  const stringy = (t: number): boolean => t === Oid.text || t === Oid.varchar || t === Oid.bpchar || t === Oid.name || t === Oid.char || t === Oid.unknown;
  if ((l.type === Oid.char && stringy(r.type)) || (r.type === Oid.char && stringy(l.type))) {
    throw notUnique(ctx, 'operator', `${typeName(l.type)} || ${typeName(r.type)}`, location);
  }
}
