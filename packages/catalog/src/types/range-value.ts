import { PgError } from '@pgsqlite/errors';
import type { Stored } from './codec-util.js';
import { normInt, storedBigInt } from './codec-util.js';
import { parseNumeric, type NumericValue } from './numeric-value.js';
import { DATE_INFINITY, DATE_NEG_INFINITY } from './datetime/calendar.js';

/**
 * A range value (PostgreSQL's RangeType deserialized): empty, or two bounds each either infinite
 * (`undefined`) or a value of the subtype in its canonical SQLite storage form, with inclusivity.
 * An infinite bound is never inclusive (range_serialize clears the flag).
 */
export interface RangeValue {
  empty: boolean;
  lower?: Stored;
  upper?: Stored;
  lowerInc: boolean;
  upperInc: boolean;
}

/** The facts a range operation needs about its type: the subtype and whether it is discrete. */
export interface RangeSpec {
  subtype: number;
  /** int4range, int8range, daterange: built-in canonical functions make bounds `[)` */
  discrete: boolean;
}

export const EMPTY_RANGE: RangeValue = { empty: true, lowerInc: false, upperInc: false };

const INT4 = 23;
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;
const FLOAT4 = 700;
const FLOAT8 = 701;

/** Subtypes whose storage is an SQLite INTEGER (range bounds decode to number / bigint). */
const INTEGER_SUBTYPES = new Set([20, 21, 23, 26, 1082, 1083, 1114, 1184]);
/** Subtypes whose stored bounds are text that compares by code point (C collation). */
const TEXT_SUBTYPES = new Set([25, 1043, 1042, 19, 18]);

/** Whether pgsqlite can keep ranges of this subtype (its values compare without a catalog). */
export function rangeSubtypeSupported(subtype: number): boolean {
  return INTEGER_SUBTYPES.has(subtype) || TEXT_SUBTYPES.has(subtype) || subtype === NUMERIC || subtype === FLOAT4 || subtype === FLOAT8;
}

/** A bound as written inside stored range text back into the subtype's storage value. */
export function decodeStoredBound(text: string, subtype: number): Stored {
  if (INTEGER_SUBTYPES.has(subtype)) return normInt(BigInt(text));
  if (subtype === FLOAT4 || subtype === FLOAT8) return text === 'NaN' ? 'NaN' : Number(text);
  return text;
}

/** A subtype storage value as written inside stored range text. */
export function encodeStoredBound(v: Stored): string {
  if (v instanceof Uint8Array) throw new PgError('feature_not_supported', 'ranges over binary values are not supported by pgsqlite');
  return String(v);
}

function floatOf(v: Stored): number {
  return typeof v === 'string' ? (v === 'NaN' ? NaN : Number(v)) : Number(v);
}

function compareNumericValues(a: NumericValue, b: NumericValue): number {
  const rank = (v: NumericValue): number => (v.kind === 'nan' ? 3 : v.kind === 'inf' ? (v.neg ? 0 : 2) : 1);
  if (rank(a) !== rank(b)) return rank(a) < rank(b) ? -1 : 1;
  if (a.kind !== 'finite' || b.kind !== 'finite') return 0;
  const scale = Math.max(a.scale, b.scale);
  const x = (a.neg ? -a.unscaled : a.unscaled) * 10n ** BigInt(scale - a.scale);
  const y = (b.neg ? -b.unscaled : b.unscaled) * 10n ** BigInt(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] as string).codePointAt(0)! - (y[i] as string).codePointAt(0)!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

