import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { assignElement, assignSlice } from './array-assign.js';
import { type RawArray, type RawTree, leafValue, lowerBounds, parseRaw, rawArg, rawDims, rawFlat, rawText, readArray, sameDims, writeArray } from './array-tree.js';

/**
 * Multidimensional array semantics over the stored JSON text, as PostgreSQL's arrayfuncs.c /
 * array_userfuncs.c: slices, ARRAY[sub-arrays] dimension checks, array_cat (||), array_agg of
 * arrays, flattening for unnest, array_to_json.
 */

const OMITTED = '"*"';

/** The slice bounds `[lo1,hi1,lo2,hi2,…]` (JSON; "*" = omitted, null = NULL subscript); the result's lower bounds are 1. */
function slice(a: SqlValue, bounds: SqlValue): SqlValue {
  if (a === null || bounds === null) return null;
  const b = parseRaw(String(bounds)) as string[];
  if (b.some((x) => x === 'null')) return null;
  const arr = readArray(a);
  const t = arr.tree;
  const dims = rawDims(t);
  const lbs = lowerBounds(arr, dims.length);
  const n = b.length / 2;
  if (dims.length < n || dims.length === 0) return '[]';
  const lo: number[] = [];
  const hi: number[] = [];
  for (let d = 0; d < dims.length; d++) {
    const lb = lbs[d] as number;
    const ub = lb + (dims[d] as number) - 1;
    const l = d < n && b[2 * d] !== OMITTED ? Number(b[2 * d]) : lb;
    const h = d < n && b[2 * d + 1] !== OMITTED ? Number(b[2 * d + 1]) : ub;
    lo.push(Math.max(l, lb) - lb);
    hi.push(Math.min(h, ub) - lb);
    if (lo[d]! > hi[d]!) return '[]';
  }
  const cut = (node: RawTree, d: number): RawTree =>
    node.slice(lo[d]!, hi[d]! + 1).map((x) => (typeof x === 'string' ? x : cut(x, d + 1)));
  return rawText(cut(t, 0));
}

/** `a[i][j]…` of an array with lower bounds other than 1: `subs` JSON [i, j, …]; NULL outside the bounds or short of an element. */
function elementAt(a: SqlValue, subs: SqlValue): SqlValue {
  if (a === null || subs === null) return null;
  const ix = parseRaw(String(subs)) as string[];
  const arr = readArray(a);
  const dims = rawDims(arr.tree);
  if (ix.length !== dims.length) return null;
  const lbs = lowerBounds(arr, dims.length);
  let node: string | RawTree = arr.tree;
  for (let d = 0; d < ix.length; d++) {
    if (ix[d] === 'null' || typeof node === 'string') return null;
    const k = Number(ix[d]) - (lbs[d] as number);
    if (k < 0 || k >= node.length) return null;
    node = node[k] as string | RawTree;
  }
  return typeof node === 'string' ? leafValue(node) : null;
}

/**
 * generate_subscripts(a, dim [, reverse]): the JSON array of dimension `dim`'s subscripts (NULL
 * when it has none), descending when `reverse`; `typeLb` 0 for int2vector/oidvector.
 */
function subscripts(a: SqlValue, dim: SqlValue, typeLb: SqlValue, reverse: SqlValue): SqlValue {
  if (a === null || dim === null || reverse === null) return null;
  const arr = readArray(a);
  const dims = rawDims(arr.tree);
  const d = Number(dim);
  if (d < 1 || d > dims.length) return null;
  const lb = Number(typeLb) === 0 ? 0 : (lowerBounds(arr, dims.length)[d - 1] as number);
  const n = dims[d - 1] as number;
  return JSON.stringify(Array.from({ length: n }, (_, k) => (Number(reverse) !== 0 ? lb + n - 1 - k : lb + k)));
}

/** One element of a JSON list of stored arrays (json_array(json(a), …), json_group_array): the array, or null for NULL. */
function subArray(x: string | RawTree): RawArray | null {
  if (typeof x !== 'string') return { lbs: null, tree: x };
  if (x === 'null') return null;
  return readArray(x.startsWith('"') ? (JSON.parse(x) as string) : x);
}

/** Whether two sub-arrays have one shape: dimensions and lower bounds. */
function sameShape(a: RawArray, b: RawArray): boolean {
  const da = rawDims(a.tree);
  const db = rawDims(b.tree);
  return sameDims(da, db) && sameDims(lowerBounds(a, da.length), lowerBounds(b, db.length));
}

/** Sub-arrays stacked under a new first dimension (lower bound 1), keeping theirs. */
function stack(subs: RawArray[]): string {
  const first = subs[0] as RawArray;
  return writeArray(subs.map((x) => x.tree), [1, ...lowerBounds(first)]);
}

/** ARRAY[sub-array, …]: all sub-arrays of one shape (NULL/empty ones only when all are). */
function buildFromArrays(items: SqlValue): SqlValue {
  const subs = parseRaw(String(items)).map(subArray);
  const nonEmpty = subs.filter((s): s is RawArray => s !== null && s.tree.length > 0);
  if (nonEmpty.length === 0) return '[]';
  const mismatch = (): PgError => new PgError('array_subscript_error', 'multidimensional arrays must have array expressions with matching dimensions');
  if (nonEmpty.length !== subs.length) throw mismatch();
  for (const s of nonEmpty) if (!sameShape(s, nonEmpty[0]!)) throw mismatch();
  return stack(nonEmpty);
}

