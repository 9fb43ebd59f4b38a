import type { RuntimeHost, SqlValue } from './host.js';
import { intervalKey, timetzKey } from './order-keys.js';
import { readFloat } from './floats.js';
import { numericSortKey, readNumeric } from './numeric-math.js';
import { storedArrayParts, storedArrayText } from '@pgsqlite/catalog';
import { type RawTree, leafValue, parseRaw } from './array-tree.js';

/**
 * Order keys of stored arrays (JSON text): `pg_array_sortkey(arr, elemOid)` is a BLOB whose byte
 * order is PostgreSQL's btree order of arrays (array_cmp: element by element, a NULL element after
 * any value, a shorter array before a longer one it prefixes), so ORDER BY / DISTINCT / GROUP BY can
 * sort arrays in SQLite; `pg_enum_array_keys(arr, labels)` replaces enum labels by their
 * pg_enum.enumsortorder so enum arrays compare in declaration order.
 */

const NUMERIC = 1700;
const INT8 = 20;
const INTERVAL = 1186;
const TIMETZ = 1266;
const END = 0x00;
const VALUE = 0x01;
const SUBARRAY = 0x02;
const NULL_ELEM = 0x03;

/** Code points as 3 big-endian bytes each (the first byte offset by 1, so it is never the 0 terminator), then a 0 terminator. */
export function stringKey(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    out.push((c >> 16) + 1, (c >> 8) & 0xff, c & 0xff);
  }
  out.push(0x00);
  return out;
}

export function doubleKey(n: number): number[] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Number.isNaN(n) ? Infinity : n === 0 ? 0 : n);
  const bytes = Array.from(new Uint8Array(view.buffer));
  // NaN sorts after +Infinity (PostgreSQL's float order): one byte more than +Infinity's key
  const flipped = n < 0 || Object.is(n, -Infinity) ? bytes.map((b) => 255 - b) : [(bytes[0] as number) | 0x80, ...bytes.slice(1)];
  return Number.isNaN(n) ? [...flipped, 0x01] : [...flipped, 0x00];
}

/** int8: the exact 64-bit value offset by 2^63, big-endian (integers beyond 2^53 are bigints here). */
export function int8Key(x: number | bigint): number[] {
  let b = BigInt(x) + 2n ** 63n;
  const out = new Array<number>(8);
  for (let i = 7; i >= 0; i--, b >>= 8n) out[i] = Number(b & 0xffn);
  return out;
}

/** The order key bytes of one stored scalar of type `oid` (array elements, composite attributes). */
export function scalarKey(x: unknown, oid: number): number[] {
  if (oid === NUMERIC) return stringKey(numericSortKey(readNumeric(x as SqlValue)));
  if (oid === INTERVAL) return Array.from(intervalKey(String(x)) as Uint8Array);
  if (oid === TIMETZ) return Array.from(timetzKey(String(x)) as Uint8Array);
  if (oid === INT8 && (typeof x === 'bigint' || (typeof x === 'number' && Number.isInteger(x)))) return int8Key(x);
  if (typeof x === 'boolean') return doubleKey(x ? 1 : 0);
  if (typeof x === 'number') return doubleKey(x);
  if (oid === 700 || oid === 701) return doubleKey(readFloat(String(x)));
  return stringKey(String(x));
}

function arrayKey(items: unknown[], oid: number, out: number[]): void {
  for (const x of items) {
    if (x === null) out.push(NULL_ELEM);
    else if (Array.isArray(x)) {
      out.push(SUBARRAY);
      arrayKey(x, oid, out);
    } else out.push(VALUE, ...scalarKey(x, oid));
  }
  out.push(END);
}

function exactItems(t: RawTree): unknown[] {
  return t.map((x) => (typeof x === 'string' ? leafValue(x) : exactItems(x)));
}

/** The order key of a stored array (see the module comment); NULL for NULL. */
export function arraySortKey(v: SqlValue, oid: number): SqlValue {
  if (v === null) return null;
  const out: number[] = [];
  const { lbs, body } = storedArrayParts(String(v));
  // int8 elements beyond 2^53 stay exact (bigint) through the raw tree
  const items = oid === INT8 ? exactItems(parseRaw(body)) : (JSON.parse(body) as unknown[]);
  arrayKey(items, oid, out);
  // equal elements: then the lower bounds (array_cmp), each as 4 bytes offset by 2^31
  let d = 0;
  for (let n: unknown = items; Array.isArray(n) && n.length > 0; n = n[0], d++) {
    const b = (lbs?.[d] ?? 1) + 0x80000000;
    out.push(b >>> 24, (b >>> 16) & 0xff, (b >>> 8) & 0xff, b & 0xff);
  }
  return Uint8Array.from(out);
}

function enumKeys(items: unknown[], order: Record<string, number>): unknown[] {
  return items.map((x) => (Array.isArray(x) ? enumKeys(x, order) : x === null ? null : (order[String(x)] ?? null)));
}

/** An enum array with each label replaced by its sort order (`labels`: JSON object label → order). */
export function enumArrayKeys(v: SqlValue, labels: SqlValue): SqlValue {
  if (v === null) return null;
  const order = JSON.parse(String(labels)) as Record<string, number>;
  const { lbs, body } = storedArrayParts(String(v));
  return storedArrayText(JSON.stringify(enumKeys(JSON.parse(body) as unknown[], order)), lbs);
}

/** Registers pg_array_sortkey and pg_enum_array_keys. */
export function registerArrayKeys(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_array_sortkey', arity: 2, deterministic: true, call: (v, oid) => arraySortKey(v, Number(oid)) });
  host.defineFunction({ name: 'pg_enum_array_keys', arity: 2, deterministic: true, call: enumArrayKeys });
}