/** The subtype's btree comparison of two stored values (-1, 0, 1). */
export function compareSubtype(a: Stored, b: Stored, subtype: number): number {
  if (INTEGER_SUBTYPES.has(subtype)) {
    const x = storedBigInt(a);
    const y = storedBigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (subtype === FLOAT4 || subtype === FLOAT8) {
    const x = floatOf(a);
    const y = floatOf(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) === Number.isNaN(y) ? 0 : Number.isNaN(x) ? 1 : -1;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (subtype === NUMERIC) return compareNumericValues(parseNumeric(String(a)), parseNumeric(String(b)));
  return compareCodePoints(String(a), String(b));
}

/** One bound of a range for range_cmp_bounds. */
export interface RangeBound {
  value?: Stored;
  inclusive: boolean;
  lower: boolean;
}

export function lowerBound(r: RangeValue): RangeBound {
  return { value: r.lower, inclusive: r.lowerInc, lower: true };
}

export function upperBound(r: RangeValue): RangeBound {
  return { value: r.upper, inclusive: r.upperInc, lower: false };
}

/** range_cmp_bounds: the order of two bounds, lower or upper, by value, infinity and inclusivity. */
export function compareBounds(b1: RangeBound, b2: RangeBound, subtype: number): number {
  if (b1.value === undefined && b2.value === undefined) return b1.lower === b2.lower ? 0 : b1.lower ? -1 : 1;
  if (b1.value === undefined) return b1.lower ? -1 : 1;
  if (b2.value === undefined) return b2.lower ? 1 : -1;
  const c = compareSubtype(b1.value, b2.value, subtype);
  if (c !== 0) return c;
  if (!b1.inclusive && !b2.inclusive) return b1.lower === b2.lower ? 0 : b1.lower ? 1 : -1;
  if (!b1.inclusive) return b1.lower ? 1 : -1;
  if (!b2.inclusive) return b2.lower ? -1 : 1;
  return 0;
}

/** range_cmp: empty first, then by lower bound, then by upper bound. */
export function compareRanges(a: RangeValue, b: RangeValue, subtype: number): number {
  if (a.empty || b.empty) return a.empty === b.empty ? 0 : a.empty ? -1 : 1;
  return compareBounds(lowerBound(a), lowerBound(b), subtype) || compareBounds(upperBound(a), upperBound(b), subtype);
}

function intStep(v: Stored, subtype: number): Stored {
  const n = storedBigInt(v) + 1n;
  if (subtype === INT4 && n > 2147483647n) throw new PgError('numeric_value_out_of_range', 'integer out of range');
  if (subtype === INT8 && n > 9223372036854775807n) throw new PgError('numeric_value_out_of_range', 'bigint out of range');
  return normInt(n);
}

/** int4range_canonical / int8range_canonical / daterange_canonical: bounds become `[)`. */
function canonical(r: RangeValue, subtype: number): RangeValue {
  const finiteDate = (v: Stored): boolean => subtype !== DATE || (Number(v) !== DATE_INFINITY && Number(v) !== DATE_NEG_INFINITY);
  let { lower, upper, lowerInc, upperInc } = r;
  if (lower !== undefined && !lowerInc && finiteDate(lower)) {
    lower = intStep(lower, subtype);
    lowerInc = true;
  }
  if (upper !== undefined && upperInc && finiteDate(upper)) {
    upper = intStep(upper, subtype);
    upperInc = false;
  }
  return { empty: false, lower, upper, lowerInc, upperInc };
}

/**
 * make_range: checks lower <= upper (22000), collapses an equal-bounds range that is not `[]` to
 * empty, and applies a discrete type's canonical form.
 */
export function makeRange(lower: Stored | undefined, upper: Stored | undefined, lowerInc: boolean, upperInc: boolean, spec: RangeSpec): RangeValue {
  const r = serialize({ empty: false, lower, upper, lowerInc: lower !== undefined && lowerInc, upperInc: upper !== undefined && upperInc }, spec.subtype);
  if (r.empty || !spec.discrete) return r;
  return serialize(canonical(r, spec.subtype), spec.subtype);
}

function serialize(r: RangeValue, subtype: number): RangeValue {
  if (r.lower === undefined || r.upper === undefined) return r;
  const c = compareSubtype(r.lower, r.upper, subtype);
  if (c > 0) throw new PgError('data_exception', 'range lower bound must be less than or equal to range upper bound');
  if (c === 0 && !(r.lowerInc && r.upperInc)) return EMPTY_RANGE;
  return r;
}

/** The spec of a discrete built-in subtype (int4, int8, date). */
export function isDiscreteSubtype(subtype: number): boolean {
  return subtype === INT4 || subtype === INT8 || subtype === DATE;
}