/** array_cat / `||` between arrays of one type, any dimensionality (PostgreSQL's array_cat, lower bounds included). */
export function arrayCat(a: SqlValue, b: SqlValue): SqlValue {
  if (a === null) return b;
  if (b === null) return a;
  const x = readArray(a);
  const y = readArray(b);
  if (x.tree.length === 0) return String(b);
  if (y.tree.length === 0) return String(a);
  const dx = rawDims(x.tree);
  const dy = rawDims(y.tree);
  const lx = lowerBounds(x, dx.length);
  const ly = lowerBounds(y, dy.length);
  const incompatible = (detail: string): PgError => new PgError('array_subscript_error', 'cannot concatenate incompatible arrays', { detail });
  if (dx.length === dy.length) {
    if (!sameDims(dx.slice(1), dy.slice(1)) || !sameDims(lx.slice(1), ly.slice(1))) throw incompatible('Arrays with differing element dimensions are not compatible for concatenation.');
    return writeArray([...x.tree, ...y.tree], lx);
  }
  if (dx.length === dy.length + 1) {
    if (!sameDims(dx.slice(1), dy) || !sameDims(lx.slice(1), ly)) throw incompatible('Arrays with differing dimensions are not compatible for concatenation.');
    return writeArray([...x.tree, y.tree], lx);
  }
  if (dy.length === dx.length + 1) {
    if (!sameDims(dy.slice(1), dx) || !sameDims(ly.slice(1), lx)) throw incompatible('Arrays with differing dimensions are not compatible for concatenation.');
    return writeArray([x.tree, ...y.tree], ly);
  }
  throw incompatible(`Arrays of ${dx.length} and ${dy.length} dimensions are not compatible for concatenation.`);
}

/** array_agg(array): the json_group_array of the inputs checked as accumArrayResultArr. */
function aggArrays(group: SqlValue): SqlValue {
  if (group === null) return null;
  const items = parseRaw(String(group));
  if (items.length === 0) return null;
  const subs: RawArray[] = [];
  for (const it of items) {
    const sub = subArray(it);
    if (sub === null) throw new PgError('null_value_not_allowed', 'cannot accumulate null arrays');
    if (subs.length === 0 && sub.tree.length === 0) throw new PgError('array_subscript_error', 'cannot accumulate empty arrays');
    if (subs.length > 0 && !sameShape(sub, subs[0]!)) throw new PgError('array_subscript_error', 'cannot accumulate arrays of different dimensionality');
    subs.push(sub);
  }
  return stack(subs);
}

/** Leaf token → JSON text of the element for array_to_json (element type `oid`). */
type LeafJson = (tok: string) => string;

function toJson(t: RawTree, leaf: LeafJson, pretty: boolean, top: boolean): string {
  const sep = pretty && top ? ',\n ' : ',';
  return '[' + t.map((x) => (typeof x === 'string' ? leaf(x) : toJson(x, leaf, false, false))).join(sep) + ']';
}

/** array_to_json over the stored array; `leaf` renders one element as to_json does. */
export function arrayToJson(a: SqlValue, pretty: boolean, leaf: (v: SqlValue) => string): SqlValue {
  if (a === null) return null;
  return toJson(readArray(a).tree, (tok) => leaf(leafValue(tok)), pretty, true);
}

/** array_to_json(a, true): a line feed after each comma between top-level elements (array_dim_to_json). */
function prettyTop(json: SqlValue, pretty: SqlValue): SqlValue {
  if (json === null || pretty === null || Number(pretty) === 0) return json;
  const s = String(json);
  let out = '';
  let depth = 0;
  let inStr = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    out += c;
    if (inStr) {
      if (c === '\\') out += s[++i] ?? '';
      else if (c === '"') inStr = false;
    } else if (c === '"') inStr = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) out += '\n ';
  }
  return out;
}

/** 0A000 for the searching/removing functions PostgreSQL limits to one dimension. */
export function oneDimensional(a: SqlValue, what: 'searching' | 'removing'): void {
  if (a === null) return;
  const t = rawArg(a);
  if (t && t.length > 0 && typeof t[0] !== 'string') {
    throw new PgError('feature_not_supported', what === 'searching' ? 'searching for elements in multidimensional arrays is not supported' : 'removing elements from multidimensional arrays is not supported');
  }
}

/** Registers the multidimensional array runtime functions. */
export function registerMultiDimArrayFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...a: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_array_slice', 2, slice);
  def('pg_array_at', 2, elementAt);
  def('pg_array_subscripts', 4, subscripts);
  // int2vector / oidvector (plain JSON, lower bound 0 by type) → int2[] / oid[] keeping the lower bound 0
  def('pg_array_lb0', 1, (a) => (a === null ? null : writeArray(readArray(a).tree, [0])));
  def('pg_array_build', 1, buildFromArrays);
  def('pg_array_concat', 2, arrayCat);
  def('pg_array_agg_arrays', 1, aggArrays);
  def('pg_json_pretty_top', 2, prettyTop);
  def('pg_array_set', 3, assignElement);
  def('pg_array_set_slice', 3, assignSlice);
  def('pg_array_flat', 1, (a) => (a === null ? null : rawText(rawFlat(readArray(a).tree))));
}
