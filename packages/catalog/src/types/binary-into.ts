import type { Stored } from './codec-util.js';
import { DATE_INFINITY, DATE_NEG_INFINITY, PG_EPOCH_DAYS, PG_EPOCH_USECS, TS_INFINITY, TS_NEG_INFINITY } from './datetime/calendar.js';
import type { PgType } from './pg-type.js';

/**
 * Writes the send form of one stored value into `out` (from offset 0, exactly `size` bytes) and
 * returns true; returns false for a value it cannot take exactly (out of range, an unusual
 * storage class), which the caller then gives to the type's `toBinary` (that checks and throws).
 */
export type SendInto = (v: Stored, out: DataView) => boolean;

/** A fixed-size send format written into caller-owned memory: no byte array per value. */
export interface FixedSend {
  readonly size: number;
  readonly write: SendInto;
}

const PG_EPOCH_USECS_N = Number(PG_EPOCH_USECS);
const TWO_32 = 4294967296;

function intInto(size: 2 | 4, min: number, max: number): SendInto {
  return (v, out) => {
    const n = typeof v === 'bigint' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) return false;
    if (size === 2) out.setInt16(0, n);
    else out.setInt32(0, n);
    return true;
  };
}

/** A safe integer number as a big-endian int64, in two 32-bit halves (no BigInt). */
function safeInt64Into(n: number, out: DataView): boolean {
  if (!Number.isSafeInteger(n)) return false;
  const hi = Math.floor(n / TWO_32);
  out.setInt32(0, hi);
  out.setUint32(4, n - hi * TWO_32);
  return true;
}

const int8Into: SendInto = (v, out) => {
  if (typeof v === 'bigint') {
    out.setBigInt64(0, v);
    return BigInt.asIntN(64, v) === v;
  }
  return typeof v === 'number' && safeInt64Into(v, out);
};

const float8Into: SendInto = (v, out) => {
  if (typeof v === 'number') out.setFloat64(0, v);
  else if (typeof v === 'bigint') out.setFloat64(0, Number(v));
  else return false;
  return true;
};

const float4Into: SendInto = (v, out) => {
  if (typeof v === 'number') out.setFloat32(0, v);
  else if (typeof v === 'bigint') out.setFloat32(0, Number(v));
  else return false;
  return true;
};

const boolInto: SendInto = (v, out) => {
  if (typeof v === 'bigint') out.setUint8(0, v !== 0n ? 1 : 0);
  else if (typeof v === 'number') out.setUint8(0, v !== 0 ? 1 : 0);
  else return false;
  return true;
};

const oidInto: SendInto = (v, out) => {
  const n = typeof v === 'bigint' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) return false;
  out.setUint32(0, n >>> 0);
  return true;
};

const dateInto: SendInto = (v, out) => {
  const d = typeof v === 'bigint' ? Number(v) : v;
  if (typeof d !== 'number' || !Number.isInteger(d)) return false;
  if (d === DATE_INFINITY || d === DATE_NEG_INFINITY) {
    out.setInt32(0, d);
    return true;
  }
  const x = d - PG_EPOCH_DAYS;
  if (x < -2147483648 || x > 2147483647) return false;
  out.setInt32(0, x);
  return true;
};

const timestampInto: SendInto = (v, out) => {
  if (typeof v === 'number') return Number.isInteger(v) && safeInt64Into(v - PG_EPOCH_USECS_N, out);
  if (typeof v !== 'bigint') return false;
  if (v === TS_INFINITY || v === TS_NEG_INFINITY) out.setBigInt64(0, v);
  else {
    const t = v - PG_EPOCH_USECS;
    if (BigInt.asIntN(64, t) !== t) return false;
    out.setBigInt64(0, t);
  }
  return true;
};

const timeInto: SendInto = (v, out) => {
  if (typeof v === 'bigint') {
    if (BigInt.asIntN(64, v) !== v) return false;
    out.setBigInt64(0, v);
    return true;
  }
  return typeof v === 'number' && Number.isInteger(v) && safeInt64Into(v, out);
};

/** Hex digit values by char code (every UTF-16 unit); 16 for a non-hex character. */
const HEX = new Uint8Array(65536).fill(16);
for (let c = 0; c < 10; c++) HEX[48 + c] = c;
for (let c = 0; c < 6; c++) HEX[97 + c] = HEX[65 + c] = 10 + c;

/** Every digit value hexWord read, OR-ed: a non-hex character (16) shows as bit 4. */
let bad = 0;

/** The 8 hex digits of `v` (4 at `at`, 4 at `at2`) as one 32-bit word. */
function hexWord(v: string, at: number, at2: number): number {
  const a = HEX[v.charCodeAt(at)] as number;
  const b = HEX[v.charCodeAt(at + 1)] as number;
  const c = HEX[v.charCodeAt(at + 2)] as number;
  const d = HEX[v.charCodeAt(at + 3)] as number;
  const e = HEX[v.charCodeAt(at2)] as number;
  const f = HEX[v.charCodeAt(at2 + 1)] as number;
  const g = HEX[v.charCodeAt(at2 + 2)] as number;
  const h = HEX[v.charCodeAt(at2 + 3)] as number;
  bad |= a | b | c | d | e | f | g | h;
  return (a << 28) | (b << 24) | (c << 20) | (d << 16) | (e << 12) | (f << 8) | (g << 4) | h;
}

/**
 * The canonical stored uuid text `8-4-4-4-12` only, as four words (a byte at a time with a
 * table lookup and a range check per character cost ~2x); any other spelling goes to
 * uuid_send's parser.
 */
const uuidInto: SendInto = (v, out) => {
  if (typeof v !== 'string' || v.length !== 36) return false;
  if (v.charCodeAt(8) !== 45 || v.charCodeAt(13) !== 45 || v.charCodeAt(18) !== 45 || v.charCodeAt(23) !== 45) return false;
  bad = 0;
  const w0 = hexWord(v, 0, 4);
  const w1 = hexWord(v, 9, 14);
  const w2 = hexWord(v, 19, 24);
  const w3 = hexWord(v, 28, 32);
  if (bad > 15) return false;
  out.setInt32(0, w0);
  out.setInt32(4, w1);
  out.setInt32(8, w2);
  out.setInt32(12, w3);
  return true;
};

const BY_OID = new Map<number, FixedSend>([
  [16, { size: 1, write: boolInto }],
  [21, { size: 2, write: intInto(2, -32768, 32767) }],
  [23, { size: 4, write: intInto(4, -2147483648, 2147483647) }],
  [20, { size: 8, write: int8Into }],
  [26, { size: 4, write: oidInto }],
  [700, { size: 4, write: float4Into }],
  [701, { size: 8, write: float8Into }],
  [1082, { size: 4, write: dateInto }],
  [1083, { size: 8, write: timeInto }],
  [1114, { size: 8, write: timestampInto }],
  [1184, { size: 8, write: timestampInto }],
  [2950, { size: 16, write: uuidInto }],
]);

/**
 * The in-place send writer of a built-in fixed-size type (bool, int2/4/8, oid, float4/8, date,
 * time, timestamp[tz], uuid), or undefined. Its bytes equal `type.toBinary`'s for every value it
 * accepts (binary-into.test.ts).
 */
export function fixedSend(type: PgType): FixedSend | undefined {
  return BY_OID.get(type.oid);
}
