import { PgError } from '@pgsqlite/errors';
import { badBinary, beBytes, invalidSyntax, isPgSpace, normInt, storedBigInt, valueOutOfRange, viewOf, type Stored } from './codec-util.js';
import { bigInt64Bytes, safeInt64Bytes, smallIntBytes } from './binary-out.js';
import { defineType } from './define.js';
import type { PgType } from './pg-type.js';

/** pg_strtoint: optional spaces, sign, digits, spaces; range-checked. */
export function parseInteger(text: string, min: bigint, max: bigint, typeName: string): bigint {
  let i = 0;
  const n = text.length;
  while (i < n && isPgSpace(text[i])) i++;
  let neg = false;
  if (text[i] === '+' || text[i] === '-') {
    neg = text[i] === '-';
    i++;
  }
  const start = i;
  while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  const digits = text.slice(start, i);
  if (digits.length === 0) throw invalidSyntax(typeName, text);
  // the digits overflow before what follows them is looked at ('900150983cd…'::int2 is 22003)
  const v = neg ? -BigInt(digits) : BigInt(digits);
  if (v < min || v > max) throw valueOutOfRange(typeName, text);
  while (i < n && isPgSpace(text[i])) i++;
  if (i !== n) throw invalidSyntax(typeName, text);
  return v;
}

/**
 * The common input of int2/int4/int8 (an optional '-' and at most 15 digits, nothing else) as a
 * number, without BigInt; undefined for anything else or out of [min, max] (parseInteger then
 * gives the value or PostgreSQL's error).
 */
export function plainInteger(text: string, min: number, max: number): number | undefined {
  const n = text.length;
  let i = n > 0 && text.charCodeAt(0) === 45 ? 1 : 0;
  if (n === i || n - i > 15) return undefined;
  let x = 0;
  for (; i < n; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    x = x * 10 + d;
  }
  if (text.charCodeAt(0) === 45) x = 0 - x; // never -0
  return x < min || x > max ? undefined : x;
}

function checkRange(v: bigint, min: bigint, max: bigint, typeName: string): bigint {
  if (v < min || v > max) throw new PgError('numeric_value_out_of_range', `${typeName} out of range`);
  return v;
}

interface IntSpec {
  oid: number;
  name: string;
  displayName: string;
  size: 2 | 4 | 8;
  arrayOid: number;
  preferred?: boolean;
}

function intType(s: IntSpec): PgType {
  const bits = BigInt(s.size * 8);
  const min = -(1n << (bits - 1n));
  const max = (1n << (bits - 1n)) - 1n;
  const toBig = (v: Stored): bigint => checkRange(storedBigInt(v), min, max, s.displayName);
  const nMin = Number(min);
  const nMax = Number(max);
  return defineType({
    oid: s.oid,
    name: s.name,
    displayName: s.displayName,
    storage: 'integer',
    len: s.size,
    category: 'N',
    preferred: s.preferred ?? false,
    arrayOid: s.arrayOid,
    toText: (v) => String(storedBigInt(v)),
    fromText: (t) => plainInteger(t, nMin, nMax) ?? normInt(parseInteger(t, min, max, s.displayName)),
    toBinary:
      s.size === 8
        ? (v) => (typeof v === 'number' ? safeInt64Bytes(v) : undefined) ?? bigInt64Bytes(toBig(v))
        : (v) => smallIntBytes(v, s.size as 2 | 4, nMin, nMax) ?? beBytes(s.size, (dv) => {
            const x = Number(toBig(v));
            if (s.size === 2) dv.setInt16(0, x);
            else dv.setInt32(0, x);
          }),
    fromBinary: (b) => {
      const dv = viewOf(b, s.size);
      if (s.size === 2) return dv.getInt16(0);
      if (s.size === 4) return dv.getInt32(0);
      return normInt(dv.getBigInt64(0));
    },
  });
}

/** int2 / smallint. */
export const int2Type = intType({ oid: 21, name: 'int2', displayName: 'smallint', size: 2, arrayOid: 1005 });
/** int4 / integer. */
export const int4Type = intType({ oid: 23, name: 'int4', displayName: 'integer', size: 4, arrayOid: 1007 });
/** int8 / bigint. */
export const int8Type = intType({ oid: 20, name: 'int8', displayName: 'bigint', size: 8, arrayOid: 1016 });

/** oidin accepts -2^31..2^32-1 (negatives wrap, as strtoul does). */
function parseOid(text: string, typeName: string): number {
  const v = parseInteger(text, -2147483648n, 4294967295n, typeName);
  return Number(v < 0n ? v + 4294967296n : v);
}

function oidLike(oid: number, name: string, displayName: string, arrayOid: number, category: string): PgType {
  return defineType({
    oid,
    name,
    displayName,
    storage: 'integer',
    len: 4,
    category,
    preferred: name === 'oid',
    arrayOid,
    toText: (v) => String(Number(storedBigInt(v)) >>> 0),
    fromText: (t) => parseOid(t, displayName),
    toBinary: (v) => beBytes(4, (dv) => dv.setUint32(0, Number(storedBigInt(v)) >>> 0)),
    fromBinary: (b) => {
      if (b.length !== 4) throw badBinary();
      return viewOf(b, 4).getUint32(0);
    },
  });
}

/** oid: unsigned 32-bit. */
export const oidType = oidLike(26, 'oid', 'oid', 1028, 'N');
/** regproc, regclass: stored and sent as their OID (numeric text form only; regtype is in regtype.ts). */
export const regprocType = oidLike(24, 'regproc', 'regproc', 1008, 'N');
export const regclassType = oidLike(2205, 'regclass', 'regclass', 2210, 'N');
/** regoper, regnamespace, regrole: stored and sent as their OID; the text output (a name) needs the catalog (backend value-output). */
export const regoperType = oidLike(2203, 'regoper', 'regoper', 2208, 'N');
/** regprocedure: a routine's OID, printed as `name(argtype,…)` (the backend's value output). */
export const regprocedureType = oidLike(2202, 'regprocedure', 'regprocedure', 2207, 'N');
export const regnamespaceType = oidLike(4089, 'regnamespace', 'regnamespace', 4090, 'N');
export const regroleType = oidLike(4096, 'regrole', 'regrole', 4097, 'N');
