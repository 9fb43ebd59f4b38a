import type { RuntimeHost, SqlValue } from './host.js';
import { readFloat } from './floats.js';
import { numericSortKey, readNumeric } from './numeric-math.js';
import { utf8Bytes } from './fn-utf8.js';

/**
 * WITH RECURSIVE … SEARCH / CYCLE (the rewrite in stmt/search-cycle.ts). A row of the BY / CYCLE
 * columns becomes a self-delimiting byte key whose byte order is PostgreSQL's record order
 * (column by column, NULL after any value):
 *  - pg_search_dfs(prev, oids, vals): the parent's key followed by this row's (array order of
 *    PostgreSQL's `seq || ROW(cols)`: a prefix sorts first);
 *  - pg_search_bfs(prev, oids, vals): depth (8 bytes, the parent's + 1) then this row's key
 *    (PostgreSQL's `ROW(depth, cols)`);
 *  - pg_cycle_path(prev, oids, vals) / pg_cycle_member(path, oids, vals): the path as a JSON array
 *    of hex keys, and whether a row is on it (`ROW(cols) = ANY(path)`).
 * `oids` and `vals` are JSON arrays of the columns' type OIDs and storage values.
 */

const NUMERIC = 1700;
const FLOATS = new Set([700, 701]);

function doubleKey(n: number): number[] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Number.isNaN(n) ? Infinity : n === 0 ? 0 : n);
  const bytes = Array.from(new Uint8Array(view.buffer));
  const flipped = n < 0 || Object.is(n, -Infinity) ? bytes.map((b) => 255 - b) : [(bytes[0] as number) | 0x80, ...bytes.slice(1)];
  return [...flipped, Number.isNaN(n) ? 0x01 : 0x00];
}

function intKey(n: number): number[] {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(n) + (1n << 63n));
  return Array.from(new Uint8Array(view.buffer));
}

function valueKey(v: unknown, oid: number): number[] {
  if (v === null || v === undefined) return [0x02];
  if (oid === NUMERIC) return [0x01, ...utf8Bytes(numericSortKey(readNumeric(v as SqlValue))), 0x00];
  if (FLOATS.has(oid)) return [0x01, ...doubleKey(typeof v === 'number' ? v : readFloat(String(v)))];
  if (typeof v === 'boolean') return [0x01, ...intKey(v ? 1 : 0)];
  if (typeof v === 'number') return [0x01, ...(Number.isInteger(v) ? intKey(v) : doubleKey(v))];
  return [0x01, ...utf8Bytes(String(v)), 0x00];
}

function rowKey(oids: SqlValue, vals: SqlValue): number[] {
  const types = JSON.parse(String(oids)) as number[];
  const values = JSON.parse(String(vals)) as unknown[];
  return values.flatMap((v, i) => valueKey(v, types[i] ?? 0));
}

function bytesOf(v: SqlValue): Uint8Array {
  return v instanceof Uint8Array ? v : new Uint8Array();
}

function dfs(prev: SqlValue, oids: SqlValue, vals: SqlValue): Uint8Array {
  return Uint8Array.from([...bytesOf(prev), ...rowKey(oids, vals)]);
}

function bfs(prev: SqlValue, oids: SqlValue, vals: SqlValue): Uint8Array {
  const p = bytesOf(prev);
  const depth = p.length >= 8 ? new DataView(p.buffer, p.byteOffset, 8).getBigUint64(0) + 1n : 0n;
  const head = new DataView(new ArrayBuffer(8));
  head.setBigUint64(0, depth);
  return Uint8Array.from([...new Uint8Array(head.buffer), ...rowKey(oids, vals)]);
}

const hex = (bytes: number[]): string => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
const pathOf = (path: SqlValue): string[] => (path === null ? [] : (JSON.parse(String(path)) as string[]));

/** Registers pg_search_dfs, pg_search_bfs, pg_cycle_path and pg_cycle_member. */
export function registerSearchCycleFunctions(host: RuntimeHost): void {
  const def = (name: string, call: (a: SqlValue, b: SqlValue, c: SqlValue) => SqlValue): void =>
    host.defineFunction({ name, arity: 3, deterministic: true, call: (a, b, c) => call(a ?? null, b ?? null, c ?? null) });
  def('pg_search_dfs', dfs);
  def('pg_search_bfs', bfs);
  def('pg_cycle_path', (prev, oids, vals) => JSON.stringify([...pathOf(prev), hex(rowKey(oids, vals))]));
  def('pg_cycle_member', (path, oids, vals) => (pathOf(path).includes(hex(rowKey(oids, vals))) ? 1 : 0));
}
