import { PgError } from '@pgsqlite/errors';
import { keyedCompare } from './order-keys.js';
import type { RuntimeHost, SqlValue } from './host.js';
import { compareNumeric, readNumeric } from './numeric-math.js';
import { registerMultiDimArrayFunctions } from './fn-arrays-md.js';
import { registerArrayKeys } from './array-keys.js';
import { registerArrayLeafFunctions } from './fn-array-leaves.js';
import { storedArrayParts, storedArrayText } from '@pgsqlite/catalog';
import { type RawTree, leafValue, readArray } from './array-tree.js';
import { ARRAY_ELEMENT_OVERHEAD, checkValueMemory } from './value-memory.js';

/**
 * Array functions over the stored JSON text (array_append/prepend/remove/replace/position(s)/
 * ndims/dims, errors as PostgreSQL for more than one dimension) and the containment operators `@> <@ &&`.
 */

type Item = unknown;
const NUMERIC = 1700;

/** Raw tree → items: leaves as SQLite values (integers beyond 2^53 as bigint, exact). */
function toItems(t: RawTree): Item[] {
  return t.map((x) => (typeof x === 'string' ? leafValue(x) : toItems(x)));
}

/** A stored array's nested items and lower bounds (null = all 1). */
export function items(v: SqlValue): { lbs: number[] | null; a: Item[] } {
  const { lbs, tree } = readArray(v);
  return { lbs, a: toItems(tree) };
}

/** JSON of nested items (bigint exact). */
function itemsJson(a: Item[]): string {
  return '[' + a.map((x) => (Array.isArray(x) ? itemsJson(x) : typeof x === 'bigint' ? x.toString() : x instanceof Uint8Array ? JSON.stringify(`\\x${hex(x)}`) : JSON.stringify(x))).join(',') + ']';
}

function hex(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += x.toString(16).padStart(2, '0');
  return s;
}

/** Stored text of nested items with lower bounds. */
const outLb = (a: Item[], lbs: readonly number[] | null): string => storedArrayText(itemsJson(a), lbs);

/** A stored one-dimensional array and its lower bound, refusing more than one dimension with PostgreSQL's error for the calling function. */
function parse1d(v: SqlValue, use: 'append' | 'searching' | 'removing' = 'searching'): { lb: number; a: Item[] } {
  const { lbs, a } = items(v);
  if (a.some((x) => Array.isArray(x))) {
    if (use === 'append') throw new PgError('data_exception', 'argument must be empty or one-dimensional array');
    throw new PgError('feature_not_supported', `${use === 'searching' ? 'searching for' : 'removing'} elements ${use === 'searching' ? 'in' : 'from'} multidimensional arrays is not supported`);
  }
  return { lb: lbs?.[0] ?? 1, a };
}

/** Any-dimensional: the stored array's leaves, flattened (containment and overlap look at every element). */
function leaves(v: SqlValue): Item[] {
  return items(v).a.flat(Infinity as 1);
}

function replaceDeep(a: Item[], x: Item, y: Item, oid: number): Item[] {
  return a.map((z) => (Array.isArray(z) ? replaceDeep(z as Item[], x, y, oid) : same(z, x, oid) ? y : z));
}

function elem(v: SqlValue): Item {
  return v;
}

function same(a: Item, b: Item, oid: number): boolean {
  if (a === null || b === null) return a === b;
  if (oid === NUMERIC) return compareNumeric(readNumeric(a), readNumeric(b)) === 0;
  const keyed = keyedCompare(oid);
  if (keyed && !Array.isArray(a) && !Array.isArray(b)) return keyed(a as SqlValue, b as SqlValue) === 0;
  return a === b || String(a) === String(b);
}

const out = (a: Item[]): string => itemsJson(a);

function contains(big: Item[], small: Item[], oid: number): boolean {
  return small.every((x) => x !== null && big.some((y) => y !== null && same(x, y, oid)));
}

/** trim_array(a, n): the array without its last n elements (2202E outside 0..length, as PostgreSQL). */
function trimArray(a: SqlValue, n: SqlValue): SqlValue {
  if (a === null || n === null) return null;
  const all = items(a).a;
  const k = Number(n);
  if (k < 0 || k > all.length) throw new PgError('array_subscript_error', `number of elements to trim must be between 0 and ${all.length}`);
  return out(all.slice(0, all.length - k));
}

