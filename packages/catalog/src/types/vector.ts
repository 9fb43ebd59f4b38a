import { PgError } from '@pgsqlite/errors';
import { badBinary, invalidSyntax, isPgSpace, valueOutOfRange, viewOf, type Stored } from './codec-util.js';
import { decodeStoredArray, encodeStoredArray } from './array.js';
import { encodeArrayBinary } from './array-binary.js';
import { int2Type, oidType } from './integers.js';
import type { PgType } from './pg-type.js';

interface VectorSpec {
  oid: number;
  name: 'int2vector' | 'oidvector';
  arrayOid: number;
  elem: PgType;
  /** the element type's name in input errors */
  elemName: string;
  min: bigint;
  max: bigint;
  /** int2vectorin rejects a number followed by anything but a space; oidvectorin reads on from there */
  strictEnd: boolean;
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** int2vectorin / oidvectorin (PostgreSQL 15: any number of elements): numbers separated by whitespace (strtol rules: optional sign, decimal digits). */
function parseVector(text: string, s: VectorSpec): number[] {
  const out: number[] = [];
  let i = 0;
  for (;;) {
    while (i < text.length && isPgSpace(text[i])) i++;
    if (i >= text.length) return out;
    const rest = text.slice(i);
    let j = i;
    if (text[j] === '+' || text[j] === '-') j++;
    const digits = j;
    while (isDigit(text[j])) j++;
    if (j === digits) throw invalidSyntax(s.elemName, rest);
    const v = BigInt(text.slice(i, j));
    if (v < s.min || v > s.max) throw valueOutOfRange(s.elemName, rest);
    if (s.strictEnd && j < text.length && text[j] !== ' ') throw invalidSyntax(s.elemName, rest);
    out.push(Number(v < 0n && s.name === 'oidvector' ? v + 4294967296n : v));
    i = j;
  }
}

function elementsOf(v: Stored, s: VectorSpec): Stored[] {
  const n = decodeStoredArray(v, s.elem);
  return n.map((x) => {
    if (x === null || Array.isArray(x)) throw new PgError('data_corrupted', `stored ${s.name} value is not a list of numbers`);
    return x;
  });
}

/**
 * int2vector / oidvector: one-dimensional, NULL-free arrays of int2 / oid whose lower bound is 0.
 * Stored as the same JSON text as int2[] / oid[]; text form is the elements separated by spaces
 * (`3 1`), binary form is array_send's with lower bound 0 (always one dimension, even when empty).
 */
function vectorType(s: VectorSpec): PgType {
  const bad = (): PgError => new PgError('invalid_binary_representation', `invalid ${s.name} data`);
  return {
    oid: s.oid,
    name: s.name,
    displayName: s.name,
    len: -1,
    category: 'A',
    preferred: false,
    storage: 'text',
    arrayOid: s.arrayOid,
    elemOid: s.elem.oid,
    toText: (v, _typmod, settings) => elementsOf(v, s).map((x) => s.elem.toText(x, -1, settings)).join(' '),
    fromText: (text) => encodeStoredArray(parseVector(text, s)),
    toBinary: (v, _typmod, settings) => {
      const flat = elementsOf(v, s);
      const out = encodeArrayBinary([flat.length], flat, s.elem, -1, settings);
      viewOf(out).setInt32(16, 0);
      return out;
    },
    fromBinary: (b, _typmod, settings) => {
      if (b.length < 20) throw badBinary();
      const dv = viewOf(b);
      if (dv.getInt32(0) !== 1 || dv.getInt32(4) !== 0 || dv.getUint32(8) !== s.elem.oid || dv.getInt32(16) !== 0) throw bad();
      const count = dv.getInt32(12);
      if (count < 0) throw bad();
      const out: Stored[] = [];
      let off = 20;
      for (let k = 0; k < count; k++) {
        if (off + 4 > b.length) throw badBinary();
        const len = dv.getInt32(off);
        off += 4;
        if (len === -1) throw bad();
        if (len < 0 || off + len > b.length) throw badBinary();
        out.push(s.elem.fromBinary(b.subarray(off, off + len), -1, settings));
        off += len;
      }
      if (off !== b.length) throw badBinary();
      return encodeStoredArray(out);
    },
  };
}

/** int2vector (pg_index.indkey, indoption; pg_trigger.tgattr). */
export const int2vectorType = vectorType({
  oid: 22, name: 'int2vector', arrayOid: 1006, elem: int2Type, elemName: 'smallint', min: -32768n, max: 32767n, strictEnd: true,
});

/** oidvector (pg_index.indclass, indcollation; pg_proc.proargtypes). */
export const oidvectorType = vectorType({
  oid: 30, name: 'oidvector', arrayOid: 1013, elem: oidType, elemName: 'oid', min: -2147483648n, max: 4294967295n, strictEnd: false,
});

/**
 * The lower bound a type gives its plain stored arrays: 0 for int2vector and oidvector (whose
 * values are stored as plain JSON arrays), 1 for every other array type, whose values carry any
 * other lower bounds themselves (`{"lb":[…],"v":[…]}`, see array-storage.ts).
 */
export function arrayLowerBound(typeOid: number): 0 | 1 {
  return typeOid === 22 || typeOid === 30 ? 0 : 1;
}
