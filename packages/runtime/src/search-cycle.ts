import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { recordText } from './record-out.js';
import { toJsonText } from './json-build.js';
import { quoteJsonString, typeByOid } from '@pgsqlite/catalog';
import { readFloat } from './floats.js';
import { numericSortKey, readNumeric } from './numeric-math.js';
import { utf8Bytes } from './fn-utf8.js';

/**
 * WITH RECURSIVE … SEARCH / CYCLE (the rewrite in stmt/search-cycle.ts). A row of the BY / CYCLE
 * columns becomes a self-delimiting byte key whose byte order is PostgreSQL's record order
 * (column by column, NULL after any value). Values are stored as
 * `\u0001<hex key>\u0001<json>\u0001<fields>\u0001<text>` (@pgsqlite/catalog search-record.ts):
 * SQLite orders them by the key, clients get the text (or the binary form built from the fields).
 *  - pg_search_dfs(prev, names, oids, vals): the parent's path of rows then this row (record[], PostgreSQL's
 *    `seq || ROW(cols)`: a prefix sorts first);
 *  - pg_search_bfs(prev, names, oids, vals): `ROW(depth, cols)`, depth the parent's + 1 (key: 8 bytes);
 *  - pg_cycle_path(prev, names, oids, vals) / pg_cycle_member(path, oids, vals): the path (record[], as
 *    DFS) and whether a row is on it (`ROW(cols) = ANY(path)`).
 * `names`, `oids` and `vals` are JSON arrays of the columns' names (the json form's field names),
 * type OIDs and storage values.
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

const MARK = '\u0001';
const hex = (bytes: number[]): string => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

/** The (type OID, value) pairs pg_record_out takes, for a row of the BY / CYCLE columns. */
function pairs(oids: SqlValue, vals: SqlValue): SqlValue[] {
  const types = JSON.parse(String(oids)) as number[];
  const values = JSON.parse(String(vals)) as unknown[];
  // json_array embeds an array column's JSON storage as JSON: back to its stored text.
  return values.flatMap((v, i) => [types[i] ?? 0, v !== null && typeof v === 'object' ? JSON.stringify(v) : ((v ?? null) as SqlValue)]);
}

/** array_out's quoting of one element: empty, `NULL`, or holding `"`, `\`, `{`, `}`, `,` or white space. */
function quoteElement(text: string): string {
  let needs = text === '' || text.toUpperCase() === 'NULL';
  for (const c of text) if ('"\\{},'.includes(c) || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f') needs = true;
  if (!needs) return text;
  let out = '"';
  for (const c of text) out += c === '"' || c === '\\' ? `\\${c}` : c;
  return `${out}"`;
}

/** to_json of `ROW(vals)` with the BY / CYCLE column names (`names`, a JSON array) as field names. */
function rowJson(names: SqlValue, p: SqlValue[], state: RuntimeState, head = ''): string {
  const keys = JSON.parse(String(names)) as string[];
  const fields = keys.map((k, i) => `${quoteJsonString(k)}:${toJsonText(p[2 * i + 1] ?? null, Number(p[2 * i]), state.settings)}`);
  return `{${head}${fields.join(',')}}`;
}

/** The `[type OID, text or null]` fields of `ROW(vals)` as JSON (their binary form is sent from them). */
function fieldsJson(p: SqlValue[], state: RuntimeState): string {
  const out: [number, string | null][] = [];
  for (let i = 0; i + 1 < p.length; i += 2) {
    const oid = Number(p[i]);
    const v = p[i + 1] ?? null;
    const t = typeByOid(oid);
    out.push([oid, v === null ? null : t ? t.toText(v, -1, state.settings) : String(v)]);
  }
  return JSON.stringify(out);
}

/** A stored SEARCH / CYCLE value's sort key, json, fields and text (see @pgsqlite/catalog search-record.ts). */
function split(stored: SqlValue): { key: string; json: string; fields: string; text: string } | undefined {
  if (typeof stored !== 'string' || !stored.startsWith(MARK)) return undefined;
  const a = stored.indexOf(MARK, 1);
  const b = stored.indexOf(MARK, a + 1);
  const c = stored.indexOf(MARK, b + 1);
  return { key: stored.slice(1, a), json: stored.slice(a + 1, b), fields: stored.slice(b + 1, c), text: stored.slice(c + 1) };
}

/**
 * `prev || ROW(vals)` for the DEPTH FIRST sequence and the CYCLE path (record[]): element keys
 * joined by `.` (it sorts below any hex digit, the closing mark below it: a prefix path first).
 */
function appendRow(prev: SqlValue, names: SqlValue, oids: SqlValue, vals: SqlValue, state: RuntimeState): string {
  const p = split(prev);
  const key = hex(rowKey(oids, vals));
  const fields = pairs(oids, vals);
  const elem = quoteElement(recordText(fields, state));
  const json = rowJson(names, fields, state);
  const typed = fieldsJson(fields, state);
  if (!p) return `${MARK}${key}${MARK}[${json}]${MARK}[${typed}]${MARK}{${elem}}`;
  return `${MARK}${p.key}.${key}${MARK}${p.json.slice(0, -1)},${json}]${MARK}${p.fields.slice(0, -1)},${typed}]${MARK}${p.text.slice(0, -1)},${elem}}`;
}

/** `ROW(depth, vals)` for the BREADTH FIRST sequence: depth (int8, the parent's + 1) then the row. */
function bfs(prev: SqlValue, names: SqlValue, oids: SqlValue, vals: SqlValue, state: RuntimeState): string {
  const p = split(prev);
  const depth = p ? BigInt(`0x${p.key.slice(0, 16)}`) + 1n : 0n;
  const head = new DataView(new ArrayBuffer(8));
  head.setBigUint64(0, depth);
  const key = hex([...new Uint8Array(head.buffer), ...rowKey(oids, vals)]);
  const fields = pairs(oids, vals);
  const json = rowJson(names, fields, state, `"*DEPTH*":${depth},`);
  const row = [20, depth.toString(), ...fields];
  return `${MARK}${key}${MARK}${json}${MARK}${fieldsJson(row, state)}${MARK}${recordText(row, state)}`;
}

/** `ROW(vals) = ANY(path)`. */
function member(path: SqlValue, oids: SqlValue, vals: SqlValue): number {
  const p = split(path);
  return p !== undefined && p.key.split('.').includes(hex(rowKey(oids, vals))) ? 1 : 0;
}

/** Registers pg_search_dfs, pg_search_bfs, pg_cycle_path (prev, names, oids, vals) and pg_cycle_member (path, oids, vals). */
export function registerSearchCycleFunctions(host: RuntimeHost, state: RuntimeState): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call: (...args) => call(...args.map((a) => a ?? null)) });
  def('pg_search_dfs', 4, (prev, names, oids, vals) => appendRow(prev ?? null, names ?? null, oids ?? null, vals ?? null, state));
  def('pg_search_bfs', 4, (prev, names, oids, vals) => bfs(prev ?? null, names ?? null, oids ?? null, vals ?? null, state));
  def('pg_cycle_path', 4, (prev, names, oids, vals) => appendRow(prev ?? null, names ?? null, oids ?? null, vals ?? null, state));
  def('pg_cycle_member', 3, (path, oids, vals) => member(path ?? null, oids ?? null, vals ?? null));
}
