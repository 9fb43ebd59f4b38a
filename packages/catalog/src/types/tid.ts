import { PgError } from '@pgsqlite/errors';
import { badBinary, invalidSyntax, storedBigInt, viewOf, type Stored } from './codec-util.js';
import { defineType } from './define.js';

/** Offsets of a tid: 16 bits (OffsetNumber), so `block * 65536 + offset` orders as (block, offset) does. */
const OFFSET_SPAN = 65536;
const BLOCKS = 2 ** 32;
const U64 = (1n << 64n) - 1n;

/** A tid's stored INTEGER: `block * 65536 + offset` (0 … 2^48-1), the order of tidcmp. */
export function storedTid(block: number, offset: number): number {
  return block * OFFSET_SPAN + offset;
}

/**
 * The (block, offset) of a stored tid. A table's `ctid` is its SQLite rowid read as a stored tid
 * (translate's system columns), so rows 1, 2, … are (0,1), (0,2), … as in a fresh PostgreSQL heap;
 * a rowid outside 0 … 2^48-1 (an explicit negative serial key) wraps into that range.
 */
export function tidParts(v: Stored): [block: number, offset: number] {
  const n = typeof v === 'number' && Number.isSafeInteger(v) ? v : Number(BigInt.asUintN(48, storedBigInt(v)));
  const offset = ((n % OFFSET_SPAN) + OFFSET_SPAN) % OFFSET_SPAN;
  const block = ((((n - offset) / OFFSET_SPAN) % BLOCKS) + BLOCKS) % BLOCKS;
  return [block, offset];
}

/** C's strtoul(s, &end, 10) on a 64-bit platform: the value, where it stopped, and ERANGE. */
function strtoul10(s: string, from: number): { value: bigint; end: number; overflow: boolean } {
  let i = from;
  while (i < s.length && ' \t\n\v\f\r'.includes(s[i] as string)) i++;
  let neg = false;
  if (s[i] === '+' || s[i] === '-') neg = s[i++] === '-';
  const digits = i;
  let v = 0n;
  while (i < s.length && s[i]! >= '0' && s[i]! <= '9') v = v * 10n + BigInt(s.charCodeAt(i++) - 48);
  // no digits: 0, and the end pointer is the start of the string
  if (i === digits) return { value: 0n, end: from, overflow: false };
  if (v > U64) return { value: U64, end: i, overflow: true };
  return { value: neg ? (U64 + 1n - v) & U64 : v, end: i, overflow: false };
}

/**
 * tidin (PostgreSQL 15): the text after the first `(` and after the next `,` are read with
 * strtoul; the block must end at a `,` and fit 32 bits (or be a negative int32, which wraps), the
 * offset must end at `)` and fit 16 bits. What follows the `)` is ignored. 22P02 otherwise.
 */
export function parseTid(text: string): number {
  const coord: number[] = [];
  for (let p = 0; p < text.length && coord.length < 2 && text[p] !== ')'; p++) {
    if (text[p] === ',' || (text[p] === '(' && coord.length === 0)) coord.push(p + 1);
  }
  if (coord.length < 2) throw invalidSyntax('tid', text);
  const b = strtoul10(text, coord[0] as number);
  if (b.overflow || text[b.end] !== ',') throw invalidSyntax('tid', text);
  const block = Number(b.value & 0xffffffffn);
  if (b.value !== BigInt(block) && b.value !== (BigInt(block | 0) & U64)) throw invalidSyntax('tid', text);
  const o = strtoul10(text, coord[1] as number);
  if (o.overflow || text[o.end] !== ')' || o.value > 65535n) throw invalidSyntax('tid', text);
  return storedTid(block, Number(o.value));
}

/** tidout: `(block,offset)`. */
export function formatTid(v: Stored): string {
  const [block, offset] = tidParts(v);
  return `(${block},${offset})`;
}

/** tid (OID 27): a tuple identifier, stored as INTEGER `block * 65536 + offset`; binary uint32 block + uint16 offset. */
export const tidType = defineType({
  oid: 27,
  name: 'tid',
  displayName: 'tid',
  storage: 'integer',
  len: 6,
  category: 'U',
  arrayOid: 1010,
  toText: (v) => formatTid(v),
  fromText: (t) => parseTid(t),
  toBinary: (v) => {
    const [block, offset] = tidParts(v);
    const out = new Uint8Array(6);
    const dv = new DataView(out.buffer);
    dv.setUint32(0, block);
    dv.setUint16(4, offset);
    return out;
  },
  fromBinary: (b) => {
    // tidrecv reads 6 bytes (pq_getmsgint: 08P01 when fewer); more are left over (22P03)
    if (b.length < 6) throw new PgError('protocol_violation', 'insufficient data left in message');
    if (b.length > 6) throw badBinary();
    const dv = viewOf(b, 6);
    return storedTid(dv.getUint32(0), dv.getUint16(4));
  },
});
