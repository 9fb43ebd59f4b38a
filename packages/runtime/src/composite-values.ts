import {
  type CompositeShape,
  type FieldShape,
  type FormatSettings,
  compositeFromText,
  compositeText,
  fieldCodec,
  hexBytes,
  packComposite,
  quoteJsonString,
  readShape,
  storedArrayParts,
  typeByOid,
  unpackComposite,
} from '@pgsqlite/catalog';
import { sortKey as hstoreSortKey } from './hstore/hstore-ops.js';
import { hstoreToJson } from './hstore/hstore-json.js';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { arraySortKey, scalarKey } from './array-keys.js';
import { jsonbKey } from './jsonb-order.js';
import { jsonbOf, toJsonText } from './json-build.js';

/**
 * Composite values at run time (stored form: catalog composite-value.ts). The translator passes
 * each function the type's shape (catalog composite-codec.ts) as JSON text:
 *  - pg_row_pack(v1, …, vn): the stored composite of these attribute values; pg_row_set(v, i, x, n)
 *    the composite v (NULL: n NULL attributes) with attribute i (0-based) set to x;
 *  - pg_row_out(v, shape) / pg_row_in(text, shape): record_out / record_in;
 *  - pg_row_key(v, shape): a BLOB whose byte order is record_cmp's (attribute by attribute, each
 *    in its type's order, NULL after any value), so = < ORDER BY DISTINCT GROUP BY run in SQLite;
 *  - pg_row_json(v, shape, jsonb): row_to_json / to_jsonb of the value; pg_field_json(v, field
 *    shape, jsonb) the same for a composite or an array of composites.
 */

const FIELD = 0x01;
const NULL_FIELD = 0x02;

/** Appends `key` so that the concatenation keeps its order (0x00 escaped as 0x00 0xFF, then 0x00 0x01). */
function pushDelimited(out: number[], key: ArrayLike<number>): void {
  for (let i = 0; i < key.length; i++) {
    const b = key[i] as number;
    out.push(b);
    if (b === 0) out.push(0xff);
  }
  out.push(0x00, 0x01);
}

function arrayOfRowsKey(v: SqlValue, shape: CompositeShape): number[] {
  const out: number[] = [];
  const items = JSON.parse(storedArrayParts(String(v)).body) as unknown[];
  for (const x of items.flat(Infinity)) {
    if (x === null) out.push(NULL_FIELD);
    else {
      out.push(FIELD);
      pushDelimited(out, rowKeyBytes(String(x), shape));
    }
  }
  return out;
}

function fieldKey(v: Exclude<SqlValue, null>, f: FieldShape): ArrayLike<number> {
  if (f.r !== undefined) return rowKeyBytes(String(v), f.r);
  if (f.a !== undefined) return arrayOfRowsKey(v, f.a);
  if (f.e !== undefined) {
    const k = f.e.indexOf(String(v));
    return [(k >> 24) & 0xff, (k >> 16) & 0xff, (k >> 8) & 0xff, k & 0xff];
  }
  if (f.h !== undefined) return hstoreSortKey(String(v));
  const oid = f.t ?? f.o;
  if (oid === 3802) return jsonbKey(v) as Uint8Array;
  const t = typeByOid(oid);
  if (t !== undefined && t.elemOid) return arraySortKey(v, t.elemOid) as Uint8Array;
  return scalarKey(v, oid);
}

function rowKeyBytes(stored: string, shape: CompositeShape): number[] {
  const values = unpackComposite(stored);
  const out: number[] = [];
  shape.f.forEach((f, i) => {
    if (shape.n[i] === '') return;
    const v = values[i] ?? null;
    if (v === null) return void out.push(NULL_FIELD);
    out.push(FIELD);
    pushDelimited(out, fieldKey(v, f));
  });
  return out;
}

/** The order key of a stored composite (NULL for NULL). */
export function rowKey(v: SqlValue, shape: CompositeShape): SqlValue {
  if (v === null) return null;
  return Uint8Array.from(rowKeyBytes(String(v), shape));
}

/** to_json of one attribute value. */
function fieldJson(v: SqlValue, f: FieldShape, settings: FormatSettings): string {
  if (v === null) return 'null';
  if (f.r !== undefined) return rowJson(String(v), f.r, settings);
  if (f.a !== undefined) {
    const walk = (x: unknown): string => (Array.isArray(x) ? `[${x.map(walk).join(',')}]` : x === null ? 'null' : rowJson(String(x), f.a as CompositeShape, settings));
    return walk(JSON.parse(storedArrayParts(String(v)).body));
  }
  if (f.e !== undefined) return quoteJsonString(String(v));
  if (f.h !== undefined) return hstoreToJson(String(v), false, false);
  const oid = f.t ?? f.o;
  const codec = fieldCodec(f);
  return toJsonText(codec?.storage === 'blob' && typeof v === 'string' ? hexBytes(v) : v, oid, settings);
}

/** row_to_json of a stored composite: `{"a":1,"b":"x"}`. */
export function rowJson(stored: string, shape: CompositeShape, settings: FormatSettings, sep = ','): string {
  const values = unpackComposite(stored);
  const parts: string[] = [];
  shape.f.forEach((f, i) => {
    const name = shape.n[i] as string;
    if (name === '') return;
    parts.push(`${quoteJsonString(name)}:${fieldJson(values[i] ?? null, f, settings)}`);
  });
  return `{${parts.join(sep)}}`;
}

/** Registers the composite functions of the module comment. */
export function registerCompositeValues(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({ name: 'pg_row_pack', arity: -1, deterministic: true, call: (...args) => packComposite(args) });
  host.defineFunction({
    name: 'pg_row_set',
    arity: 4,
    deterministic: true,
    call: (v, index, value, count) => {
      const values = v === null ? new Array<SqlValue>(Number(count)).fill(null) : unpackComposite(String(v));
      while (values.length < Number(count)) values.push(null);
      values[Number(index)] = value ?? null;
      return packComposite(values);
    },
  });
  host.defineFunction({ name: 'pg_row_out', arity: 2, deterministic: false, call: (v, s) => (v === null ? null : compositeText(readShape(String(s)), String(v), state.settings)) });
  host.defineFunction({ name: 'pg_row_in', arity: 2, deterministic: false, call: (v, s) => (v === null ? null : compositeFromText(readShape(String(s)), String(v), state.settings)) });
  host.defineFunction({ name: 'pg_row_key', arity: 2, deterministic: true, call: (v, s) => rowKey(v ?? null, readShape(String(s))) });
  host.defineFunction({
    name: 'pg_field_json',
    arity: 3,
    deterministic: false,
    call: (v, f, jsonb) => {
      if (v === null) return null;
      const text = fieldJson(v, JSON.parse(String(f)) as FieldShape, state.settings);
      return Number(jsonb) ? jsonbOf(text) : text;
    },
  });
  host.defineFunction({
    name: 'pg_row_json',
    arity: 3,
    deterministic: false,
    call: (v, s, jsonb) => {
      if (v === null) return null;
      // mode: 0 json, 1 jsonb, 2 row_to_json(…, true) (each attribute after the first on a line of its own)
      const text = rowJson(String(v), readShape(String(s)), state.settings, Number(jsonb) === 2 ? ',\n ' : ',');
      return Number(jsonb) === 1 ? jsonbOf(text) : text;
    },
  });
}
