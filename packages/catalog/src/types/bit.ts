import { PgError } from '@pgsqlite/errors';
import type { PgType } from './pg-type.js';
import { badBinary, storedString, viewOf } from './codec-util.js';

/**
 * bit(n) and bit varying(n). The stored value is TEXT of '0' and '1' characters: SQLite's binary
 * comparison of it is bit_cmp's order (bit by bit, then a prefix before the longer string), so
 * =, <, ORDER BY and indexes need no order key. The typmod is the length itself (no +4).
 */

export const BIT_OID = 1560;
export const VARBIT_OID = 1562;

function invalidDigit(c: string, hex: boolean): PgError {
  return new PgError('invalid_text_representation', `"${c}" is not a valid ${hex ? 'hexadecimal' : 'binary'} digit`);
}

/** bit_in / varbit_in without the length check: `101`, `B101`, `X1F` (hex gives 4 bits a digit). */
export function parseBits(text: string): string {
  let s = text;
  let hex = false;
  if (s[0] === 'b' || s[0] === 'B') s = s.slice(1);
  else if (s[0] === 'x' || s[0] === 'X') {
    s = s.slice(1);
    hex = true;
  }
  let out = '';
  for (const c of s) {
    if (hex) {
      const d = parseInt(c, 16);
      if (Number.isNaN(d) || !/^[0-9a-fA-F]$/.test(c)) throw invalidDigit(c, true);
      out += d.toString(2).padStart(4, '0');
    } else {
      if (c !== '0' && c !== '1') throw invalidDigit(c, false);
      out += c;
    }
  }
  return out;
}

/** The length check of bit(n) (exact) and bit varying(n) (at most n); typmod -1 accepts any length. */
export function checkBitLength(bits: string, typmod: number, varying: boolean): string {
  if (typmod <= 0) return bits;
  if (!varying && bits.length !== typmod) throw new PgError('string_data_length_mismatch', `bit string length ${bits.length} does not match type bit(${typmod})`);
  if (varying && bits.length > typmod) throw new PgError('string_data_right_truncation', `bit string too long for type bit varying(${typmod})`);
  return bits;
}

/** bit_send / varbit_send: int32 bit length, then the bits packed high bit first, zero padded. */
export function bitsToBinary(bits: string): Uint8Array {
  const out = new Uint8Array(4 + Math.ceil(bits.length / 8));
  new DataView(out.buffer).setInt32(0, bits.length);
  for (let i = 0; i < bits.length; i++) if (bits[i] === '1') out[4 + (i >> 3)]! |= 0x80 >> (i & 7);
  return out;
}

function bitsFromBinary(b: Uint8Array): string {
  if (b.length < 4) throw badBinary();
  const len = viewOf(b).getInt32(0);
  if (len < 0 || b.length !== 4 + Math.ceil(len / 8)) throw new PgError('invalid_binary_representation', 'invalid length in external bit string');
  let out = '';
  for (let i = 0; i < len; i++) out += (b[4 + (i >> 3)]! & (0x80 >> (i & 7))) !== 0 ? '1' : '0';
  return out;
}

function bitType(varying: boolean): PgType {
  return {
    oid: varying ? VARBIT_OID : BIT_OID,
    name: varying ? 'varbit' : 'bit',
    displayName: varying ? 'bit varying' : 'bit',
    len: -1,
    category: 'V',
    preferred: varying,
    storage: 'text',
    arrayOid: varying ? 1563 : 1561,
    elemOid: 0,
    toText: (v) => storedString(v),
    fromText: (t, typmod) => checkBitLength(parseBits(t), typmod, varying),
    toBinary: (v) => bitsToBinary(storedString(v)),
    fromBinary: (b, typmod) => checkBitLength(bitsFromBinary(b), typmod, varying),
  };
}

export const bitTypes: readonly PgType[] = [bitType(false), bitType(true)];
