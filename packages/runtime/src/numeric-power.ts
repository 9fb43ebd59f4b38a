import { PgError } from '@pgsqlite/errors';
import type { NumericValue } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';
import { compareNumeric, readNumeric, writeNumeric } from './numeric-math.js';
import { makeNumeric, numericPower } from './fn-numeric-transcendental.js';

const ONE: NumericValue = makeNumeric(1n, 0);
const ZERO: NumericValue = makeNumeric(0n, 0);
const NAN: NumericValue = { kind: 'nan' };
const INF: NumericValue = { kind: 'inf', neg: false };

function sign(v: NumericValue): number {
  if (v.kind === 'nan') return 0;
  if (v.kind === 'inf') return v.neg ? -1 : 1;
  return v.unscaled === 0n ? 0 : v.neg ? -1 : 1;
}

function integral(v: NumericValue): boolean {
  return v.kind === 'finite' && v.unscaled % 10n ** BigInt(v.scale) === 0n;
}

function odd(v: NumericValue): boolean {
  return v.kind === 'finite' && integral(v) && (v.unscaled / 10n ** BigInt(v.scale)) % 2n !== 0n;
}

function powerError(message: string): PgError {
  return new PgError('invalid_argument_for_power_function', message);
}

/**
 * numeric_power's NaN and infinity rules (PostgreSQL 15 numeric.c): NaN ^ 0 = 1 and 1 ^ NaN = 1,
 * otherwise NaN wins; the domain errors (2201F) come before the infinity cases; ±Infinity as base
 * or exponent follows the limits (|x| < 1, = 1, > 1).
 */
export function numericPowerValue(x: NumericValue, y: NumericValue): NumericValue {
  if (x.kind === 'finite' && y.kind === 'finite') return numericPower(x, y);
  if (x.kind === 'nan') return y.kind === 'finite' && y.unscaled === 0n ? ONE : NAN;
  if (y.kind === 'nan') return x.kind === 'finite' && compareNumeric(x, ONE) === 0 ? ONE : NAN;
  const s1 = sign(x);
  const s2 = sign(y);
  if (s1 === 0 && s2 < 0) throw powerError('zero raised to a negative power is undefined');
  if (s1 < 0 && y.kind === 'finite' && !integral(y)) throw powerError('a negative number raised to a non-integer power yields a complex result');
  if (x.kind === 'inf') {
    if (s2 === 0) return ONE;
    if (s2 < 0) return ZERO;
    return x.neg && odd(y) ? { kind: 'inf', neg: true } : INF;
  }
  // y is ±Infinity, x finite: by |x| against 1
  const abs: NumericValue = { ...x, neg: false };
  const c = compareNumeric(abs, ONE);
  if (c === 0) return ONE;
  return (c < 0) === (s2 > 0) ? ZERO : INF;
}

/** pg_numeric_power(a, b): NULL-strict. */
export function numericPowerSql(a: SqlValue, b: SqlValue): SqlValue {
  if (a === null || b === null) return null;
  return writeNumeric(numericPowerValue(readNumeric(a), readNumeric(b)));
}
