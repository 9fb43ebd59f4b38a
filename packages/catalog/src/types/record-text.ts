import { PgError } from '@pgsqlite/errors';
import type { FormatSettings, PgType } from './pg-type.js';
import { utf8Encode } from './utf8.js';
import { encodeArrayBinary } from './array-binary.js';
import { storedRecordArray } from './record-array-text.js';

/**
 * The fields of a record as record_out prints it, `(1,"a b",,"")`: NULL for an empty unquoted
 * field; quoted fields unescape `""` and `\x` to `"` and `x`.
 */
export function parseRecordText(text: string): (string | null)[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw new PgError('invalid_text_representation', `malformed record literal: "${text}"`);
  const out: (string | null)[] = [];
  let i = 1;
  const end = text.length - 1;
  for (;;) {
    let value = '';
    let quoted = false;
    while (i < end && text[i] !== ',') {
      const c = text[i] as string;
      if (c === '"') {
        quoted = true;
        i++;
        while (i < end) {
          const d = text[i] as string;
          if (d === '\\' && i + 1 < end) {
            value += text[i + 1];
            i += 2;
          } else if (d === '"' && text[i + 1] === '"') {
            value += '"';
            i += 2;
          } else if (d === '"') {
            i++;
            break;
          } else {
            value += d;
            i++;
          }
        }
      } else {
        value += c;
        i++;
      }
    }
    out.push(value === '' && !quoted ? null : value);
    if (i >= end) return out;
    i++; // the comma
  }
}

/**
 * record_send: the field count, then per field its type OID, its length (-1 for NULL) and its
 * binary form. `fields` are (type OID, bytes or null) in order.
 */
export function recordSend(fields: readonly { oid: number; bytes: Uint8Array | null }[]): Uint8Array {
  const size = 4 + fields.reduce((n, f) => n + 8 + (f.bytes?.length ?? 0), 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setInt32(0, fields.length);
  let at = 4;
  for (const f of fields) {
    view.setUint32(at, f.oid);
    view.setInt32(at + 4, f.bytes === null ? -1 : f.bytes.length);
    at += 8;
    if (f.bytes !== null) {
      out.set(f.bytes, at);
      at += f.bytes.length;
    }
  }
  return out;
}

/** The field types of an anonymous record known at plan time (`ROW(1, 'a')`): per field its type OID, and a nested ROW's own layout. */
export interface RecordFieldLayout {
  oid: number;
  fields?: RecordFieldLayout[];
}

/**
 * record_send of an anonymous record stored as record_out's text, given its field types: each
 * field's text read back through its type's input and sent through its send function. A field
 * pgsqlite has no codec for is sent as text (OID 25).
 */
export function recordSendFromText(
  text: string,
  layout: readonly RecordFieldLayout[],
  typeOf: (oid: number) => PgType | undefined,
  settings: FormatSettings,
): Uint8Array {
  // `()` is one NULL field of a one-field record, and no field at all of a ROW()
  const texts = layout.length === 0 ? [] : parseRecordText(text);
  return recordSend(
    texts.map((t, i) => {
      const f = layout[i];
      if (t === null) return { oid: f?.oid ?? 25, bytes: null };
      if (f !== undefined && f.fields !== undefined) return { oid: f.oid, bytes: recordSendFromText(t, f.fields, typeOf, settings) };
      const type = f === undefined ? undefined : typeOf(f.oid);
      if (type === undefined || f === undefined) return { oid: 25, bytes: utf8Encode(t) };
      return { oid: f.oid, bytes: type.toBinary(type.fromText(t, -1, settings), -1, settings) };
    }),
  );
}

/**
 * array_send of a record[] stored as a JSON array of record_out texts (array_agg of ROW(…),
 * ARRAY[ROW(…)], ARRAY(SELECT ROW(…))), each element sent as record_send with `layout`; nested
 * JSON arrays are further dimensions (lower bounds 1). Undefined when `stored` is not such an array.
 */
export function recordArraySendFromStored(
  stored: string,
  layout: readonly RecordFieldLayout[],
  typeOf: (oid: number) => PgType | undefined,
  settings: FormatSettings,
): Uint8Array | undefined {
  const parsed = storedRecordArray(stored);
  const record = typeOf(2249);
  if (parsed === undefined || record === undefined) return undefined;
  const dims: number[] = [];
  for (let level: unknown = parsed; Array.isArray(level); level = level[0]) dims.push(level.length);
  const flat: (string | null)[] = [];
  const walk = (x: unknown, depth: number): boolean => {
    if (depth < dims.length) return Array.isArray(x) && x.length === dims[depth] && x.every((y) => walk(y, depth + 1));
    if (x !== null && typeof x !== 'string') return false;
    flat.push(x);
    return true;
  };
  if (!walk(parsed, 0)) return undefined;
  const elem: PgType = { ...record, toBinary: (v) => recordSendFromText(String(v), layout, typeOf, settings) };
  return encodeArrayBinary(dims[0] === 0 ? [] : dims, flat, elem, -1, settings);
}
