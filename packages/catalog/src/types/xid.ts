import { badBinary, beBytes, isPgSpace, storedBigInt, storedString, viewOf } from './codec-util.js';
import { defineType } from './define.js';

const U64 = (1n << 64n) - 1n;

/**
 * C's strtoul(str, NULL, 0) on a 64-bit platform, which xidin and xid8in (PostgreSQL 15) apply
 * without checking: leading white space, a sign, 0x / 0 prefixes for hex / octal, digits up to
 * the first other character (none: 0), a negative value wrapped modulo 2^64, overflow saturating
 * at 2^64-1. PostgreSQL 15 does not reject garbage (`'asdf'::xid` is 0).
 */
export function strtoul64(text: string): bigint {
  let i = 0;
  while (i < text.length && isPgSpace(text[i])) i++;
  let neg = false;
  if (text[i] === '+' || text[i] === '-') neg = text[i++] === '-';
  let base = 10;
  if (text[i] === '0' && (text[i + 1] === 'x' || text[i + 1] === 'X') && /[0-9a-fA-F]/.test(text[i + 2] ?? '')) {
    base = 16;
    i += 2;
  } else if (text[i] === '0') base = 8;
  let v = 0n;
  let overflow = false;
  for (; i < text.length; i++) {
    const d = parseInt(text[i] as string, 36);
    if (Number.isNaN(d) || d >= base) break;
    v = v * BigInt(base) + BigInt(d);
    if (v > U64) overflow = true;
  }
  if (overflow) return U64;
  return neg ? (U64 + 1n - v) & U64 : v;
}

/** xid: a 32-bit transaction ID, stored as an INTEGER 0 … 2^32-1; text is its unsigned decimal. */
export const xidType = defineType({
  oid: 28,
  name: 'xid',
  displayName: 'xid',
  storage: 'integer',
  len: 4,
  category: 'U',
  arrayOid: 1011,
  toText: (v) => String(storedBigInt(v) & 0xffffffffn),
  fromText: (t) => Number(strtoul64(t) & 0xffffffffn),
  toBinary: (v) => beBytes(4, (dv) => dv.setUint32(0, Number(storedBigInt(v) & 0xffffffffn))),
  fromBinary: (b) => {
    if (b.length !== 4) throw badBinary();
    return viewOf(b, 4).getUint32(0);
  },
});

/** The stored form of an xid8: 20 decimal digits, so that text order is numeric order over the whole unsigned range. */
export function storedXid8(v: bigint): string {
  return v.toString().padStart(20, '0');
}

/** The value of a stored xid8. */
export function xid8OfStored(v: unknown): bigint {
  return BigInt(storedString(v as string));
}

/** xid8: a 64-bit (epoch-extended) transaction ID, stored as TEXT of 20 digits; text is its unsigned decimal. */
export const xid8Type = defineType({
  oid: 5069,
  name: 'xid8',
  displayName: 'xid8',
  storage: 'text',
  len: 8,
  category: 'U',
  arrayOid: 271,
  toText: (v) => xid8OfStored(v).toString(),
  fromText: (t) => storedXid8(strtoul64(t)),
  toBinary: (v) => beBytes(8, (dv) => dv.setBigUint64(0, xid8OfStored(v))),
  fromBinary: (b) => {
    if (b.length !== 8) throw badBinary();
    return storedXid8(viewOf(b, 8).getBigUint64(0));
  },
});
