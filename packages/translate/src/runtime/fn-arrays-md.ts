import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { assignElement, assignSlice } from './array-assign.js';
import { type RawTree, leafValue, parseRaw, rawArg, rawDims, rawFlat, rawText, sameDims } from './array-tree.js';

/**
 * Multidimensional array semantics over the stored JSON text, as PostgreSQL's arrayfuncs.c /
 * array_userfuncs.c: slices, ARRAY[sub-arrays] dimension checks, array_cat (||), array_agg of
 * arrays, flattening for unnest, array_to_json.
 */

const OMITTED = '"*"';

/** The slice bounds `[lo1,hi1,lo2,hi2,…]` (JSON; "*" = omitted, null = NULL subscript). */
function slice(a: SqlValue, bounds: SqlValue): SqlValue {
  if (a === null || bounds === null) return null;
  const b = parseRaw(String(bounds)) as string[];
  if (b.some((x) => x === 'null')) return null;
  const t = parseRaw(String(a));
  const dims = rawDims(t);
  const n = b.length / 2;
  if (dims.length < n || dims.length === 0) return '[]';
  const lo: number[] = [];
  const hi: number[] = [];
  for (let d = 0; d < dims.length; d++) {
    const l = d < n && b[2 * d] !== OMITTED ? Number(b[2 * d]) : 1;
    const h = d < n && b[2 * d + 1] !== OMITTED ? Number(b[2 * d + 1]) : (dims[d] as number);
    lo.push(Math.max(l, 1));
    hi.push(Math.min(h, dims[d] as number));
    if (lo[d]! > hi[d]!) return '[]';
  }
  const cut = (node: RawTree, d: number): RawTree =>
    node.slice(lo[d]! - 1, hi[d]!).map((x) => (typeof x === 'string' ? x : cut(x, d + 1)));
  return rawText(cut(t, 0));
}

/** ARRAY[sub-array, …]: all sub-arrays of one shape (NULL/empty ones only when all are). */
function buildFromArrays(items: SqlValue): SqlValue {
  const subs = parseRaw(String(items)).map((x) => (typeof x === 'string' ? (x === 'null' ? null : parseRaw(JSON.parse(x) as string)) : x));
  const nonEmpty = subs.filter((s): s is RawTree => s !== null && s.length > 0);
  if (nonEmpty.length === 0) return '[]';
  const mismatch = (): PgError => new PgError('array_subscript_error', 'multidimensional arrays must have array expressions with matching dimensions');
  if (nonEmpty.length !== subs.length) throw mismatch();
  const dims = rawDims(nonEmpty[0]!);
  for (const s of nonEmpty) if (!sameDims(rawDims(s), dims)) throw mismatch();
  return rawText(nonEmpty);
}

/** array_cat / `||` between arrays of one type, any dimensionality (PostgreSQL's array_cat). */
export function arrayCat(a: SqlValue, b: SqlValue): SqlValue {
  if (a === null) return b;
  if (b === null) return a;
  const x = parseRaw(String(a));
  const y = parseRaw(String(b));
  if (x.length === 0) return String(b);
  if (y.length === 0) return String(a);
  const dx = rawDims(x);
  const dy = rawDims(y);
  const incompatible = (detail: string): PgError => new PgError('array_subscript_error', 'cannot concatenate incompatible arrays', { detail });
  if (dx.length === dy.length) {
    if (!sameDims(dx.slice(1), dy.slice(1))) throw incompatible('Arrays with differing element dimensions are not compatible for concatenation.');
    return rawText([...x, ...y]);
  }
  if (dx.length === dy.length + 1) {
    if (!sameDims(dx.slice(1), dy)) throw incompatible('Arrays with differing dimensions are not compatible for concatenation.');
    return rawText([...x, y]);
  }
  if (dy.length === dx.length + 1) {
    if (!sameDims(dy.slice(1), dx)) throw incompatible('Arrays with differing dimensions are not compatible for concatenation.');
    return rawText([x, ...y]);
  }
  throw incompatible(`Arrays of ${dx.length} and ${dy.length} dimensions are not compatible for concatenation.`);
}

/** array_agg(array): the json_group_array of the inputs checked as accumArrayResultArr. */
function aggArrays(group: SqlValue): SqlValue {
  if (group === null) return null;
  const items = parseRaw(String(group));
  if (items.length === 0) return null;
  let dims: number[] | undefined;
  for (const it of items) {
    if (typeof it === 'string') throw new PgError('null_value_not_allowed', 'cannot accumulate null arrays');
    const d = rawDims(it);
    if (dims === undefined) {
      if (d.length === 0) throw new PgError('array_subscript_error', 'cannot accumulate empty arrays');
      dims = d;
    } else if (!sameDims(d, dims)) throw new PgError('array_subscript_error', 'cannot accumulate arrays of different dimensionality');
  }
  return rawText(items);
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
  return toJson(parseRaw(String(a)), (tok) => leaf(leafValue(tok)), pretty, true);
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
  def('pg_array_build', 1, buildFromArrays);
  def('pg_array_concat', 2, arrayCat);
  def('pg_array_agg_arrays', 1, aggArrays);
  def('pg_json_pretty_top', 2, prettyTop);
  def('pg_array_set', 3, assignElement);
  def('pg_array_set_slice', 3, assignSlice);
  def('pg_array_flat', 1, (a) => (a === null ? null : rawText(rawFlat(parseRaw(String(a))))));
}
