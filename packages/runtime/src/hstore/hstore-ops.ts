import { PgError } from '@pgsqlite/errors';
import { type HstorePair, hstoreText, normalizePairs, storedArrayParts, storedArrayText, storedPairs, utf8Encode } from '@pgsqlite/catalog';

/**
 * hstore 1.8's operations on values (hstore_op.c, hstore_io.c), over the stored canonical text
 * (catalog hstore-value.ts). Arrays arrive and leave in pgsqlite's array storage (JSON text).
 */

type Nested = null | string | Nested[];

/** An array's stored text as nested JSON (lower bounds apart). */
export function arrayNested(stored: string): { lbs: number[] | null; body: Nested[] } {
  const parts = storedArrayParts(stored);
  return { lbs: parts.lbs, body: JSON.parse(parts.body) as Nested[] };
}

/** Every element of a (multi-dimensional) array in row-major order. */
function flatten(body: Nested[]): (string | null)[] {
  const out: (string | null)[] = [];
  const walk = (n: Nested): void => {
    if (Array.isArray(n)) for (const x of n) walk(x);
    else out.push(n === null ? null : String(n));
  };
  for (const x of body) walk(x);
  return out;
}

/** The array's dimensions (lengths) from its nested form. */
function dimsOf(body: Nested[]): number[] {
  const dims: number[] = [];
  let cur: Nested = body;
  while (Array.isArray(cur)) {
    dims.push(cur.length);
    cur = cur.length ? (cur[0] as Nested) : null;
  }
  return dims;
}

/** hstoreArrayToPairs: the keys of a text[] (any shape), NULLs skipped. */
export function keysOf(stored: string): string[] {
  return flatten(arrayNested(stored).body).filter((k): k is string => k !== null);
}

export const pairsOf = (h: string): HstorePair[] => storedPairs(h);
export const text = (pairs: readonly HstorePair[]): string => hstoreText(pairs);

/** h -> key (NULL when absent or NULL). */
export function fetchVal(h: string, key: string): string | null {
  return pairsOf(h).find((p) => p.k === key)?.v ?? null;
}

/** h -> text[]: the values in the key array's shape (NULL for absent keys and NULL keys). */
export function fetchArray(h: string, keys: string): string {
  const map = new Map(pairsOf(h).map((p) => [p.k, p.v]));
  const { lbs, body } = arrayNested(keys);
  const map1 = (n: Nested): Nested => (Array.isArray(n) ? n.map(map1) : n === null ? null : (map.get(String(n)) ?? null));
  return storedArrayText(JSON.stringify(body.map(map1)), lbs);
}

export function exists(h: string, key: string): boolean {
  return pairsOf(h).some((p) => p.k === key);
}

export function defined(h: string, key: string): boolean {
  return pairsOf(h).some((p) => p.k === key && p.v !== null);
}

export function existsAny(h: string, keys: string): boolean {
  const have = new Set(pairsOf(h).map((p) => p.k));
  return keysOf(keys).some((k) => have.has(k));
}

export function existsAll(h: string, keys: string): boolean {
  const have = new Set(pairsOf(h).map((p) => p.k));
  return keysOf(keys).every((k) => have.has(k));
}

/** a @> b: every pair of b is in a with the same value (NULL matching NULL). */
export function contains(a: string, b: string): boolean {
  const map = new Map(pairsOf(a).map((p) => [p.k, p.v]));
  return pairsOf(b).every((p) => map.has(p.k) && map.get(p.k) === p.v);
}

/** a || b: b's pairs replace a's on equal keys. */
export function concat(a: string, b: string): string {
  return text(normalizePairs([...pairsOf(b), ...pairsOf(a)]));
}

export function deleteKey(h: string, key: string): string {
  return text(pairsOf(h).filter((p) => p.k !== key));
}

export function deleteKeys(h: string, keys: string): string {
  const drop = new Set(keysOf(keys));
  return text(pairsOf(h).filter((p) => !drop.has(p.k)));
}

/** a - b: drops a's pairs whose key and value (NULL matching NULL) are in b. */
export function deletePairs(a: string, b: string): string {
  const map = new Map(pairsOf(b).map((p) => [p.k, p.v]));
  return text(pairsOf(a).filter((p) => !(map.has(p.k) && map.get(p.k) === p.v)));
}

