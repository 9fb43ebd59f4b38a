import { Oid } from '@pgsqlite/catalog';
import { canCoerceImplicitly, coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { isNumeric, isString, typeName } from './types.js';

/** What a ScalarImpl returns. */
export type FnResult = Omit<Expr, 'name'> & { name?: string };

/** A result of `type` computed by `sql`. */
export function res(sql: string, type: number, name?: string): FnResult {
  return name === undefined ? { sql, type, typmod: -1 } : { sql, type, typmod: -1, name };
}

/** Coerces `e` implicitly to `t`, or undefined when PostgreSQL has no implicit cast. */
export function as(env: ExprEnv, e: Expr, t: number): Expr | undefined {
  if (e.type === Oid.unknown || canCoerceImplicitly(e.type, t)) return coerce(env.scope.ctx, e, t, -1, 'implicit');
  return undefined;
}

/** Coerces every argument to the matching type of `sig`; undefined on arity or type mismatch. */
export function asAll(env: ExprEnv, args: Expr[], sig: readonly number[]): Expr[] | undefined {
  if (args.length !== sig.length) return undefined;
  const out: Expr[] = [];
  for (let i = 0; i < sig.length; i++) {
    const e = as(env, args[i] as Expr, sig[i] as number);
    if (!e) return undefined;
    out.push(e);
  }
  return out;
}

function category(t: number): string {
  if (isNumeric(t)) return 'N';
  if (isString(t)) return 'S';
  return `#${t}`;
}

const PREFERRED = new Set<number>([Oid.float8, Oid.text]);

/**
 * PostgreSQL's func_select_candidate over candidate signatures (same arity): exact matches
 * first, then preferred types, then the categories of unknown arguments. Returns the chosen
 * signature, undefined when none applies, or 'ambiguous' (42725) when several remain.
 */
export function pickSignature(args: Expr[], candidates: readonly (readonly number[])[]): readonly number[] | undefined | 'ambiguous' {
  const types = args.map((a) => a.type);
  let cands = candidates.filter((c) => c.length === types.length && c.every((t, i) => canCoerceImplicitly(types[i] as number, t)));
  if (cands.length <= 1) return cands[0];
  const best = (score: (c: readonly number[]) => number): void => {
    const scores = cands.map(score);
    const max = Math.max(...scores);
    const kept = cands.filter((_, i) => scores[i] === max);
    if (kept.length > 0) cands = kept;
  };
  best((c) => c.filter((t, i) => t === types[i]).length);
  if (cands.length === 1) return cands[0];
  best((c) => c.filter((t, i) => t !== types[i] && PREFERRED.has(t)).length);
  if (cands.length === 1) return cands[0];
  for (let i = 0; i < types.length; i++) {
    if (types[i] !== Oid.unknown) continue;
    const cats = new Set(cands.map((c) => category(c[i] as number)));
    const cat = cats.has('S') ? 'S' : cats.size === 1 ? [...cats][0] : undefined;
    if (cat === undefined) return 'ambiguous';
    cands = cands.filter((c) => category(c[i] as number) === cat);
    const pref = cands.filter((c) => PREFERRED.has(c[i] as number));
    if (pref.length > 0) cands = pref;
  }
  return cands.length === 1 ? cands[0] : 'ambiguous';
}

/**
 * Resolves an overloaded function: picks the signature, coerces the arguments and builds the
 * result; 42725 when the choice is ambiguous, undefined (→ 42883) when nothing matches.
 */
export function overload(
  env: ExprEnv,
  name: string,
  args: Expr[],
  candidates: readonly (readonly number[])[],
  build: (a: Expr[], sig: readonly number[]) => FnResult | undefined,
  location?: number,
): FnResult | undefined {
  const sig = pickSignature(args, candidates);
  if (sig === undefined) return undefined;
  if (sig === 'ambiguous') {
    throw env.scope.ctx.error('ambiguous_function', `function ${name}(${args.map((a) => typeName(a.type)).join(', ')}) is not unique`, location, {
      hint: 'Could not choose a best candidate function. You might need to add explicit type casts.',
    });
  }
  const a = asAll(env, args, sig);
  return a ? build(a, sig) : undefined;
}

/** The numeric family signatures `[t]` (or `[t, t]` for arity 2) for each type in `types`. */
export function family(types: readonly number[], arity: number): number[][] {
  return types.map((t) => Array.from({ length: arity }, () => t));
}

/** The numeric types in PostgreSQL's order (int2 … float8). */
export const ALL_NUMERIC = [Oid.int2, Oid.int4, Oid.int8, Oid.numeric, Oid.float4, Oid.float8] as const;
