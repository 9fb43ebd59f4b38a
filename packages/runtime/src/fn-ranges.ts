import { PgError } from '@pgsqlite/errors';
import {
  EMPTY_RANGE,
  type RangeBound,
  type RangeSpec,
  type RangeValue,
  compareBounds,
  compareRanges,
  compareSubtype,
  lowerBound,
  makeRange,
  readRange,
  upperBound,
  writeRange,
  rangeFromText,
  rangeToText,
  typeByOid,
  type PgType,
} from '@pgsqlite/catalog';
import type { RuntimeState } from './state.js';
import type { RuntimeHost, SqlValue } from './host.js';
import { doubleKey, int8Key, stringKey } from './array-keys.js';
import { numericSortKey, readNumeric } from './numeric-math.js';

/**
 * Range functions and operators (rangetypes.c). Every call carries the range's `spec`: the
 * subtype OID, negated for a discrete range (int4range, int8range, daterange) whose canonical
 * form is `[)`. Stored ranges are text (catalog/types/range.ts).
 */

type Stored = Exclude<SqlValue, null>;

function specOf(spec: SqlValue): RangeSpec {
  const n = Number(spec);
  return { subtype: Math.abs(n), discrete: n < 0 };
}

const INTEGER_SUBTYPES = new Set([20, 21, 23, 26, 1082, 1083, 1114, 1184]);

function valueKey(v: Stored, subtype: number): number[] {
  if (INTEGER_SUBTYPES.has(subtype)) return int8Key(typeof v === 'string' ? BigInt(v) : (v as number | bigint));
  if (subtype === 700 || subtype === 701) return doubleKey(typeof v === 'string' ? (v === 'NaN' ? NaN : Number(v)) : Number(v));
  if (subtype === 1700) return stringKey(numericSortKey(readNumeric(v)));
  return stringKey(String(v));
}

/** The order key of a stored range: a BLOB whose byte order and equality are range_cmp's. */
export function rangeKey(v: SqlValue, spec: SqlValue): SqlValue {
  if (v === null) return null;
  const { subtype } = specOf(spec);
  const r = readRange(v, subtype);
  if (r.empty) return Uint8Array.of(0);
  const out = [1];
  if (r.lower === undefined) out.push(0);
  else out.push(1, ...valueKey(r.lower, subtype), r.lowerInc ? 0 : 1);
  if (r.upper === undefined) out.push(2);
  else out.push(1, ...valueKey(r.upper, subtype), r.upperInc ? 1 : 0);
  return Uint8Array.from(out);
}

const FLAGS: Record<string, [boolean, boolean]> = { '[]': [true, true], '[)': [true, false], '(]': [false, true], '()': [false, false] };

/** range_constructor2/3: NULL bounds are infinite; flags one of `[]`, `[)`, `(]`, `()`. */
export function rangeMake(lower: SqlValue, upper: SqlValue, flags: SqlValue, spec: SqlValue): SqlValue {
  if (flags === null) throw new PgError('data_exception', 'range constructor flags argument must not be null');
  const f = FLAGS[String(flags)];
  if (!f) throw new PgError('syntax_error', 'invalid range bound flags', { hint: 'Valid values are "[]", "[)", "(]", and "()".' });
  return writeRange(makeRange(lower ?? undefined, upper ?? undefined, f[0], f[1], specOf(spec)));
}

function overlaps(a: RangeValue, b: RangeValue, sub: number): boolean {
  if (a.empty || b.empty) return false;
  if (compareBounds(lowerBound(a), lowerBound(b), sub) >= 0 && compareBounds(lowerBound(a), upperBound(b), sub) <= 0) return true;
  return compareBounds(lowerBound(b), lowerBound(a), sub) >= 0 && compareBounds(lowerBound(b), upperBound(a), sub) <= 0;
}

function contains(a: RangeValue, b: RangeValue, sub: number): boolean {
  if (b.empty) return true;
  if (a.empty) return false;
  return compareBounds(lowerBound(a), lowerBound(b), sub) <= 0 && compareBounds(upperBound(a), upperBound(b), sub) >= 0;
}

/** range_cmp_bound_values: the bounds' values only (infinities included), not their inclusivity. */
function compareBoundValues(a: RangeBound, b: RangeBound, sub: number): number {
  if (a.value === undefined && b.value === undefined) return a.lower === b.lower ? 0 : a.lower ? -1 : 1;
  if (a.value === undefined) return a.lower ? -1 : 1;
  if (b.value === undefined) return b.lower ? 1 : -1;
  return compareSubtype(a.value, b.value, sub);
}

