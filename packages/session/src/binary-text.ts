import type { PgType } from '@pgsqlite/catalog';
import { columnEncoders, columnType, roleNameOf, type ValueEncoder } from '@pgsqlite/backend';
import type { ResultColumn } from '@pgsqlite/translate';
import type { FormatCode } from '@pgsqlite/wire';
import type { SessionCore } from './session-core.js';
import { decodeUtf8Strict, encodeText, type ClientCodec } from '@pgsqlite/wire';

/** Types whose send function writes the whole value as text (textsend, varcharsend, json_send …). */
const TEXT_SEND = new Set([25, 1043, 1042, 19, 705, 114, 142]);
const JSONB = 3802;
const RECORD = 2249;

/**
 * Binary-format result columns in a session with a client encoding: the text inside a value is
 * converted as PostgreSQL's send functions convert it (pq_sendtext) — whole text values, jsonb
 * after its version byte, and the text elements of arrays and fields of records, recursively.
 * Values an encoder returns as a string are converted by the DataRow writer itself.
 */
export function convertBinaryEncoders(
  encoders: ValueEncoder[],
  typeOids: readonly number[],
  formats: readonly number[],
  typeOf: (oid: number) => PgType | undefined,
  codec: ClientCodec,
): ValueEncoder[] {
  return encoders.map((encode, i) => {
    const oid = typeOids[i] ?? 0;
    if ((formats[i] ?? 0) !== 1 || !holdsText(oid, typeOf, 0)) return encode;
    return (v) => {
      const out = encode(v);
      return typeof out === 'string' ? out : toClient(out, oid, typeOf, codec);
    };
  });
}

function holdsText(oid: number, typeOf: (oid: number) => PgType | undefined, depth: number): boolean {
  if (TEXT_SEND.has(oid) || oid === JSONB || oid === RECORD) return true;
  const t = typeOf(oid);
  if (t === undefined || depth > 8) return false;
  if (t.category === 'E' || t.category === 'C') return true;
  return t.category === 'A' && t.elemOid !== 0 && holdsText(t.elemOid, typeOf, depth + 1);
}

/** One binary value's text in the client encoding. */
function toClient(b: Uint8Array, oid: number, typeOf: (oid: number) => PgType | undefined, codec: ClientCodec): Uint8Array {
  if (TEXT_SEND.has(oid)) return encodeText(decodeUtf8Strict(b, 0, b.length), codec);
  if (oid === JSONB) return b.length === 0 ? b : concat([b.subarray(0, 1), encodeText(decodeUtf8Strict(b, 1, b.length), codec)]);
  const t = typeOf(oid);
  if (t?.category === 'E') return encodeText(decodeUtf8Strict(b, 0, b.length), codec);
  if (oid === RECORD || t?.category === 'C') return recordToClient(b, typeOf, codec);
  if (t?.category === 'A') return arrayToClient(b, typeOf, codec);
  return b;
}

/** array_send: ndim, flags, element type, (dim, lbound) per dimension, then (length, bytes) per element. */
function arrayToClient(b: Uint8Array, typeOf: (oid: number) => PgType | undefined, codec: ClientCodec): Uint8Array {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ndim = view.getInt32(0);
  const elem = view.getUint32(8);
  const head = 12 + 8 * ndim;
  const parts: Uint8Array[] = [b.subarray(0, head)];
  let p = head;
  while (p < b.length) p = field(b, view, p, elem, parts, typeOf, codec);
  return concat(parts);
}

/** record_send: the field count, then (type OID, length, bytes) per field. */
function recordToClient(b: Uint8Array, typeOf: (oid: number) => PgType | undefined, codec: ClientCodec): Uint8Array {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const parts: Uint8Array[] = [b.subarray(0, 4)];
  let p = 4;
  while (p < b.length) {
    parts.push(b.subarray(p, p + 4));
    p = field(b, view, p + 4, view.getUint32(p), parts, typeOf, codec);
  }
  return concat(parts);
}

/** One length-prefixed field at `p` converted into `parts`; returns the offset after it. */
function field(b: Uint8Array, view: DataView, p: number, oid: number, parts: Uint8Array[], typeOf: (oid: number) => PgType | undefined, codec: ClientCodec): number {
  const len = view.getInt32(p);
  if (len < 0) {
    parts.push(b.subarray(p, p + 4));
    return p + 4;
  }
  const value = toClient(b.subarray(p + 4, p + 4 + len), oid, typeOf, codec);
  const prefix = new Uint8Array(4);
  new DataView(prefix.buffer).setInt32(0, value.length);
  parts.push(prefix, value);
  return p + 4 + len;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The result columns' encoders (backend's columnEncoders), with binary text converted to the client encoding. */
export function resultEncoders(core: SessionCore, columns: readonly ResultColumn[], formats: readonly FormatCode[]): ValueEncoder[] {
  const catalog = core.handle.catalog();
  const encoders = columnEncoders(columns, formats, core.settings.formatSettings(), catalog, core.settings.searchPath(), (oid) => roleNameOf(core, oid), true);
  const codec = core.out.clientCodec;
  if (codec === null) return encoders;
  return convertBinaryEncoders(encoders, columns.map((c) => c.typeOid), formats, (oid) => columnType(oid, catalog), codec);
}
