import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './host.js';
import { type RawTree, lowerBounds, parseRaw, rawDims, rawFlat, readArray, writeArray } from './array-tree.js';

/**
 * `UPDATE … SET a[i] = x` / `SET a[lo:hi] = arr`, as PostgreSQL's array_set_element /
 * array_set_slice: a one-dimensional array grows at either end (NULLs fill the gap; assigning
 * below the lower bound moves the lower bound), a multidimensional one does not (2202E); a NULL
 * or empty array takes the subscripts as its bounds.
 */

const OMITTED = '"*"';
const subscriptError = (msg: string, detail?: string): PgError => new PgError('array_subscript_error', msg, detail ? { detail } : undefined);
const INT_MAX = 2147483647;

/** A one-dimensional array with lower bound `lb` whose positions lo..hi are set from `items` (NULL-filling gaps). */
function setRange1d(t: RawTree, lb: number, lo: number, hi: number, items: readonly string[]): string {
  const newLb = Math.min(lb, lo);
  const newUb = Math.max(lb + t.length - 1, hi);
  if (newUb - newLb + 1 > 134217727) throw new PgError('program_limit_exceeded', 'array size exceeds the maximum allowed (134217727)');
  if (newLb + (newUb - newLb + 1) > INT_MAX) throw new PgError('program_limit_exceeded', `array lower bound is too large: ${newLb}`);
  const out: RawTree = [];
  for (let k = newLb; k <= newUb; k++) {
    if (k >= lo && k <= hi) out.push(items[k - lo] as string);
    else if (k >= lb && k < lb + t.length) out.push(t[k - lb] as string);
    else out.push('null');
  }
  return writeArray(out, [newLb]);
}

/** A new array of the given bounds filled from `items` in row-major order. */
function fresh(lo: readonly number[], hi: readonly number[], items: readonly string[]): string {
  let pos = 0;
  const build = (d: number): RawTree =>
    Array.from({ length: (hi[d] as number) - (lo[d] as number) + 1 }, () => (d === lo.length - 1 ? (items[pos++] as string) : build(d + 1)));
  return writeArray(build(0), [...lo]);
}

/** One element: `subs` JSON [i1,…], `value` json_array(x) (its one token is the element). */
export function assignElement(arr: SqlValue, subs: SqlValue, value: SqlValue): SqlValue {
  const idx = parseRaw(String(subs)) as string[];
  if (idx.some((x) => x === 'null')) throw new PgError('null_value_not_allowed', 'array subscript in assignment must not be null');
  const ix = idx.map(Number);
  const tok = (parseRaw(String(value))[0] as string | undefined) ?? 'null';
  const a = arr === null ? { lbs: null, tree: [] } : readArray(arr);
  const dims = rawDims(a.tree);
  if (dims.length === 0) return fresh(ix, ix, [tok]);
  if (ix.length !== dims.length) throw subscriptError('wrong number of array subscripts');
  const lbs = lowerBounds(a, dims.length);
  if (dims.length === 1) return setRange1d(a.tree, lbs[0] as number, ix[0] as number, ix[0] as number, [tok]);
  if (ix.some((k, d) => k < (lbs[d] as number) || k >= (lbs[d] as number) + (dims[d] as number))) throw subscriptError('array subscript out of range');
  const set = (node: RawTree, d: number): RawTree =>
    node.map((x, k) => (k !== (ix[d] as number) - (lbs[d] as number) ? x : d === ix.length - 1 ? tok : set(x as RawTree, d + 1)));
  return writeArray(set(a.tree, 0), a.lbs);
}

/** A slice: `bounds` JSON [lo1,hi1,…] ("*" omitted), `src` the assigned array (NULL keeps the array). */
export function assignSlice(arr: SqlValue, bounds: SqlValue, src: SqlValue): SqlValue {
  const b = parseRaw(String(bounds)) as string[];
  if (b.some((x) => x === 'null')) throw new PgError('null_value_not_allowed', 'array subscript in assignment must not be null');
  if (src === null) return arr;
  const items = rawFlat(readArray(src).tree);
  const n = b.length / 2;
  const a = arr === null ? { lbs: null, tree: [] } : readArray(arr);
  const dims = rawDims(a.tree);
  const bound = (k: number, dflt: number | undefined): number => {
    const v = b[k] as string;
    if (v !== OMITTED) return Number(v);
    if (dflt === undefined) {
      throw subscriptError('array slice subscript must provide both boundaries', 'When assigning to a slice of an empty array value, slice boundaries must be fully specified.');
    }
    return dflt;
  };
  const tooSmall = (): PgError => subscriptError('source array too small');
  const count = (lo: number[], hi: number[]): number => hi.reduce((acc, h, d) => acc * (h - (lo[d] as number) + 1), 1);
  if (dims.length === 0) {
    const lo = Array.from({ length: n }, (_, d) => bound(2 * d, undefined));
    const hi = Array.from({ length: n }, (_, d) => bound(2 * d + 1, undefined));
    if (lo.some((l, d) => l > (hi[d] as number))) throw subscriptError('upper bound cannot be less than lower bound');
    if (count(lo, hi) > items.length) throw tooSmall();
    return fresh(lo, hi, items);
  }
  if (n > dims.length) throw subscriptError('wrong number of array subscripts');
  const lbs = lowerBounds(a, dims.length);
  const lo = dims.map((_, d) => (d < n ? bound(2 * d, lbs[d]) : (lbs[d] as number)));
  const hi = dims.map((len, d) => (d < n ? bound(2 * d + 1, (lbs[d] as number) + len - 1) : (lbs[d] as number) + len - 1));
  if (lo.some((l, d) => l > (hi[d] as number))) throw subscriptError('upper bound cannot be less than lower bound');
  if (dims.length === 1) {
    if (count(lo, hi) > items.length) throw tooSmall();
    return setRange1d(a.tree, lbs[0] as number, lo[0] as number, hi[0] as number, items);
  }
  if (lo.some((l, d) => l < (lbs[d] as number) || (hi[d] as number) >= (lbs[d] as number) + (dims[d] as number))) throw subscriptError('array subscript out of range');
  if (count(lo, hi) > items.length) throw tooSmall();
  let pos = 0;
  const set = (node: RawTree, d: number): RawTree =>
    node.map((x, k) => {
      const sub = k + (lbs[d] as number);
      if (sub < (lo[d] as number) || sub > (hi[d] as number)) return x;
      return d === dims.length - 1 ? (items[pos++] as string) : set(x as RawTree, d + 1);
    });
  return writeArray(set(a.tree, 0), a.lbs);
}