/** slice(h, text[]): the pairs whose keys are listed. */
export function slice(h: string, keys: string): string {
  const keep = new Set(keysOf(keys));
  return text(pairsOf(h).filter((p) => keep.has(p.k)));
}

export const akeys = (h: string): string => JSON.stringify(pairsOf(h).map((p) => p.k));
export const avals = (h: string): string => JSON.stringify(pairsOf(h).map((p) => p.v));
export const toArray = (h: string): string => JSON.stringify(pairsOf(h).flatMap((p) => [p.k, p.v]));
export const toMatrix = (h: string): string => JSON.stringify(pairsOf(h).map((p) => [p.k, p.v]));

/** The null-key error hstore's constructors raise. */
const nullKey = (): PgError => new PgError('null_value_not_allowed', 'null value not allowed for hstore key');
const subscriptError = (message: string): PgError => new PgError('array_subscript_error', message);

/** hstore(text[]): a flat array of alternating keys and values, or a two-column matrix. */
export function fromArray(stored: string): string {
  const { body } = arrayNested(stored);
  const dims = dimsOf(body);
  const items = flatten(body);
  if (items.length === 0) return '';
  if (dims.length === 1) {
    if (items.length % 2 !== 0) throw subscriptError('array must have even number of elements');
  } else if (dims.length === 2) {
    if (dims[1] !== 2) throw subscriptError('array must have two columns');
  } else throw subscriptError('wrong number of array subscripts');
  const pairs: HstorePair[] = [];
  for (let i = 0; i < items.length; i += 2) {
    const k = items[i] as string | null;
    if (k === null) throw nullKey();
    pairs.push({ k, v: items[i + 1] ?? null });
  }
  return text(normalizePairs(pairs));
}

/** hstore(keys text[], values text[]): pairwise; NULL values array gives NULL values. */
export function fromArrays(keys: string, values: string | null): string {
  const k = arrayNested(keys);
  const v = values === null ? undefined : arrayNested(values);
  const kd = dimsOf(k.body);
  const vd = v ? dimsOf(v.body) : [];
  if (kd.length > 1 || vd.length > 1) throw subscriptError('wrong number of array subscripts');
  if (v && (kd.length > 0 || vd.length > 0) && (kd.length !== vd.length || kd[0] !== vd[0] || (k.lbs?.[0] ?? 1) !== (v.lbs?.[0] ?? 1))) {
    throw subscriptError('arrays must have same bounds');
  }
  const ks = flatten(k.body);
  const vs = v ? flatten(v.body) : [];
  const pairs: HstorePair[] = ks.map((key, i) => {
    if (key === null) throw nullKey();
    return { k: key, v: v ? (vs[i] ?? null) : null };
  });
  return text(normalizePairs(pairs));
}

/** hstore(key, value) / tconvert: one pair. */
export const fromPair = (k: string, v: string | null): string => text([{ k, v }]);

/**
 * The btree order of hstores (hstore_cmp) as a BLOB whose byte order is it: an empty hstore
 * below every other; then the keys' and values' bytes concatenated in order (memcmp, shorter
 * first: a 0 byte ends them, text has none), the pair count, then each key's and value's end
 * offset with its NULL flag (NULL after non-NULL at an equal offset).
 */
export function sortKey(h: string): Uint8Array {
  const pairs = pairsOf(h);
  if (pairs.length === 0) return new Uint8Array([0]);
  const chunks: Uint8Array[] = [];
  const ends: number[] = [];
  let end = 0;
  for (const p of pairs) {
    for (const [s, isNull] of [[p.k, false], [p.v ?? '', p.v === null]] as const) {
      const b = utf8Encode(s);
      chunks.push(b);
      end += b.length;
      ends.push(end, isNull ? 1 : 0);
    }
  }
  const out = new Uint8Array(1 + end + 1 + 4 + (ends.length / 2) * 5);
  const view = new DataView(out.buffer);
  out[0] = 1;
  let at = 1;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  out[at++] = 0;
  view.setUint32(at, pairs.length);
  at += 4;
  for (let i = 0; i < ends.length; i += 2) {
    view.setUint32(at, ends[i] as number);
    out[at + 4] = ends[i + 1] as number;
    at += 5;
  }
  return out;
}