/** PostgreSQL's MaxArraySize: MaxAllocSize / sizeof(Datum). */
const MAX_ARRAY_SIZE = 134217727;

/** array_fill(v, dims [, lbounds]): nested JSON arrays; lower bounds other than 1 → 0A000. */
function arrayFill(v: SqlValue, dims: SqlValue, lbs: SqlValue, hasLbs: SqlValue): SqlValue {
  if (dims === null || (Number(hasLbs) === 1 && lbs === null)) {
    throw new PgError('null_value_not_allowed', 'dimension array or low bound array cannot be null');
  }
  const sizes = JSON.parse(storedArrayParts(String(dims)).body) as (number | null)[];
  const flat = (list: unknown[]): boolean => list.every((x) => !Array.isArray(x));
  if (!flat(sizes)) throw new PgError('array_subscript_error', 'wrong number of array subscripts', { detail: 'Dimension array must be one dimensional.' });
  if (sizes.some((x) => x === null)) throw new PgError('null_value_not_allowed', 'dimension values cannot be null');
  const lows = lbs === null ? null : (JSON.parse(storedArrayParts(String(lbs)).body) as (number | null)[]);
  if (lows !== null && !flat(lows)) throw new PgError('array_subscript_error', 'wrong number of array subscripts', { detail: 'Dimension array must be one dimensional.' });
  if (lows !== null && lows.length !== sizes.length) {
    throw new PgError('array_subscript_error', 'wrong number of array subscripts', { detail: 'Low bound array has different size than dimensions array.' });
  }
  if (lows !== null && lows.some((x) => x === null)) throw new PgError('null_value_not_allowed', 'dimension values cannot be null');
  if (sizes.length === 0 || sizes.some((x) => Number(x) <= 0)) return '[]';
  // ArrayGetNItems: the element count is checked before anything is built
  const count = sizes.reduce((n: number, x) => n * Number(x), 1);
  if (count > MAX_ARRAY_SIZE) {
    throw new PgError('program_limit_exceeded', `array size exceeds the maximum allowed (${MAX_ARRAY_SIZE})`);
  }
  // then the memory the filled array takes here (array_fill(1, '{100000000}') is 400 MB in PostgreSQL)
  checkValueMemory(count * (ARRAY_ELEMENT_OVERHEAD + 2 * itemsJson([elem(v)]).length));
  const build = (level: number): Item[] => Array.from({ length: Number(sizes[level]) }, () => (level + 1 < sizes.length ? build(level + 1) : elem(v)));
  return outLb(build(0), lows as number[] | null);
}

/**
 * btree order of two arrays (array_cmp): element by element, a NULL element after any value,
 * then the shorter array first; numeric elements by value, text by code point.
 */
function compareItems(a: Item[], b: Item[], oid: number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      continue;
    }
    const c = Array.isArray(x) && Array.isArray(y) ? compareItems(x, y, oid) : compareScalar(x, y, oid);
    if (c !== 0) return c;
  }
  return Math.sign(a.length - b.length);
}

