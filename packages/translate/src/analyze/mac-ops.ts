import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { res } from './fn-args.js';
import { MATH_FUNCTIONS } from './fn-math.js';
import { typeName } from './types.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * macaddr's and macaddr8's bitwise operators (macaddr_not/and/or, macaddr8_not/and/or): `~a`,
 * `a & b`, `a | b` on two addresses of the same type (an untyped literal takes the other side's
 * type). Comparisons are those of the stored form (network.ts, macaddr8.ts keep it in byte order).
 */
const isMac = (t: number): boolean => t === Oid.macaddr || t === Oid.macaddr8;

const MIXED = new Set(['&', '|', '=', '<>', '!=', '<', '<=', '>', '>=']);

export function macOperator(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const ctx = env.scope.ctx;
  // macaddr and macaddr8 cast to each other implicitly both ways: PostgreSQL finds two operators
  if (isMac(l.type) && isMac(r.type) && l.type !== r.type && MIXED.has(op)) {
    throw ctx.error('ambiguous_function', `operator is not unique: ${typeName(l.type)} ${op} ${typeName(r.type)}`, location, {
      hint: 'Could not choose a best candidate operator. You might need to add explicit type casts.',
    });
  }
  if (op !== '&' && op !== '|') return undefined;
  const t = isMac(l.type) ? l.type : isMac(r.type) ? r.type : undefined;
  if (t === undefined) return undefined;
  const ok = (e: Expr): boolean => e.type === t || e.type === Oid.unknown;
  if (!ok(l) || !ok(r)) return undefined;
  const a = coerce(ctx, l, t, -1, 'implicit');
  const b = coerce(ctx, r, t, -1, 'implicit');
  return { sql: `${op === '&' ? 'pg_mac_and' : 'pg_mac_or'}(${a.sql}, ${b.sql})`, type: t, typmod: -1, name: '?column?', hasAgg: l.hasAgg || r.hasAgg };
}

/** `~ macaddr` / `~ macaddr8`. */
export function macUnary(op: string, e: Expr): Expr | undefined {
  if (op !== '~' || !isMac(e.type)) return undefined;
  return { sql: `pg_mac_not(${e.sql})`, type: e.type, typmod: -1, name: '?column?', hasAgg: e.hasAgg };
}

const mathTrunc = MATH_FUNCTIONS['trunc'] as ScalarImpl;

/** trunc(macaddr) / trunc(macaddr8) (the manufacturer part, the rest zero) beside the numeric trunc; macaddr8_set7bit. */
export const MAC_FUNCTIONS: Record<string, ScalarImpl> = {
  trunc: (args, env, location) => {
    const a = args[0];
    if (args.length === 1 && a && isMac(a.type)) return res(`pg_mac_trunc(${a.sql})`, a.type);
    return mathTrunc(args, env, location);
  },
  macaddr8_set7bit: (args, env) => {
    const a = args[0];
    if (args.length !== 1 || !a || (a.type !== Oid.macaddr8 && a.type !== Oid.unknown && a.type !== Oid.macaddr)) return undefined;
    return res(`pg_macaddr8_set7bit(${coerce(env.scope.ctx, a, Oid.macaddr8, -1, 'implicit').sql})`, Oid.macaddr8);
  },
};