/** bounds_adjacent: upper bound `a` meets lower bound `b` with no point between them. */
function boundsAdjacent(a: RangeBound, b: RangeBound, spec: RangeSpec): boolean {
  const c = compareBoundValues(a, b, spec.subtype);
  if (c === 0) return a.inclusive !== b.inclusive;
  if (c > 0 || !spec.discrete) return false;
  return makeRange(a.value, b.value, !a.inclusive, !b.inclusive, spec).empty;
}

function adjacent(a: RangeValue, b: RangeValue, spec: RangeSpec): boolean {
  if (a.empty || b.empty) return false;
  return boundsAdjacent(upperBound(a), lowerBound(b), spec) || boundsAdjacent(upperBound(b), lowerBound(a), spec);
}

/** The boolean range operators between two ranges. */
export function rangeRelation(x: SqlValue, y: SqlValue, op: SqlValue, specV: SqlValue): SqlValue {
  if (x === null || y === null) return null;
  const spec = specOf(specV);
  const sub = spec.subtype;
  const a = readRange(x, sub);
  const b = readRange(y, sub);
  const both = !a.empty && !b.empty;
  let r: boolean;
  switch (String(op)) {
    case '@>': r = contains(a, b, sub); break;
    case '<@': r = contains(b, a, sub); break;
    case '&&': r = overlaps(a, b, sub); break;
    case '<<': r = both && compareBounds(upperBound(a), lowerBound(b), sub) < 0; break;
    case '>>': r = both && compareBounds(lowerBound(a), upperBound(b), sub) > 0; break;
    case '&<': r = both && compareBounds(upperBound(a), upperBound(b), sub) <= 0; break;
    case '&>': r = both && compareBounds(lowerBound(a), lowerBound(b), sub) >= 0; break;
    case '-|-': r = adjacent(a, b, spec); break;
    default: throw new PgError('internal_error', `unknown range operator ${String(op)}`);
  }
  return r ? 1 : 0;
}

/** range_cmp (btree support) as -1 / 0 / 1. */
export function rangeCompare(x: SqlValue, y: SqlValue, spec: SqlValue): SqlValue {
  if (x === null || y === null) return null;
  const { subtype } = specOf(spec);
  return compareRanges(readRange(x, subtype), readRange(y, subtype), subtype);
}

/** range_contains_elem: `range @> element`. */
export function rangeContainsElem(x: SqlValue, e: SqlValue, spec: SqlValue): SqlValue {
  if (x === null || e === null) return null;
  const { subtype } = specOf(spec);
  const r = readRange(x, subtype);
  if (r.empty) return 0;
  if (r.lower !== undefined) {
    const c = compareSubtype(r.lower, e, subtype);
    if (c > 0 || (c === 0 && !r.lowerInc)) return 0;
  }
  if (r.upper !== undefined) {
    const c = compareSubtype(r.upper, e, subtype);
    if (c < 0 || (c === 0 && !r.upperInc)) return 0;
  }
  return 1;
}

function fromBounds(lo: RangeBound, hi: RangeBound, spec: RangeSpec): RangeValue {
  return makeRange(lo.value, hi.value, lo.inclusive, hi.inclusive, spec);
}

function minBound(a: RangeBound, b: RangeBound, sub: number): RangeBound {
  return compareBounds(a, b, sub) <= 0 ? a : b;
}

function maxBound(a: RangeBound, b: RangeBound, sub: number): RangeBound {
  return compareBounds(a, b, sub) >= 0 ? a : b;
}

function union(a: RangeValue, b: RangeValue, spec: RangeSpec, strict: boolean): RangeValue {
  const sub = spec.subtype;
  if (a.empty) return b;
  if (b.empty) return a;
  if (strict && !overlaps(a, b, sub) && !adjacent(a, b, spec)) throw new PgError('data_exception', 'result of range union would not be contiguous');
  return fromBounds(minBound(lowerBound(a), lowerBound(b), sub), maxBound(upperBound(a), upperBound(b), sub), spec);
}

function intersect(a: RangeValue, b: RangeValue, spec: RangeSpec): RangeValue {
  const sub = spec.subtype;
  if (a.empty || b.empty || !overlaps(a, b, sub)) return EMPTY_RANGE;
  return fromBounds(maxBound(lowerBound(a), lowerBound(b), sub), minBound(upperBound(a), upperBound(b), sub), spec);
}

