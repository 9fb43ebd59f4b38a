import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './host.js';
import { type RawTree, parseRaw, rawDims, rawFlat, rawText } from './array-tree.js';

/**
 * `UPDATE … SET a[i] = x` / `SET a[lo:hi] = arr`, as PostgreSQL's array_set_element /
 * array_set_slice: a one-dimensional array grows (NULLs fill the gap), a multidimensional one
 * does not (2202E); a NULL array counts as empty. Arrays here always have lower bound 1, so an
 * assignment that would give another lower bound is 0A000.
 */

const OMITTED = '"*"';
const subscriptError = (msg: string, detail?: string): PgError => new PgError('array_subscript_error', msg, detail ? { detail } : undefined);
const lowerBound = (): PgError => new PgError('feature_not_supported', 'array lower bounds other than 1 are not supported by pgsqlite');

/** One element: `subs` JSON [i1,…], `value` json_array(x) (its one token is the element). */
export function assignElement(arr: SqlValue, subs: SqlValue, value: SqlValue): SqlValue {
  const idx = parseRaw(String(subs)) as string[];
  if (idx.some((x) => x === 'null')) throw new PgError('null_value_not_allowed', 'array subscript in assignment must not be null');
  const ix = idx.map(Number);
  const tok = (parseRaw(String(value))[0] as string | undefined) ?? 'null';
  const t = arr === null ? [] : parseRaw(String(arr));
  const dims = rawDims(t);
  if (dims.length === 0) {
    if (ix.some((k) => k !== 1)) throw lowerBound();
    let out: RawTree | string = tok;
    for (let d = 0; d < ix.length; d++) out = [out];
    return rawText(out as RawTree);
  }
  if (ix.length !== dims.length) throw subscriptError('wrong number of array subscripts');
  if (dims.length === 1) {
    const k = ix[0] as number;
    if (k < 1) throw lowerBound();
    const out = [...t];
    while (out.length < k - 1) out.push('null');
    out[k - 1] = tok;
    return rawText(out);
  }
  if (ix.some((k, d) => k < 1 || k > (dims[d] as number))) throw subscriptError('array subscript out of range');
  const set = (node: RawTree, d: number): RawTree => node.map((x, k) => (k !== (ix[d] as number) - 1 ? x : d === ix.length - 1 ? tok : set(x as RawTree, d + 1)));
  return rawText(set(t, 0));
}

/** A slice: `bounds` JSON [lo1,hi1,…] ("*" omitted), `src` the assigned array (NULL keeps the array). */
export function assignSlice(arr: SqlValue, bounds: SqlValue, src: SqlValue): SqlValue {
  const b = parseRaw(String(bounds)) as string[];
  if (b.some((x) => x === 'null')) throw new PgError('null_value_not_allowed', 'array subscript in assignment must not be null');
  if (src === null) return arr;
  const items = rawFlat(parseRaw(String(src)));
  const n = b.length / 2;
  const t = arr === null ? [] : parseRaw(String(arr));
  const dims = rawDims(t);
  const bound = (k: number, dflt: number | undefined): number => {
    const v = b[k] as string;
    if (v !== OMITTED) return Number(v);
    if (dflt === undefined) {
      throw subscriptError('array slice subscript must provide both boundaries', 'When assigning to a slice of an empty array value, slice boundaries must be fully specified.');
    }
    return dflt;
  };
  const tooSmall = (): PgError => subscriptError('source array too small');
  if (dims.length === 0) {
    const lo = Array.from({ length: n }, (_, d) => bound(2 * d, undefined));
    const hi = Array.from({ length: n }, (_, d) => bound(2 * d + 1, undefined));
    if (lo.some((l, d) => l > (hi[d] as number))) throw subscriptError('upper bound cannot be less than lower bound');
    if (lo.some((l) => l !== 1)) throw lowerBound();
    let pos = 0;
    const build = (d: number): RawTree => Array.from({ length: hi[d] as number }, () => (d === n - 1 ? (items[pos++] ?? '') : build(d + 1)));
    if (hi.reduce((x, y) => x * y, 1) > items.length) throw tooSmall();
    return rawText(build(0));
  }
  if (n > dims.length) throw subscriptError('wrong number of array subscripts');
  const lo = dims.map((len, d) => (d < n ? bound(2 * d, 1) : 1));
  const hi = dims.map((len, d) => (d < n ? bound(2 * d + 1, len) : len));
  if (lo.some((l, d) => l > (hi[d] as number))) throw subscriptError('upper bound cannot be less than lower bound');
  if (dims.length === 1) {
    if ((lo[0] as number) < 1) throw lowerBound();
    const count = (hi[0] as number) - (lo[0] as number) + 1;
    if (items.length < count) throw tooSmall();
    const out = [...t];
    while (out.length < (lo[0] as number) - 1) out.push('null');
    for (let k = 0; k < count; k++) out[(lo[0] as number) - 1 + k] = items[k] as string;
    return rawText(out);
  }
  if (lo.some((l, d) => l < 1 || (hi[d] as number) > (dims[d] as number))) throw subscriptError('array subscript out of range');
  if (hi.reduce((acc, h, d) => acc * (h - (lo[d] as number) + 1), 1) > items.length) throw tooSmall();
  let pos = 0;
  const set = (node: RawTree, d: number): RawTree =>
    node.map((x, k) => (k < (lo[d] as number) - 1 || k > (hi[d] as number) - 1 ? x : d === dims.length - 1 ? (items[pos++] as string) : set(x as RawTree, d + 1)));
  return rawText(set(t, 0));
}
