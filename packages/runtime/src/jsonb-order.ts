import type { JsonNode } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';
import { readJson } from './json-ops.js';
import { numericSortKey, readNumeric } from './numeric-math.js';
import { utf8Bytes } from './fn-utf8.js';

/**
 * jsonb's btree order (compareJsonbContainers) as an order key: a BLOB whose byte order, and byte
 * equality, are PostgreSQL's. PostgreSQL walks both values token by token and stops at the first
 * difference, so the key is the token stream, each token encoded order-preserving and
 * self-delimiting:
 *
 * - a value starts with its type's rank: null < string < number < boolean < array < object (the
 *   jbvType order; a value of another type at the same place decides by that rank alone);
 * - an array starts with its element count (more elements sort higher), then whether it is a
 *   scalar's pseudo-array (a top-level scalar is a one-element array in PostgreSQL, and sorts
 *   below a real array of as many elements: `'1' < '[1]'`, while `'[]' < 'null'`);
 * - an object starts with its pair count, then its pairs in stored key order (length, then bytes);
 * - strings are their UTF-8 bytes and a 0 (jsonb strings cannot hold U+0000), numbers the numeric
 *   order key (1.5 = 1.50) and a 0, booleans one byte.
 */

const RANK_NULL = 0x00;
const RANK_STRING = 0x01;
const RANK_NUMBER = 0x02;
const RANK_BOOL = 0x03;
const RANK_ARRAY = 0x10;
const RANK_OBJECT = 0x11;

class KeyWriter {
  private buf = new Uint8Array(64);
  private len = 0;

  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.len + n));
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.len++] = b;
  }

  u32(n: number): void {
    this.room(4);
    this.buf[this.len++] = (n >>> 24) & 0xff;
    this.buf[this.len++] = (n >>> 16) & 0xff;
    this.buf[this.len++] = (n >>> 8) & 0xff;
    this.buf[this.len++] = n & 0xff;
  }

  text(s: string): void {
    const b = utf8Bytes(s);
    this.room(b.length + 1);
    this.buf.set(b, this.len);
    this.len += b.length;
    this.buf[this.len++] = 0;
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
}

/** The object's pairs in jsonb's stored order (key length, then key bytes), last duplicate winning. */
function storedPairs(entries: [string, JsonNode][]): [string, JsonNode][] {
  const byKey = new Map<string, JsonNode>();
  for (const [k, v] of entries) byKey.set(k, v);
  const keys = [...byKey.keys()].map((k) => ({ k, b: utf8Bytes(k) }));
  keys.sort((x, y) => x.b.length - y.b.length || compareBytes(x.b, y.b));
  return keys.map(({ k }) => [k, byKey.get(k) as JsonNode]);
}

function writeScalar(n: JsonNode, w: KeyWriter): void {
  switch (n.t) {
    case 'str':
      w.byte(RANK_STRING);
      w.text(n.v);
      return;
    case 'num':
      w.byte(RANK_NUMBER);
      w.text(numericSortKey(readNumeric(n.v)));
      return;
    case 'lit':
      if (n.v === 'null') w.byte(RANK_NULL);
      else {
        w.byte(RANK_BOOL);
        w.byte(n.v === 'true' ? 1 : 0);
      }
      return;
    default:
      writeValue(n, w);
  }
}

function writeValue(n: JsonNode, w: KeyWriter): void {
  if (n.t === 'arr') {
    w.byte(RANK_ARRAY);
    w.u32(n.items.length);
    w.byte(1);
    for (const item of n.items) writeScalar(item, w);
    return;
  }
  if (n.t === 'obj') {
    const pairs = storedPairs(n.entries);
    w.byte(RANK_OBJECT);
    w.u32(pairs.length);
    for (const [k, v] of pairs) {
      w.byte(RANK_STRING);
      w.text(k);
      writeScalar(v, w);
    }
    return;
  }
  // a top-level scalar: PostgreSQL's one-element "raw scalar" pseudo-array
  w.byte(RANK_ARRAY);
  w.u32(1);
  w.byte(0);
  writeScalar(n, w);
}

/** The order key of a stored jsonb value; NULL for NULL. */
export function jsonbKey(v: SqlValue): SqlValue {
  if (v === null) return null;
  const w = new KeyWriter();
  writeValue(readJson(v), w);
  return w.result();
}

/** jsonb_cmp of two non-null stored jsonb values. */
export function compareJsonb(a: SqlValue, b: SqlValue): number {
  return Math.sign(compareBytes(jsonbKey(a) as Uint8Array, jsonbKey(b) as Uint8Array));
}
