import { PgError } from '@pgsqlite/errors';
import { badBinary, invalidSyntax, pgTrim, viewOf, type Stored } from './codec-util.js';
import { float32Bytes, float64Bytes } from './binary-out.js';
import { defineType } from './define.js';
import { formatFloat } from './float-format.js';
import type { PgType } from './pg-type.js';

const SPECIALS: Record<string, number> = {
  nan: NaN,
  infinity: Infinity,
  '+infinity': Infinity,
  '-infinity': -Infinity,
  inf: Infinity,
  '+inf': Infinity,
  '-inf': -Infinity,
  '+nan': NaN,
  '-nan': NaN,
};

/** True for strtod's decimal syntax: sign, digits with optional point, optional exponent. */
function isDecimalSyntax(s: string): boolean {
  let i = 0;
  if (s[i] === '+' || s[i] === '-') i++;
  let digits = 0;
  while (i < s.length && s[i]! >= '0' && s[i]! <= '9') (i++, digits++);
  if (s[i] === '.') {
    i++;
    while (i < s.length && s[i]! >= '0' && s[i]! <= '9') (i++, digits++);
  }
  if (digits === 0) return false;
  if (s[i] === 'e' || s[i] === 'E') {
    i++;
    if (s[i] === '+' || s[i] === '-') i++;
    const st = i;
    while (i < s.length && s[i]! >= '0' && s[i]! <= '9') i++;
    if (i === st) return false;
  }
  return i === s.length;
}

/** float8in / float4in. */
export function parseFloat8(text: string, isFloat4: boolean): number {
  const typeName = isFloat4 ? 'real' : 'double precision';
  const s = pgTrim(text);
  const special = SPECIALS[s.toLowerCase()];
  if (special !== undefined) return special;
  if (!isDecimalSyntax(s)) throw invalidSyntax(typeName, text);
  const v = Number(s);
  const r = isFloat4 ? Math.fround(v) : v;
  const hasNonZeroDigit = [...s.split(/[eE]/)[0]!].some((c) => c >= '1' && c <= '9');
  const underflow = r === 0 && hasNonZeroDigit;
  if (!Number.isFinite(r) || underflow) {
    throw new PgError('numeric_value_out_of_range', `"${s}" is out of range for type ${typeName}`);
  }
  return r;
}

/** Stored REAL, or TEXT 'NaN' (SQLite cannot store NaN). */
function storedFloat(v: Stored): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string') return parseFloat8(v, false);
  throw badBinary();
}

function toStorage(v: number): number | string {
  return Number.isNaN(v) ? 'NaN' : v;
}

function floatType(isFloat4: boolean): PgType {
  return defineType({
    oid: isFloat4 ? 700 : 701,
    name: isFloat4 ? 'float4' : 'float8',
    displayName: isFloat4 ? 'real' : 'double precision',
    storage: 'real',
    len: isFloat4 ? 4 : 8,
    category: 'N',
    preferred: !isFloat4,
    arrayOid: isFloat4 ? 1021 : 1022,
    toText: (v, _t, s) => {
      const x = storedFloat(v);
      return formatFloat(isFloat4 ? Math.fround(x) : x, isFloat4, s.extraFloatDigits);
    },
    fromText: (t) => toStorage(parseFloat8(t, isFloat4)),
    toBinary: isFloat4 ? (v) => float32Bytes(storedFloat(v)) : (v) => float64Bytes(storedFloat(v)),
    fromBinary: (b) => toStorage(isFloat4 ? viewOf(b, 4).getFloat32(0) : viewOf(b, 8).getFloat64(0)),
  });
}

/** float4 / real. */
export const float4Type = floatType(true);
/** float8 / double precision. */
export const float8Type = floatType(false);
