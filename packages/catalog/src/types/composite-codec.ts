import { PgError } from '@pgsqlite/errors';
import { badBinary, storedString } from './codec-util.js';
import { hexBytes, packComposite, parseRecordLiteral, quoteRecordField, unpackComposite } from './composite-value.js';
import type { FormatSettings, PgType } from './pg-type.js';
import { recordSend } from './record-text.js';
import type { SqlValue } from './sql-value.js';
import { typeByOid } from './registry.js';
import { makeArrayType } from './array.js';

/**
 * What the codec of a composite type (and the runtime) needs to know of its attributes, as plain
 * JSON so that the translator can hand it to runtime functions: names, and per attribute its
 * declared type OID (what record_send sends), the built-in type whose codec reads and writes its
 * stored value (a domain's base type, text for an enum), its typmod, and for composite (or
 * array of composite) attributes their own shape. Dropped attributes have the name "" and are skipped
 * by every reader.
 */
export interface CompositeShape {
  /** attribute names ("" for a dropped one) */
  n: string[];
  f: FieldShape[];
}

/** One attribute of a {@link CompositeShape}. */
export interface FieldShape {
  /** declared type OID */
  o: number;
  /** built-in codec OID when it differs from `o` */
  t?: number;
  /** an array of an enum or a domain: the element type's OID, which array_send writes and array_recv checks */
  y?: number;
  /** an hstore attribute (stored as text, t 25): it orders as hstore and converts to json as an object */
  h?: 1;
  /** typmod when not -1 */
  m?: number;
  /** a composite attribute: its shape */
  r?: CompositeShape;
  /** an array of composite attribute: the element's shape */
  a?: CompositeShape;
  /** an enum attribute: its labels in sort order */
  e?: string[];
  /** an enum or a domain: its name (for messages) */
  d?: string;
  /** a domain: its base type (what expressions of the attribute carry) */
  b?: number;
}

/** The codec of one attribute (undefined when pgsqlite has none for its type). */
export function fieldCodec(f: FieldShape): PgType | undefined {
  if (f.r !== undefined) return compositeCodec(f.r, { oid: f.o, name: 'record', arrayOid: 0 });
  if (f.a !== undefined) return makeArrayType(compositeCodec(f.a, { oid: 0, name: 'record', arrayOid: 0 }));
  if (f.y !== undefined) {
    // the built-in array of the element's storage, sent and received under the element's own OID
    const elem = typeByOid(typeByOid(f.t ?? f.o)?.elemOid ?? 0);
    return elem === undefined ? undefined : makeArrayType({ ...elem, oid: f.y });
  }
  return typeByOid(f.t ?? f.o);
}

/** A stored attribute value as its codec takes it (bytea attributes are kept as `\x…` text). */
function storedField(codec: PgType, v: Exclude<SqlValue, null>): Exclude<SqlValue, null> {
  return codec.storage === 'blob' && typeof v === 'string' ? hexBytes(v) : v;
}

function noCodec(f: FieldShape): PgError {
  return new PgError('feature_not_supported', `composite attributes of type ${f.o} are not supported by pgsqlite`);
}

/** record_out of a stored composite. */
export function compositeText(shape: CompositeShape, stored: string, settings: FormatSettings): string {
  const values = unpackComposite(stored);
  const parts: string[] = [];
  shape.f.forEach((f, i) => {
    if (shape.n[i] === '') return;
    const v = values[i] ?? null;
    if (v === null) return void parts.push('');
    const codec = fieldCodec(f);
    if (codec === undefined) throw noCodec(f);
    parts.push(quoteRecordField(codec.toText(storedField(codec, v), f.m ?? -1, settings)));
  });
  return `(${parts.join(',')})`;
}

/** An attribute's stored value from its text (its type's input function, then an enum's label check). */
export function fieldFromText(f: FieldShape, text: string, settings: FormatSettings): SqlValue {
  const codec = fieldCodec(f);
  if (codec === undefined) throw noCodec(f);
  if (f.e !== undefined && !f.e.includes(text)) throw new PgError('invalid_text_representation', `invalid input value for enum ${f.d ?? 'enum'}: "${text}"`);
  return codec.fromText(text, f.m ?? -1, settings);
}

