import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { type FnResult, family, overload, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';
import { isInteger } from './types.js';

const F8 = Oid.float8;
const N = Oid.numeric;
const I4 = Oid.int4;
const I8 = Oid.int8;

type Build = (a: Expr[], sig: readonly number[]) => FnResult | undefined;

/** An overloaded function over `candidates`, built by `build`. */
function fn(name: string, candidates: readonly (readonly number[])[], build: Build): ScalarImpl {
  return (args, env, location) => overload(env, name, args, candidates, build, location);
}

const call = (f: string, a: Expr[], type: number, extra: string[] = []): FnResult => res(`${f}(${[...a.map((x) => x.sql), ...extra].join(', ')})`, type);

/** float8 and numeric variants mapped onto runtime functions. */
function floatOrNumeric(name: string, f8: string | undefined, num: string | undefined, arity = 1): ScalarImpl {
  const cands: number[][] = [];
  if (f8) cands.push(Array.from({ length: arity }, () => F8));
  if (num) cands.push(Array.from({ length: arity }, () => N));
  return fn(name, cands, (a, sig) => (sig[0] === F8 ? call(f8 as string, a, F8) : call(num as string, a, N)));
}

const f8Only = (name: string, runtime: string, arity = 1): ScalarImpl =>
  fn(name, [Array.from({ length: arity }, () => F8)], (a) => call(runtime, a, F8));

function roundOrTrunc(name: string, f8: string, num: string): ScalarImpl {
  return fn(name, [[F8], [N], [N, I4]], (a, sig) => {
    if (sig[0] === F8) return call(f8, a, F8);
    return call(num, a, N, a.length === 1 ? ['0'] : []);
  });
}

function intFamily(name: string, build: (a: Expr[], t: number) => FnResult): ScalarImpl {
  return fn(name, family([Oid.int2, I4, I8, N], 2), (a, sig) => build(a, sig[0] as number));
}

function gcdLcm(name: string, lcm: 0 | 1): ScalarImpl {
  return fn(name, family([I4, I8, N], 2), (a, sig) => {
    const t = sig[0] as number;
    if (t === N) return call('pg_numeric_gcd', a, N, [String(lcm)]);
    return call('pg_int_gcd', a, t, [t === I8 ? '64' : '32', String(lcm)]);
  });
}

const TRIG = ['sin', 'cos', 'tan', 'cot', 'asin', 'acos', 'atan', 'sind', 'cosd', 'tand', 'cotd', 'asind', 'acosd', 'atand', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh'];

/** Math functions of PostgreSQL 15, merged into the scalar allowlist. */
export const MATH_FUNCTIONS: Record<string, ScalarImpl> = {
  round: roundOrTrunc('round', 'pg_f8_round', 'pg_numeric_round'),
  trunc: roundOrTrunc('trunc', 'pg_f8_trunc', 'pg_numeric_trunc'),
  ceil: floatOrNumeric('ceil', 'pg_f8_ceil', 'pg_numeric_ceil'),
  ceiling: floatOrNumeric('ceiling', 'pg_f8_ceil', 'pg_numeric_ceil'),
  floor: floatOrNumeric('floor', 'pg_f8_floor', 'pg_numeric_floor'),
  sign: floatOrNumeric('sign', 'pg_f8_sign', 'pg_numeric_sign'),
  sqrt: floatOrNumeric('sqrt', 'pg_f8_sqrt', 'pg_numeric_sqrt'),
  exp: floatOrNumeric('exp', 'pg_f8_exp', 'pg_numeric_exp'),
  ln: floatOrNumeric('ln', 'pg_f8_ln', 'pg_numeric_ln'),
  log10: fn('log10', [[F8], [N]], (a, sig) => (sig[0] === F8 ? call('pg_f8_log10', a, F8) : res(`pg_numeric_log10(${a[0]?.sql}, 'log10')`, N))),
  log: fn('log', [[F8], [N], [N, N]], (a, sig) => {
    if (sig[0] === F8) return call('pg_f8_log10', a, F8);
    return a.length === 1 ? res(`pg_numeric_log10(${a[0]?.sql}, 'log')`, N) : call('pg_numeric_log', a, N);
  }),
  numeric_inc: fn('numeric_inc', [[N]], (a) => res(`pg_numeric_op(${a[0]?.sql}, '1', '+')`, N)),
  cbrt: f8Only('cbrt', 'pg_f8_cbrt'),
  power: floatOrNumeric('power', 'pg_f8_power', 'pg_numeric_power', 2),
  pow: floatOrNumeric('pow', 'pg_f8_power', 'pg_numeric_power', 2),
  mod: intFamily('mod', (a, t) => (t === N ? res(`pg_numeric_op(${a[0]?.sql}, ${a[1]?.sql}, '%')`, N) : res(`pg_div(${a[0]?.sql}, ${a[1]?.sql}, '%', ${t})`, t))),
  div: fn('div', [[N, N]], (a) => call('pg_numeric_div', a, N)),
  gcd: gcdLcm('gcd', 0),
  lcm: gcdLcm('lcm', 1),
  pi: (args) => (args.length === 0 ? res('3.141592653589793', F8) : undefined),
  ...Object.fromEntries(TRIG.map((t) => [t, f8Only(t, `pg_f8_${t}`)])),
  atan2: f8Only('atan2', 'pg_f8_atan2', 2),
  atan2d: f8Only('atan2d', 'pg_f8_atan2d', 2),
  degrees: f8Only('degrees', 'pg_f8_degrees'),
  radians: f8Only('radians', 'pg_f8_radians'),
  width_bucket: fn('width_bucket', [[F8, F8, F8, I4], [N, N, N, I4]], (a, sig) =>
    call(sig[0] === F8 ? 'pg_width_bucket_float' : 'pg_width_bucket_numeric', a, I4),
  ),
  factorial: fn('factorial', [[I8]], (a) => call('pg_factorial', a, N)),
  scale: fn('scale', [[N]], (a) => call('pg_numeric_scale', a, I4)),
  min_scale: fn('min_scale', [[N]], (a) => call('pg_numeric_min_scale', a, I4)),
  trim_scale: fn('trim_scale', [[N]], (a) => call('pg_numeric_trim_scale', a, N)),
  setseed: fn('setseed', [[F8]], (a) => call('pg_setseed', a, Oid.void)),
  random: (args) => (args.length === 0 ? res('pg_random_seeded()', F8) : undefined),
};

function absOf(x: Expr, t: number): FnResult {
  if (t === N) return res(`pg_numeric_abs(${x.sql})`, N);
  if (isInteger(t)) return res(`pg_int_abs(${x.sql}, ${t})`, t);
  return res(`pg_float_abs(${x.sql})`, t);
}

/** `^` (power), `|/` (sqrt), `||/` (cbrt), `@` (abs) and the integer bitwise operators. */
export function mathOperator(op: string, l: Expr | null, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const named = (out: FnResult | undefined): Expr | undefined => (out ? { ...out, name: '?column?', hasAgg: Boolean(l?.hasAgg || r.hasAgg) } : undefined);
  if (l === null) {
    if (op === '|/') return named(f8Only('|/', 'pg_f8_sqrt')([r], env, location));
    if (op === '||/') return named(f8Only('||/', 'pg_f8_cbrt')([r], env, location));
    if (op === '@') return named(overload(env, '@', [r], family([Oid.int2, I4, I8, N, Oid.float4, F8], 1), (a, sig) => absOf(a[0] as Expr, sig[0] as number), location));
    if (op === '~') return named(overload(env, '~', [r], family([Oid.int2, I4, I8], 1), (a, sig) => res(`(~ ${a[0]?.sql})`, sig[0] as number), location));
    return undefined;
  }
  if (op === '^') return named(MATH_FUNCTIONS['power']?.([l, r], env, location));
  if (op === '&' || op === '|' || op === '#') {
    if (!isInteger(l.type) && !isInteger(r.type)) return undefined;
    return named(overload(env, op, [l, r], family([Oid.int2, I4, I8], 2), (a, sig) => {
      if (op === '#') return res(`pg_int_xor(${a[0]?.sql}, ${a[1]?.sql})`, sig[0] as number);
      return res(`(${a[0]?.sql} ${op} ${a[1]?.sql})`, sig[0] as number);
    }, location));
  }
  if (op === '<<' || op === '>>') {
    if (!isInteger(l.type)) return undefined;
    return named(overload(env, op, [l, r], [[Oid.int2, I4], [I4, I4], [I8, I4]], (a, sig) => {
      const bits = sig[0] === I8 ? 64 : sig[0] === I4 ? 32 : 16;
      return res(`pg_int_shift(${a[0]?.sql}, ${a[1]?.sql}, ${bits}, ${op === '<<' ? 1 : 0})`, sig[0] as number);
    }, location));
  }
  return undefined;
}
