import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './sql-value.js';

/** A stored value that is not SQL NULL. */
export type Stored = Exclude<SqlValue, null>;

import { utf8Decode } from './utf8.js';
export { utf8Decode, utf8Encode } from './utf8.js';

/** 22P02 `invalid input syntax for type T: "x"`. */
export function invalidSyntax(typeName: string, text: string): PgError {
  return new PgError('invalid_text_representation', `invalid input syntax for type ${typeName}: "${text}"`);
}

/** 22003 `value "x" is out of range for type T`. */
export function valueOutOfRange(typeName: string, text: string): PgError {
  return new PgError('numeric_value_out_of_range', `value "${text}" is out of range for type ${typeName}`);
}

/** 22P03 for a binary value of the wrong size or shape. */
export function badBinary(): PgError {
  return new PgError('invalid_binary_representation', 'incorrect binary data format');
}

/** PG's isspace(): the characters its input functions skip. */
export function isPgSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\v' || ch === '\f';
}

/** Trims PG whitespace at both ends. */
export function pgTrim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isPgSpace(s[a])) a++;
  while (b > a && isPgSpace(s[b - 1])) b--;
  return s.slice(a, b);
}

/** Returns a number when it is a safe integer, else the bigint. */
export function normInt(v: bigint): number | bigint {
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

/** Reads a stored integer-ish value as bigint. */
export function storedBigInt(v: Stored): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return BigInt(Math.trunc(v));
  if (typeof v === 'string') return BigInt(v.trim());
  throw badBinary();
}

/** Reads a stored string value (blobs are decoded as UTF-8, numbers printed). */
export function storedString(v: Stored): string {
  if (typeof v === 'string') return v;
  if (v instanceof Uint8Array) return utf8Decode(v);
  return String(v);
}

/** Big-endian writer helpers. */
export function beBytes(size: 1 | 2 | 4 | 8, write: (dv: DataView) => void): Uint8Array {
  const out = new Uint8Array(size);
  write(new DataView(out.buffer));
  return out;
}

/** A DataView over bytes, after checking the exact length. */
export function viewOf(bytes: Uint8Array, size?: number): DataView {
  if (size !== undefined && bytes.length !== size) throw badBinary();
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Concatenates byte arrays. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
