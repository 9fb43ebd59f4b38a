import { PgError } from '@pgsqlite/errors';
import { badBinary, concatBytes, isPgSpace, storedString } from './codec-util.js';
import { defineType } from './define.js';
import type { PgType } from './pg-type.js';

/** A parsed pg_snapshot / txid_snapshot: xmin, xmax and the in-progress xids (sorted, distinct). */
export interface Snapshot {
  xmin: bigint;
  xmax: bigint;
  xip: bigint[];
}

const INT64_MAX = (1n << 63n) - 1n;
const U64 = (1n << 64n) - 1n;

/** strtou64(s, &end, 10): white space, a sign, decimal digits (none: 0 and no advance); overflow saturates. */
function strtou64(s: string, i: number): { v: bigint; end: number } {
  let j = i;
  while (j < s.length && isPgSpace(s[j])) j++;
  let neg = false;
  if (s[j] === '+' || s[j] === '-') neg = s[j++] === '-';
  const start = j;
  let v = 0n;
  while (j < s.length && s[j]! >= '0' && s[j]! <= '9') v = v * 10n + BigInt(s.charCodeAt(j++) - 48);
  if (j === start) return { v: 0n, end: i };
  if (v > U64) v = U64;
  return { v: neg ? (U64 + 1n - v) & U64 : v, end: j };
}

function bad(text: string): PgError {
  return new PgError('invalid_text_representation', `invalid input syntax for type pg_snapshot: "${text}"`);
}

/**
 * pg_snapshot_in (PostgreSQL 15 xid8funcs.c parse_snapshot), also txid_snapshot's: `xmin:xmax:xip,…`
 * with 0 < xmin ≤ xmax ≤ 2^63-1 and each xip in [xmin, xmax) in order; duplicates dropped.
 */
export function parseSnapshot(text: string): Snapshot {
  const a = strtou64(text, 0);
  if (text[a.end] !== ':') throw bad(text);
  const b = strtou64(text, a.end + 1);
  if (text[b.end] !== ':') throw bad(text);
  const [xmin, xmax] = [a.v, b.v];
  if (xmin === 0n || xmax === 0n || xmax < xmin || xmax > INT64_MAX) throw bad(text);
  const xip: bigint[] = [];
  let i = b.end + 1;
  let last = 0n;
  while (i < text.length) {
    const n = strtou64(text, i);
    i = n.end;
    if (n.v < xmin || n.v >= xmax || n.v < last) throw bad(text);
    if (n.v !== last) xip.push(n.v);
    last = n.v;
    if (text[i] === ',') i++;
    else if (i < text.length) throw bad(text);
  }
  return { xmin, xmax, xip };
}

/** pg_snapshot_out: `xmin:xmax:xip1,xip2`. */
export function formatSnapshot(s: Snapshot): string {
  return `${s.xmin}:${s.xmax}:${s.xip.join(',')}`;
}

/** is_visible_fxid: below xmin visible, from xmax on not, in between unless in progress. */
export function visibleInSnapshot(xid: bigint, s: Snapshot): boolean {
  if (xid < s.xmin) return true;
  if (xid >= s.xmax) return false;
  return !s.xip.includes(xid);
}

function u64(v: bigint): Uint8Array {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, v);
  return b;
}

/** pg_snapshot_send: nxip (int4), xmin, xmax, then each xip (int8). */
function toBinary(s: Snapshot): Uint8Array {
  const n = new Uint8Array(4);
  new DataView(n.buffer).setInt32(0, s.xip.length);
  return concatBytes([n, u64(s.xmin), u64(s.xmax), ...s.xip.map(u64)]);
}

function fromBinary(b: Uint8Array): Snapshot {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b.length < 20) throw badBinary();
  const n = dv.getInt32(0);
  if (n < 0 || b.length !== 20 + 8 * n) throw badBinary();
  const xip = Array.from({ length: n }, (_, k) => dv.getBigUint64(20 + 8 * k));
  const s = { xmin: dv.getBigUint64(4), xmax: dv.getBigUint64(12), xip };
  // pg_snapshot_recv checks the same invariants as the text form
  return parseSnapshot(formatSnapshot(s));
}

function snapshotType(oid: number, name: string, arrayOid: number): PgType {
  return defineType({
    oid,
    name,
    displayName: name,
    storage: 'text',
    category: 'U',
    arrayOid,
    toText: (v) => storedString(v),
    fromText: (t) => formatSnapshot(parseSnapshot(t)),
    toBinary: (v) => toBinary(parseSnapshot(storedString(v))),
    fromBinary: (b) => formatSnapshot(fromBinary(b)),
  });
}

/** pg_snapshot → TEXT in its output form. */
export const pgSnapshotType = snapshotType(5038, 'pg_snapshot', 5039);
/** txid_snapshot (the deprecated twin with bigint functions) → TEXT in its output form. */
export const txidSnapshotType = snapshotType(2970, 'txid_snapshot', 2949);