/** range_minus_internal. */
function minus(a: RangeValue, b: RangeValue, spec: RangeSpec): RangeValue {
  const sub = spec.subtype;
  if (a.empty || b.empty) return a;
  const [l1, u1, l2, u2] = [lowerBound(a), upperBound(a), lowerBound(b), upperBound(b)];
  const cl1l2 = compareBounds(l1, l2, sub);
  const cl1u2 = compareBounds(l1, u2, sub);
  const cu1l2 = compareBounds(u1, l2, sub);
  const cu1u2 = compareBounds(u1, u2, sub);
  if (cl1l2 < 0 && cu1u2 > 0) throw new PgError('data_exception', 'result of range difference would not be contiguous');
  if (cl1u2 > 0 || cu1l2 < 0) return a;
  if (cl1l2 >= 0 && cu1u2 <= 0) return EMPTY_RANGE;
  if (cl1l2 <= 0 && cu1l2 >= 0 && cu1u2 <= 0) return fromBounds(l1, { ...l2, inclusive: !l2.inclusive, lower: false }, spec);
  if (cl1l2 >= 0 && cu1u2 >= 0 && cl1u2 <= 0) return fromBounds({ ...u2, inclusive: !u2.inclusive, lower: true }, u1, spec);
  throw new PgError('internal_error', 'unexpected case in range_minus');
}

/** `+` (union), `*` (intersection), `-` (difference) and range_merge. */
export function rangeCombine(x: SqlValue, y: SqlValue, op: SqlValue, specV: SqlValue): SqlValue {
  if (x === null || y === null) return null;
  const spec = specOf(specV);
  const a = readRange(x, spec.subtype);
  const b = readRange(y, spec.subtype);
  switch (String(op)) {
    case '+': return writeRange(union(a, b, spec, true));
    case 'merge': return writeRange(union(a, b, spec, false));
    case '*': return writeRange(intersect(a, b, spec));
    case '-': return writeRange(minus(a, b, spec));
    default: throw new PgError('internal_error', `unknown range operator ${String(op)}`);
  }
}

/** lower, upper, isempty, lower_inc, upper_inc, lower_inf, upper_inf. */
export function rangePart(x: SqlValue, part: SqlValue, spec: SqlValue): SqlValue {
  if (x === null) return null;
  const r = readRange(x, specOf(spec).subtype);
  switch (String(part)) {
    case 'lower': return r.empty ? null : (r.lower ?? null);
    case 'upper': return r.empty ? null : (r.upper ?? null);
    case 'isempty': return r.empty ? 1 : 0;
    case 'lower_inc': return !r.empty && r.lowerInc ? 1 : 0;
    case 'upper_inc': return !r.empty && r.upperInc ? 1 : 0;
    case 'lower_inf': return !r.empty && r.lower === undefined ? 1 : 0;
    case 'upper_inf': return !r.empty && r.upper === undefined ? 1 : 0;
    default: throw new PgError('internal_error', `unknown range part ${String(part)}`);
  }
}

/** range_in / range_out of a range over a built-in subtype (user ranges' I/O conversions). */
function rangeIo(state: RuntimeState): { rangeIn: (t: SqlValue, spec: SqlValue) => SqlValue; rangeOut: (v: SqlValue, spec: SqlValue) => SqlValue } {
  const sub = (spec: SqlValue): PgType => {
    const t = typeByOid(specOf(spec).subtype);
    if (!t) throw new PgError('feature_not_supported', `range subtype ${specOf(spec).subtype} is not supported by pgsqlite`);
    return t;
  };
  return {
    rangeIn: (t, spec) => (t === null ? null : rangeFromText(String(t), sub(spec), specOf(spec), state.settings)),
    rangeOut: (v, spec) => (v === null ? null : rangeToText(v, sub(spec), state.settings)),
  };
}

/** Registers the range functions the translator emits (analyze/range-ops.ts). */
export function registerRangeFunctions(host: RuntimeHost, state: RuntimeState): void {
  const io = rangeIo(state);
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_range_key', 2, rangeKey);
  def('pg_range_make', 4, rangeMake);
  def('pg_range_rel', 4, rangeRelation);
  def('pg_range_cmp', 3, rangeCompare);
  def('pg_range_has', 3, rangeContainsElem);
  def('pg_range_combine', 4, rangeCombine);
  def('pg_range_part', 3, rangePart);
  host.defineFunction({ name: 'pg_range_in', arity: 2, deterministic: false, call: io.rangeIn });
  host.defineFunction({ name: 'pg_range_out', arity: 2, deterministic: false, call: io.rangeOut });
}
