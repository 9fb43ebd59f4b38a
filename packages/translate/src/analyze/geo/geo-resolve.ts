import { Oid } from '@pgsqlite/catalog';
import { quoteString } from '../../sql/quote.js';
import { canCoerceImplicitly, coerce } from '../coerce.js';
import type { PlanCtx } from '../context.js';
import type { Expr } from '../expr-types.js';
import { isInteger, typeName } from '../types.js';
import { type GeoSignature, isGeoType } from './geo-catalog.js';

/**
 * PostgreSQL's operator and function resolution (parse_oper.c / parse_func.c) over the geometric
 * candidates: an exact match (an untyped argument taken as the known arguments' type when they
 * agree), else the candidates every argument reaches by an implicit cast, narrowed as
 * func_select_candidate narrows them; more than one left is 42725.
 */

const accepts = (arg: number, param: number): boolean => arg === param || arg === Oid.unknown || canCoerceImplicitly(arg, param);

/** The candidate to call, 'ambiguous', or undefined when none takes these arguments. */
export function pickGeo(cands: readonly GeoSignature[], argTypes: readonly number[]): GeoSignature | 'ambiguous' | undefined {
  const fit = cands.filter((c) => c.params.length === argTypes.length && argTypes.every((t, i) => accepts(t, c.params[i] as number)));
  const known = argTypes.filter((t) => t !== Oid.unknown);
  const same = known.length > 0 && known.every((t) => t === known[0]) ? known[0] : undefined;
  // binary_oper_exact / func_match_argtypes: the same types, untyped ones as the known one
  const exact = fit.find((c) => argTypes.every((t, i) => c.params[i] === (t === Oid.unknown ? (same ?? t) : t)));
  if (exact) return exact;
  if (fit.length <= 1) return fit[0];
  // most exact matches on the typed arguments
  const score = (c: GeoSignature): number => argTypes.filter((t, i) => t === c.params[i]).length;
  const best = Math.max(...fit.map(score));
  let left = fit.filter((c) => score(c) === best);
  if (left.length === 1) return left[0];
  // untyped arguments assumed of the typed arguments' type, when they all share one
  if (same !== undefined && argTypes.includes(Oid.unknown)) {
    const bySame = left.filter((c) => argTypes.every((t, i) => t !== Oid.unknown || c.params[i] === same));
    if (bySame.length === 1) return bySame[0];
  }
  left = left.filter((c, i) => left.findIndex((d) => d.params.join() === c.params.join()) === i);
  return left.length === 1 ? left[0] : 'ambiguous';
}

/** The call of a picked candidate on `args`, each coerced to its parameter's type. */
export function geoCall(ctx: PlanCtx, sig: GeoSignature, args: readonly Expr[], name = '?column?'): Expr {
  const coerced = args.map((a, i) => coerce(ctx, a, sig.params[i] as number, -1, 'implicit'));
  const parts = [quoteString(sig.prosrc), ...(sig.leading ?? []), ...coerced.map((a) => a.sql)];
  const call = `pg_geo(${parts.join(', ')})`;
  return {
    sql: isInteger(sig.result) ? `CAST(${call} AS INTEGER)` : call,
    type: sig.result,
    typmod: -1,
    name,
    hasAgg: coerced.some((a) => a.hasAgg),
  };
}

/** Whether any argument is of a geometric type. */
export function anyGeo(args: readonly Expr[]): boolean {
  return args.some((a) => isGeoType(a.type));
}

/** The signature text of a call, as PostgreSQL's messages print it. */
export function signature(args: readonly Expr[]): string {
  return args.map((a) => typeName(a.type)).join(', ');
}
