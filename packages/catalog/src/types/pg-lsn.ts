import { badBinary, beBytes, invalidSyntax, storedString, viewOf } from './codec-util.js';
import { defineType } from './define.js';

/**
 * pg_lsn: a 64-bit write-ahead log position, printed `%X/%X` (`16/B374D848`). Stored as TEXT of
 * 16 upper-case hex digits, so that SQLite's text order is the numeric order over the whole
 * unsigned range (an INTEGER would sort values above 2^63 first).
 */
const HEX = /^[0-9a-fA-F]{1,8}$/;

/** pg_lsn_in: two groups of 1–8 hex digits around a `/`, nothing else (no spaces); 22P02 otherwise. */
export function parsePgLsn(text: string): bigint {
  const slash = text.indexOf('/');
  const hi = slash < 0 ? '' : text.slice(0, slash);
  const lo = slash < 0 ? '' : text.slice(slash + 1);
  if (!HEX.test(hi) || !HEX.test(lo)) throw invalidSyntax('pg_lsn', text);
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** The stored form of an LSN (16 hex digits). */
export function storedPgLsn(v: bigint): string {
  return v.toString(16).toUpperCase().padStart(16, '0');
}

/** The LSN of a stored value. */
export function pgLsnOfStored(s: string): bigint {
  return BigInt(`0x${s}`);
}

/** pg_lsn_out: `%X/%X`. */
export function formatPgLsn(v: bigint): string {
  return `${(v >> 32n).toString(16).toUpperCase()}/${(v & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** pg_lsn → TEXT of 16 hex digits; text `%X/%X`, binary 8 bytes big-endian. */
export const pgLsnType = defineType({
  oid: 3220,
  name: 'pg_lsn',
  displayName: 'pg_lsn',
  storage: 'text',
  len: 8,
  category: 'U',
  arrayOid: 3221,
  toText: (v) => formatPgLsn(pgLsnOfStored(storedString(v))),
  fromText: (t) => storedPgLsn(parsePgLsn(t)),
  toBinary: (v) => beBytes(8, (dv) => dv.setBigUint64(0, pgLsnOfStored(storedString(v)))),
  fromBinary: (b) => {
    if (b.length !== 8) throw badBinary();
    return storedPgLsn(viewOf(b, 8).getBigUint64(0));
  },
});
