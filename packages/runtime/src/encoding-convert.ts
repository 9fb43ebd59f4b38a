import { PgError } from '@pgsqlite/errors';
import { canonicalEncodingName, clientCodec, decodeUtf8Strict, encodeText, encodingName, encodingNumber, isSupportedClientEncoding } from '@pgsqlite/wire';
import type { RuntimeHost, SqlValue } from './host.js';

/**
 * convert(), convert_from(), convert_to() between encodings, with the tables the wire's client
 * encodings use (captured from PostgreSQL 15): UTF8 to and from every single-byte encoding.
 */

/** pg_char_to_encoding of a function argument; 22023 `invalid source encoding name "x"` as PostgreSQL. */
export function encodingByName(name: string, what: 'source' | 'destination'): string {
  const canonical = canonicalEncodingName(name);
  if (canonical === null) throw new PgError('invalid_parameter_value', `invalid ${what} encoding name "${name}"`);
  return canonical;
}

/**
 * Conversion procedures PostgreSQL 15 has between two single-byte encodings (pg_conversion,
 * condefault): pgsqlite does not have their tables and refuses them (0A000); every other pair
 * has none in PostgreSQL either (42883).
 */
const DIRECT = new Set([
  'KOI8R>WIN1251', 'WIN1251>KOI8R', 'KOI8R>WIN866', 'WIN866>KOI8R', 'WIN866>WIN1251', 'WIN1251>WIN866',
  'ISO_8859_5>KOI8R', 'KOI8R>ISO_8859_5', 'ISO_8859_5>WIN1251', 'WIN1251>ISO_8859_5', 'ISO_8859_5>WIN866',
  'WIN866>ISO_8859_5', 'LATIN2>WIN1250', 'WIN1250>LATIN2', 'EUC_JP>SJIS', 'SJIS>EUC_JP',
]);

/** pg_convert: verify the source in its encoding, then convert to the destination. */
export function convertBytes(b: Uint8Array, from: string, to: string): Uint8Array {
  for (const e of [from, to]) {
    if (!isSupportedClientEncoding(e)) throw new PgError('feature_not_supported', `conversion between ${from} and ${to} is not supported by pgsqlite`);
  }
  if (from === 'UTF8') decodeUtf8Strict(b, 0, b.length);
  else if (from !== 'SQL_ASCII') (clientCodec(from) as NonNullable<ReturnType<typeof clientCodec>>).decode(b, 0, b.length);
  if (from === to || from === 'SQL_ASCII' || to === 'SQL_ASCII') return b;
  if (from === 'UTF8') return encodeText(decodeUtf8Strict(b, 0, b.length), clientCodec(to));
  if (to === 'UTF8') return encodeText((clientCodec(from) as NonNullable<ReturnType<typeof clientCodec>>).decode(b, 0, b.length), null);
  if (DIRECT.has(`${from}>${to}`)) throw new PgError('feature_not_supported', `conversion between ${from} and ${to} is not supported by pgsqlite`);
  throw new PgError('undefined_function', `default conversion function for encoding "${from}" to "${to}" does not exist`);
}

/** pg_char_to_encoding / pg_encoding_to_char over PostgreSQL's encoding names and aliases. */
export function registerEncodingFunctions(host: RuntimeHost): void {
  const strict = (call: (v: SqlValue) => SqlValue) => (...a: SqlValue[]): SqlValue => (a[0] === null || a[0] === undefined ? null : call(a[0]));
  host.defineFunction({ name: 'pg_char_to_encoding', arity: 1, deterministic: true, call: strict((v) => BigInt(encodingNumber(String(v)))) });
  host.defineFunction({ name: 'pg_encoding_to_char', arity: 1, deterministic: true, call: strict((v) => encodingName(Number(v))) });
}