/** record_in: a stored composite from its text. */
export function compositeFromText(shape: CompositeShape, text: string, settings: FormatSettings): string {
  const live = shape.f.filter((_, i) => shape.n[i] !== '');
  const texts = parseRecordLiteral(text, live.length);
  let k = 0;
  return packComposite(
    shape.f.map((f, i) => {
      if (shape.n[i] === '') return null;
      const t = texts[k++] ?? null;
      return t === null ? null : fieldFromText(f, t, settings);
    }),
  );
}

/** record_send of a stored composite (dropped attributes are not sent). */
export function compositeSend(shape: CompositeShape, stored: string, settings: FormatSettings): Uint8Array {
  const values = unpackComposite(stored);
  const fields: { oid: number; bytes: Uint8Array | null }[] = [];
  shape.f.forEach((f, i) => {
    if (shape.n[i] === '') return;
    const v = values[i] ?? null;
    if (v === null) return void fields.push({ oid: f.o, bytes: null });
    const codec = fieldCodec(f);
    if (codec === undefined) throw noCodec(f);
    fields.push({ oid: f.o, bytes: codec.toBinary(storedField(codec, v), f.m ?? -1, settings) });
  });
  return recordSend(fields);
}

/** record_recv: a stored composite from record_send's bytes (the attribute OIDs must match, 42804). */
export function compositeRecv(shape: CompositeShape, bytes: Uint8Array, settings: FormatSettings): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4) throw badBinary();
  const live = shape.f.filter((_, i) => shape.n[i] !== '');
  const count = view.getInt32(0);
  if (count !== live.length) throw new PgError('datatype_mismatch', `wrong number of columns: ${count}, expected ${live.length}`);
  let at = 4;
  const values: SqlValue[] = [];
  for (const f of live) {
    if (at + 8 > bytes.length) throw badBinary();
    const oid = view.getUint32(at);
    const len = view.getInt32(at + 4);
    at += 8;
    if (oid !== f.o) throw new PgError('datatype_mismatch', `wrong data type: ${oid}, expected ${f.o}`);
    if (len < 0) {
      values.push(null);
      continue;
    }
    if (at + len > bytes.length) throw badBinary();
    const codec = fieldCodec(f);
    if (codec === undefined) throw noCodec(f);
    const v = codec.fromBinary(bytes.subarray(at, at + len), f.m ?? -1, settings);
    if (f.e !== undefined && !f.e.includes(storedString(v))) throw new PgError('invalid_binary_representation', 'invalid enum value in binary input');
    values.push(v);
    at += len;
  }
  if (at !== bytes.length) throw badBinary();
  let k = 0;
  return packComposite(shape.f.map((_, i) => (shape.n[i] === '' ? null : (values[k++] ?? null))));
}

/** The codec of a composite type (typtype 'c') whose attributes are `shape`. */
export function compositeCodec(shape: CompositeShape, def: { oid: number; name: string; arrayOid: number }): PgType {
  return {
    oid: def.oid,
    name: def.name,
    displayName: def.name,
    len: -1,
    category: 'C',
    preferred: false,
    storage: 'text',
    arrayOid: def.arrayOid,
    elemOid: 0,
    toText: (v, _typmod, settings) => compositeText(shape, storedString(v), settings),
    fromText: (text, _typmod, settings) => compositeFromText(shape, text, settings),
    toBinary: (v, _typmod, settings) => compositeSend(shape, storedString(v), settings),
    fromBinary: (bytes, _typmod, settings) => compositeRecv(shape, bytes, settings),
  };
}

/** The shape a runtime function receives (JSON text), parsed once per distinct text. */
const parsed = new Map<string, CompositeShape>();

/** Parses (and caches) a shape's JSON text. */
export function readShape(text: string): CompositeShape {
  let s = parsed.get(text);
  if (s === undefined) {
    s = JSON.parse(text) as CompositeShape;
    if (parsed.size > 500) parsed.clear();
    parsed.set(text, s);
  }
  return s;
}
