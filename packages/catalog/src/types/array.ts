import { PgError } from '@pgsqlite/errors';
import { badBinary, storedString, viewOf, type Stored } from './codec-util.js';
import { encodeArrayBinary } from './array-binary.js';
import { arrayFlatFast, arrayTextFast } from './array-fast.js';
import { arraySendFast } from './array-send-fast.js';
import { arraySendFlat } from './array-send-flat.js';
import { arrayTextFlat } from './array-text-flat.js';
import { toHex, parseBytea } from './bytea.js';
import { quoteJsonString } from './json.js';
import { parseJson, type JsonNode } from './json-parse.js';
import { parseArrayLiteralBounds, quoteArrayElement, type ArrayTree } from './array-literal.js';
import { dimsDecoration, storedArrayParts, storedArrayText } from './array-storage.js';
import type { FormatSettings, PgType } from './pg-type.js';

/** Nested element storage values; null = SQL NULL. */
export type Nested = (Stored | null | Nested)[];

/** One element's storage value as JSON (bytea as `\x..`, NaN/±Infinity as strings, int8 exact). */
function elementToJson(v: Stored | null): string {
  if (v === null) return 'null';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isFinite(v) ? (Object.is(v, -0) ? '-0' : String(v)) : `"${v}"`;
  if (v instanceof Uint8Array) return `"\\\\x${toHex(v)}"`;
  return quoteJsonString(v);
}

function nestedToJson(n: Nested): string {
  return '[' + n.map((x) => (Array.isArray(x) ? nestedToJson(x) : elementToJson(x))).join(',') + ']';
}

function fromJsonNode(node: JsonNode, elem: PgType): Stored | null | Nested {
  switch (node.t) {
    case 'arr':
      return node.items.map((x) => fromJsonNode(x, elem));
    case 'lit':
      return node.v === 'null' ? null : node.v === 'true' ? 1 : 0;
    case 'num': {
      if (node.v === '-0') return -0;
      const isInt = !node.v.includes('.') && !node.v.includes('e') && !node.v.includes('E');
      if (!isInt) return Number(node.v);
      const b = BigInt(node.v);
      return b >= -9007199254740991n && b <= 9007199254740991n ? Number(b) : b;
    }
    case 'str':
      return elem.storage === 'blob' ? parseBytea(node.v) : node.v;
    case 'obj':
      throw new PgError('data_corrupted', 'stored array value is not a JSON array');
  }
}

/** Decodes the stored JSON text of an array into nested element storage values (lower bounds dropped). */
export function decodeStoredArray(v: Stored, elem: PgType): Nested {
  return decodeStoredArrayBounds(v, elem).n;
}

/** Decodes a stored array into its lower bounds (null = all 1) and nested element storage values. */
export function decodeStoredArrayBounds(v: Stored, elem: PgType): { lbs: number[] | null; n: Nested } {
  const { lbs, body } = storedArrayParts(storedString(v));
  const n = fromJsonNode(parseJson(body, false), elem);
  if (!Array.isArray(n)) throw new PgError('data_corrupted', 'stored array value is not a JSON array');
  return { lbs, n };
}

/**
 * An explicit cast to varchar(n)[] / char(n)[]: each element cut to n characters (the element
 * type's explicit length coercion, applied by array_map), lower bounds kept.
 */
export function truncateArrayElements(v: Stored, elem: PgType, typmod: number, s: FormatSettings): string {
  const { lbs, n } = decodeStoredArrayBounds(v, elem);
  const cut = (x: Nested): Nested =>
    x.map((y) => (y === null ? null : Array.isArray(y) ? cut(y) : elem.fromText(Array.from(elem.toText(y, -1, s)).slice(0, typmod - 4).join(''), typmod, s)));
  return encodeStoredArray(cut(n), lbs);
}

/** Encodes nested element storage values as the stored JSON text (lower bounds other than 1 in `lbs`). */
export function encodeStoredArray(n: Nested, lbs: readonly number[] | null = null): string {
  return storedArrayText(nestedToJson(n), lbs);
}

function dimsOf(n: Nested): number[] {
  if (n.length === 0) return [];
  const first = n[0];
  return Array.isArray(first) ? [n.length, ...dimsOf(first)] : [n.length];
}

function flatten(n: Nested, out: (Stored | null)[] = []): (Stored | null)[] {
  for (const x of n) {
    if (Array.isArray(x)) flatten(x, out);
    else out.push(x);
  }
  return out;
}

function nest(flat: (Stored | null)[], dims: readonly number[]): Nested {
  if (dims.length === 0) return [];
  let pos = 0;
  const build = (d: number): Nested => {
    const out: Nested = [];
    for (let k = 0; k < dims[d]!; k++) out.push(d === dims.length - 1 ? flat[pos++]! : build(d + 1));
    return out;
  };
  return build(0);
}

