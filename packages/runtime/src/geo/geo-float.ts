import { PgError } from '@pgsqlite/errors';
import { EPSILON } from '@pgsqlite/catalog';

/**
 * float.h's checked float8 arithmetic and geo_decls.h's fuzzy comparisons, as geo_ops.c uses
 * them: an infinite result of finite inputs is 22003 overflow, a zero product or quotient of
 * non-zero inputs 22003 underflow, a division by zero 22012; NaN sorts above everything.
 */

function overflow(): never {
  throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
}
function underflow(): never {
  throw new PgError('numeric_value_out_of_range', 'value out of range: underflow');
}

/** float8_pl. */
export function fpl(a: number, b: number): number {
  const r = a + b;
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(a) && Number.isFinite(b)) overflow();
  return r;
}
/** float8_mi. */
export function fmi(a: number, b: number): number {
  const r = a - b;
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(a) && Number.isFinite(b)) overflow();
  return r;
}
/** float8_mul. */
export function fmul(a: number, b: number): number {
  const r = a * b;
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(a) && Number.isFinite(b)) overflow();
  if (r === 0 && a !== 0 && b !== 0) underflow();
  return r;
}
/** float8_div. */
export function fdiv(a: number, b: number): number {
  if (b === 0 && !Number.isNaN(a)) throw new PgError('division_by_zero', 'division by zero');
  const r = a / b;
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(a)) overflow();
  if (r === 0 && a !== 0 && Number.isFinite(b)) underflow();
  return r;
}

/** float8_eq: NaN equals NaN. */
export function feq(a: number, b: number): boolean {
  return Number.isNaN(a) ? Number.isNaN(b) : a === b;
}
/** float8_lt: NaN above everything. */
export function flt(a: number, b: number): boolean {
  if (Number.isNaN(a)) return false;
  if (Number.isNaN(b)) return true;
  return a < b;
}
/** float8_gt. */
export function fgt(a: number, b: number): boolean {
  if (Number.isNaN(a)) return !Number.isNaN(b);
  if (Number.isNaN(b)) return false;
  return a > b;
}
/** float8_min. */
export function fmin(a: number, b: number): number {
  return flt(a, b) ? a : b;
}
/** float8_max. */
export function fmax(a: number, b: number): number {
  return fgt(a, b) ? a : b;
}

/** FPeq. */
export function FPeq(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= EPSILON;
}
/** FPne. */
export function FPne(a: number, b: number): boolean {
  return a !== b && Math.abs(a - b) > EPSILON;
}
/** FPlt. */
export function FPlt(a: number, b: number): boolean {
  return a + EPSILON < b;
}
/** FPle. */
export function FPle(a: number, b: number): boolean {
  return a <= b + EPSILON;
}
/** FPgt. */
export function FPgt(a: number, b: number): boolean {
  return a > b + EPSILON;
}
/** FPge. */
export function FPge(a: number, b: number): boolean {
  return a + EPSILON >= b;
}
/** FPzero. */
export function FPzero(a: number): boolean {
  return Math.abs(a) <= EPSILON;
}

/** pg_hypot: sqrt(x² + y²) without overflow, exactly as PostgreSQL computes it. */
export function hypot(x0: number, y0: number): number {
  if (!Number.isFinite(x0) && !Number.isNaN(x0)) return Infinity;
  if (!Number.isFinite(y0) && !Number.isNaN(y0)) return Infinity;
  if (Number.isNaN(x0) || Number.isNaN(y0)) return NaN;
  let x = Math.abs(x0);
  let y = Math.abs(y0);
  if (x < y) [x, y] = [y, x];
  if (y === 0) return x;
  const yx = y / x;
  return x * Math.sqrt(1.0 + yx * yx);
}
