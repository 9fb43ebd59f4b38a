import { Oid } from '@pgsqlite/catalog';
import { quoteString } from '../../sql/quote.js';
import { canCoerceImplicitly, coerce } from '../coerce.js';
import type { PlanCtx } from '../context.js';
import type { Expr } from '../expr-types.js';
import { planType, typeName } from '../types.js';
import type { TsSignature } from './ts-catalog.js';

/**
 * PostgreSQL's function and operator resolution (func_select_candidate) over the text search
 * candidates: an exact match, else those every argument reaches implicitly, narrowed by exact
 * matches on typed arguments, then by the type category each untyped argument leans to (string
 * when any candidate takes one there, its preferred type first).
 */

const accepts = (arg: number, param: number): boolean => arg === param || arg === Oid.unknown || canCoerceImplicitly(arg, param);
const category = (oid: number): string => planType(oid)?.category ?? 'U';
const preferred = (oid: number): boolean => planType(oid)?.preferred ?? false;

/** The candidate to call, 'ambiguous', or undefined when none takes these arguments. */
export function pickTs(cands: readonly TsSignature[], argTypes: readonly number[]): TsSignature | 'ambiguous' | undefined {
  const fit = cands.filter((c) => c.params.length === argTypes.length && argTypes.every((t, i) => accepts(t, c.params[i] as number)));
  const known = argTypes.filter((t) => t !== Oid.unknown);
  const same = known.length > 0 && known.every((t) => t === known[0]) ? known[0] : undefined;
  const exact = fit.find((c) => argTypes.every((t, i) => c.params[i] === (t === Oid.unknown ? (same ?? t) : t)));
  if (exact) return exact;
  if (fit.length <= 1) return fit[0];
  const score = (c: TsSignature): number => argTypes.filter((t, i) => t === c.params[i]).length;
  const best = Math.max(...fit.map(score));
  let left = fit.filter((c) => score(c) === best);
  if (left.length === 1) return left[0];
  const prefScore = (c: TsSignature): number => argTypes.filter((t, i) => t !== Oid.unknown && t !== c.params[i] && preferred(c.params[i] as number)).length;
  const bestPref = Math.max(...left.map(prefScore));
  left = left.filter((c) => prefScore(c) === bestPref);
  if (left.length === 1) return left[0];
  // untyped arguments: the string category when any candidate takes it there, else the only one
  argTypes.forEach((t, i) => {
    if (t !== Oid.unknown || left.length <= 1) return;
    const cats = new Set(left.map((c) => category(c.params[i] as number)));
    const cat = cats.has('S') ? 'S' : cats.size === 1 ? [...cats][0] : undefined;
    if (cat === undefined) return;
    const inCat = left.filter((c) => category(c.params[i] as number) === cat);
    const pref = inCat.filter((c) => preferred(c.params[i] as number));
    left = pref.length > 0 ? pref : inCat;
  });
  left = left.filter((c, i) => left.findIndex((d) => d.params.join() === c.params.join()) === i);
  if (left.length === 1) return left[0];
  if (same !== undefined && argTypes.includes(Oid.unknown)) {
    const bySame = left.filter((c) => argTypes.every((t, i) => t !== Oid.unknown || c.params[i] === same));
    if (bySame.length === 1) return bySame[0];
  }
  return left.length === 0 ? undefined : 'ambiguous';
}

/** The call of a picked candidate on `args`, each coerced to its parameter's type. */
export function tsCall(ctx: PlanCtx, sig: TsSignature, args: readonly Expr[], name = '?column?'): Expr {
  const coerced = args.map((a, i) => coerce(ctx, a, sig.params[i] as number, -1, 'implicit'));
  const call = `pg_ts(${[quoteString(sig.prosrc), ...coerced.map((a) => a.sql)].join(', ')})`;
  return { sql: call, type: sig.result, typmod: -1, name, hasAgg: coerced.some((a) => a.hasAgg) };
}

/** The signature text of a call, as PostgreSQL's messages print it. */
export function tsSignatureText(args: readonly Expr[]): string {
  return args.map((a) => typeName(a.type)).join(', ');
}