function treeToText(n: Nested, elem: PgType, typmod: number, s: FormatSettings): string {
  const parts = n.map((x) => {
    if (x === null) return 'NULL';
    if (Array.isArray(x)) return treeToText(x, elem, typmod, s);
    return quoteArrayElement(elem.toText(x, typmod, s), elem.oid === 603 ? ';' : ',');
  });
  return '{' + parts.join(elem.oid === 603 ? ';' : ',') + '}';
}

function treeFromText(t: ArrayTree, elem: PgType, typmod: number, s: FormatSettings): Nested {
  return t.map((x) => (x === null ? null : Array.isArray(x) ? treeFromText(x, elem, typmod, s) : elem.fromText(x, typmod, s)));
}

/** array_recv's checks of the dimensions (ArrayGetNItems, ArrayCheckBounds). */
function checkBinaryDims(dims: readonly number[], lbs: readonly number[]): void {
  let total = 1;
  for (const d of dims) {
    if (d < 0) throw new PgError('program_limit_exceeded', 'array size exceeds the maximum allowed (134217727)');
    total *= d;
    if (total > 134217727) throw new PgError('program_limit_exceeded', 'array size exceeds the maximum allowed (134217727)');
  }
  lbs.forEach((lb, k) => {
    if (lb + (dims[k] as number) > 2147483647) throw new PgError('program_limit_exceeded', `array lower bound is too large: ${lb}`);
  });
}

/** array_send of what arraySendFast does not take: through the flattened elements. */
function arraySendGeneral(v: Stored, elem: PgType, typmod: number, s: FormatSettings): Uint8Array {
  const fast = typeof v === 'string' ? arrayFlatFast(v, elem) : undefined;
  if (fast !== undefined) return encodeArrayBinary(fast.dims, fast.flat, elem, typmod, s);
  const { lbs, n } = decodeStoredArrayBounds(v, elem);
  return encodeArrayBinary(dimsOf(n), flatten(n), elem, typmod, s, lbs);
}

/** Builds the array type `_elem` whose storage is JSON text of element storage values. */
export function makeArrayType(elem: PgType): PgType {
  return {
    oid: elem.arrayOid,
    name: '_' + elem.name,
    displayName: elem.displayName + '[]',
    len: -1,
    category: 'A',
    preferred: false,
    storage: 'text',
    arrayOid: 0,
    elemOid: elem.oid,
    toText: (v, typmod, s) => {
      const fast = typeof v === 'string' ? (arrayTextFlat(v, elem, s) ?? arrayTextFast(v, elem, typmod, s)) : undefined;
      if (fast !== undefined) return fast;
      const { lbs, n } = decodeStoredArrayBounds(v, elem);
      const body = treeToText(n, elem, typmod, s);
      return lbs === null ? body : `${dimsDecoration(dimsOf(n), lbs)}=${body}`;
    },
    fromText: (text, typmod, s) => {
      const { tree, lbs } = parseArrayLiteralBounds(text, elem.oid === 603 ? ';' : ',');
      return encodeStoredArray(treeFromText(tree, elem, typmod, s), lbs);
    },
    toBinary: (v, typmod, s) => {
      const sent = typeof v === 'string' ? arraySendFast(v, elem) : undefined;
      return sent !== undefined ? sent.slice() : arraySendGeneral(v, elem, typmod, s);
    },
    toBinaryView: (v, typmod, s, scratch) =>
      (typeof v === 'string' ? (arraySendFlat(v, elem, scratch) ?? arraySendFast(v, elem, scratch)) : undefined) ?? arraySendGeneral(v, elem, typmod, s),
    fromBinary: (b, typmod, s) => {
      if (b.length < 12) throw badBinary();
      const dv = viewOf(b);
      const ndim = dv.getInt32(0);
      if (ndim < 0 || ndim > 6) throw new PgError('invalid_binary_representation', `invalid number of dimensions: ${ndim}`);
      if (dv.getUint32(8) !== elem.oid) throw new PgError('datatype_mismatch', 'wrong element type');
      const dims: number[] = [];
      const lbs: number[] = [];
      let off = 12;
      for (let i = 0; i < ndim; i++, off += 8) {
        if (off + 8 > b.length) throw badBinary();
        dims.push(dv.getInt32(off));
        lbs.push(dv.getInt32(off + 4));
      }
      checkBinaryDims(dims, lbs);
      const total = dims.reduce((a, d) => a * d, dims.length === 0 ? 0 : 1);
      const flat: (Stored | null)[] = [];
      for (let k = 0; k < total; k++) {
        if (off + 4 > b.length) throw badBinary();
        const len = dv.getInt32(off);
        off += 4;
        if (len === -1) {
          flat.push(null);
          continue;
        }
        if (len < 0 || off + len > b.length) throw badBinary();
        flat.push(elem.fromBinary(b.subarray(off, off + len), typmod, s));
        off += len;
      }
      if (off !== b.length) throw badBinary();
      return total === 0 ? '[]' : encodeStoredArray(nest(flat, dims), lbs);
    },
  };
}
