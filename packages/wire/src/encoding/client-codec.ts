import { PgError } from '@pgsqlite/errors';
import { SINGLE_BYTE_TABLES } from './single-byte-data.js';
import { SingleByteCodec } from './single-byte-codec.js';
import { MULTIBYTE_TABLES } from './multibyte-data.js';
import { MultibyteCodec } from './multibyte-codec.js';
import { canonicalEncodingName } from './encoding-names.js';

/**
 * The conversion between the server's strings (UTF8) and a client encoding, PostgreSQL's
 * pg_client_to_server / pg_server_to_client. Sessions whose client_encoding is UTF8 or
 * SQL_ASCII have none (null): their bytes go as they are (SQL_ASCII input is still validated as
 * UTF8, as PostgreSQL validates it against the database encoding).
 */
export interface ClientCodec {
  /** Canonical name of the client encoding ('LATIN1'). */
  readonly name: string;
  /** Client bytes `[start, end)` as server text; 22021 for an invalid sequence, 22P05 for one without a UTF8 equivalent. */
  decode(bytes: Uint8Array, start: number, end: number): string;
  /** Room `encodeInto` needs at most for `s`: no more than 3 bytes per UTF-16 code unit (DataRow sizes its room so). */
  maxBytes(s: string): number;
  /** Writes `s` from code unit `from` on into `buf` at `pos`; returns the bytes written; 22P05 for a character the encoding lacks. */
  encodeInto(s: string, from: number, buf: Uint8Array, pos: number): number;
}

const codecs = new Map<string, ClientCodec>();

/** The codec of a canonical client encoding name; null for UTF8 and SQL_ASCII (no conversion). */
export function clientCodec(name: string): ClientCodec | null {
  if (name === 'UTF8' || name === 'SQL_ASCII') return null;
  let codec = codecs.get(name);
  if (codec === undefined) {
    const table = SINGLE_BYTE_TABLES[name];
    const multi = MULTIBYTE_TABLES[name];
    if (table !== undefined) codec = new SingleByteCodec(name, table);
    else if (multi !== undefined) codec = new MultibyteCodec(name, multi);
    else throw unsupportedClientEncoding(name, name);
    codecs.set(name, codec);
  }
  return codec;
}

/** True when pgsqlite converts to and from this (canonical) client encoding. */
export function isSupportedClientEncoding(name: string): boolean {
  return name === 'UTF8' || name === 'SQL_ASCII' || SINGLE_BYTE_TABLES[name] !== undefined || MULTIBYTE_TABLES[name] !== undefined;
}

/**
 * check_client_encoding: the canonical name of a client_encoding value ('latin1' → 'LATIN1');
 * 22023 for a name PostgreSQL does not know; 0A000 for the encodings pgsqlite has no tables for
 * (EUC_TW, GB18030, JOHAB, MULE_INTERNAL, EUC_JIS_2004, SHIFT_JIS_2004), in the shape of
 * PostgreSQL's own answer for an encoding without a conversion to the database's.
 */
export function checkClientEncodingValue(value: string): string {
  const name = canonicalEncodingName(value);
  if (name === null) throw new PgError('invalid_parameter_value', `invalid value for parameter "client_encoding": "${value}"`);
  if (!isSupportedClientEncoding(name)) throw unsupportedClientEncoding(value, name);
  return name;
}

function unsupportedClientEncoding(value: string, name: string): PgError {
  return new PgError('feature_not_supported', `invalid value for parameter "client_encoding": "${value}"`, {
    detail: `Conversion between ${name} and UTF8 is not supported.`,
  });
}

/** Encodes `s` into a new array in the codec's encoding (UTF-8 when `codec` is null). */
export function encodeText(s: string, codec: ClientCodec | null): Uint8Array {
  if (codec === null) return new TextEncoder().encode(s);
  const buf = new Uint8Array(codec.maxBytes(s));
  return buf.subarray(0, codec.encodeInto(s, 0, buf, 0));
}