export function compareScalar(x: Item, y: Item, oid: number): number {
  if (oid === NUMERIC) return compareNumeric(readNumeric(x as SqlValue), readNumeric(y as SqlValue));
  const keyed = keyedCompare(oid);
  if (keyed) return keyed(x as SqlValue, y as SqlValue);
  if (typeof x === 'number' && typeof y === 'number') return Math.sign(x - y);
  if ((typeof x === 'bigint' || typeof x === 'number') && (typeof y === 'bigint' || typeof y === 'number')) {
    // an integer beyond 2^53 against a number: exactly when both are integers
    if (Number.isInteger(Number(x)) && Number.isInteger(Number(y))) return BigInt(x) < BigInt(y) ? -1 : BigInt(x) > BigInt(y) ? 1 : 0;
    return Math.sign(Number(x) - Number(y));
  }
  const [p, q] = [String(x), String(y)];
  if (p === q) return 0;
  const [cp, cq] = [Array.from(p), Array.from(q)];
  for (let i = 0; i < Math.min(cp.length, cq.length); i++) {
    const d = ((cp[i] as string).codePointAt(0) ?? 0) - ((cq[i] as string).codePointAt(0) ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return Math.sign(cp.length - cq.length);
}

/** array_cmp: elements first, then (equal elements) the lower bounds, as PostgreSQL. */
function compareArrays(a: SqlValue, b: SqlValue, oid: number): number {
  const x = items(a);
  const y = items(b);
  const c = compareItems(x.a, y.a, oid);
  if (c !== 0) return c;
  for (let k = 0; k < Math.max(x.lbs?.length ?? 0, y.lbs?.length ?? 0); k++) {
    const d = (x.lbs?.[k] ?? 1) - (y.lbs?.[k] ?? 1);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Registers the array runtime functions. */
export function registerArrayFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...a: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  registerMultiDimArrayFunctions(host);
  registerArrayKeys(host);
  registerArrayLeafFunctions(host);
  def('pg_trim_array', 2, trimArray);
  def('pg_array_cmp', 3, (a, b, oid) => (a === null || b === null ? null : compareArrays(a, b, Number(oid))));
  // min(anyarray) / max(anyarray) by array_cmp (SQLite's own would compare the stored text); inputs kept for window frames
  for (const [name, pick] of [['pg_array_min', (c: number) => c < 0], ['pg_array_max', (c: number) => c > 0]] as const) {
    host.defineAggregate<{ values: SqlValue[]; oid: number }>({
      name,
      arity: 2,
      deterministic: true,
      start: () => ({ values: [], oid: 0 }),
      step: (acc, v, oid) => (v === null ? acc : (acc.values.push(v), (acc.oid = Number(oid)), acc)),
      inverse: (acc, v) => (v === null ? acc : (acc.values.shift(), acc)),
      result: (acc) => {
        let best: SqlValue = null;
        for (const v of acc.values) if (best === null || pick(compareArrays(v, best, acc.oid))) best = v;
        return best;
      },
    });
  }
  def('pg_array_fill', 4, arrayFill);
  def('pg_array_append', 2, (a, x) => {
    const p = a === null ? { lb: 1, a: [] } : parse1d(a, 'append');
    return outLb([...p.a, elem(x)], [p.lb]);
  });
  def('pg_array_prepend', 2, (x, a) => {
    const p = a === null ? { lb: 1, a: [] } : parse1d(a, 'append');
    return outLb([elem(x), ...p.a], [p.lb]);
  });
  def('pg_array_remove', 3, (a, x, oid) => {
    if (a === null) return null;
    const p = parse1d(a, 'removing');
    return outLb(p.a.filter((y) => !same(y, elem(x), Number(oid))), [p.lb]);
  });
  def('pg_array_replace', 4, (a, x, y, oid) => {
    if (a === null) return null;
    const p = items(a);
    return outLb(replaceDeep(p.a, elem(x), elem(y), Number(oid)), p.lbs);
  });
  def('pg_array_position', 4, (a, x, start, oid) => {
    if (a === null) return null;
    const p = parse1d(a);
    const s = start === null ? p.lb : Number(start);
    for (let i = Math.max(s - p.lb, 0); i < p.a.length; i++) if (same(p.a[i], elem(x), Number(oid))) return i + p.lb;
    return null;
  });
  def('pg_array_positions', 3, (a, x, oid) => {
    if (a === null) return null;
    const pos: number[] = [];
    const p = parse1d(a);
    p.a.forEach((y, i) => {
      if (same(y, elem(x), Number(oid))) pos.push(i + p.lb);
    });
    return out(pos);
  });
  def('pg_array_ndims', 1, (a) => {
    if (a === null) return null;
    let n = 0;
    for (let v = items(a).a as unknown; Array.isArray(v) && v.length > 0; v = v[0]) n++;
    return n === 0 ? null : n;
  });
  def('pg_array_dims', 1, (a) => {
    if (a === null) return null;
    const p = items(a);
    let s = '';
    let d = 0;
    for (let v = p.a as unknown; Array.isArray(v) && v.length > 0; v = v[0], d++) {
      const lb = p.lbs?.[d] ?? 1;
      s += `[${lb}:${lb + v.length - 1}]`;
    }
    return s === '' ? null : s;
  });
  def('pg_array_contains', 3, (a, b, oid) => (a === null || b === null ? null : contains(leaves(a), leaves(b), Number(oid)) ? 1 : 0));
  def('pg_array_overlap', 3, (a, b, oid) => {
    if (a === null || b === null) return null;
    const x = leaves(a);
    return leaves(b).some((y) => y !== null && x.some((z) => z !== null && same(y, z, Number(oid)))) ? 1 : 0;
  });
}
