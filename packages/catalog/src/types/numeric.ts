import { PgError } from '@pgsqlite/errors';
import { badBinary, storedString, viewOf, type Stored } from './codec-util.js';
import { defineType } from './define.js';
import { applyNumericTypmod, formatNumeric, parseNumeric, type NumericValue } from './numeric-value.js';
import { formatFloat } from './float-format.js';

const NUMERIC_POS = 0x0000;
const NUMERIC_NEG = 0x4000;
const NUMERIC_NAN = 0xc000;
const NUMERIC_PINF = 0xd000;
const NUMERIC_NINF = 0xf000;

/** A stored numeric (canonical TEXT; numbers from SQLite arithmetic are accepted too). */
export function storedNumeric(v: Stored): NumericValue {
  if (typeof v === 'bigint') return parseNumeric(v.toString());
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return { kind: 'nan' };
    if (!Number.isFinite(v)) return { kind: 'inf', neg: v < 0 };
    return parseNumeric(Number.isInteger(v) ? BigInt(v).toString() : formatFloat(v, false, 1));
  }
  return parseNumeric(storedString(v));
}

/** numeric_send: ndigits, weight, sign, dscale, then base-10000 digits. */
export function numericToBinary(v: NumericValue): Uint8Array {
  let groups: number[] = [];
  let weight = 0;
  let sign = NUMERIC_POS;
  let dscale = 0;
  if (v.kind === 'nan') sign = NUMERIC_NAN;
  else if (v.kind === 'inf') {
    sign = v.neg ? NUMERIC_NINF : NUMERIC_PINF;
    // PG 15 sends the infinities with dscale 32 (observed with numeric_send).
    dscale = 32;
  }
  else {
    dscale = v.scale;
    sign = v.neg ? NUMERIC_NEG : NUMERIC_POS;
    const pad = (4 - (v.scale % 4)) % 4;
    let x = v.unscaled * 10n ** BigInt(pad);
    const fracGroups = (v.scale + pad) / 4;
    const le: number[] = [];
    while (x > 0n) {
      le.push(Number(x % 10000n));
      x /= 10000n;
    }
    while (le.length < fracGroups) le.push(0);
    groups = le.reverse();
    weight = groups.length - fracGroups - 1;
    while (groups.length > 0 && groups[0] === 0) {
      groups.shift();
      weight--;
    }
    while (groups.length > 0 && groups[groups.length - 1] === 0) groups.pop();
    if (groups.length === 0) weight = 0;
  }
  const out = new Uint8Array(8 + 2 * groups.length);
  const dv = new DataView(out.buffer);
  dv.setUint16(0, groups.length);
  dv.setInt16(2, weight);
  dv.setUint16(4, sign);
  dv.setUint16(6, dscale);
  groups.forEach((g, i) => dv.setUint16(8 + 2 * i, g));
  return out;
}

/**
 * numeric_send of a stored value in plain form (`-?digits[.digits]`, as numeric_out prints finite
 * values) straight from its digits, four at a time, without BigInt; undefined for any other form.
 * Same bytes as {@link numericToBinary} of the parsed value.
 */
export function plainNumericToBinary(s: string): Uint8Array | undefined {
  const n = s.length;
  let i = s.charCodeAt(0) === 45 ? 1 : 0; // '-'
  const neg = i === 1;
  let intStart = i;
  while (i < n && s.charCodeAt(i) === 48) i++; // leading zeros
  intStart = i;
  while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
  const intEnd = i;
  let fracStart = i;
  if (i < n && s.charCodeAt(i) === 46) {
    fracStart = ++i;
    while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
  }
  const fracEnd = i;
  if (i !== n || n === (neg ? 1 : 0) || (intEnd === intStart && fracEnd === fracStart && s.charCodeAt(n - 1) !== 48)) return undefined;
  if (fracEnd - fracStart > 0x3fff) return undefined;
  const digit = (k: number): number => (k >= intStart && k < intEnd) || (k >= fracStart && k < fracEnd) ? s.charCodeAt(k) - 48 : 0;
  // Base-10000 groups: the integer digits padded on the left, the fraction padded on the right.
  const intGroups = Math.ceil((intEnd - intStart) / 4);
  const fracGroups = Math.ceil((fracEnd - fracStart) / 4);
  const groups: number[] = [];
  for (let g = 0; g < intGroups; g++) {
    const last = intEnd - 4 * (intGroups - 1 - g); // one past this group's last digit
    groups.push(digit(last - 4) * 1000 + digit(last - 3) * 100 + digit(last - 2) * 10 + digit(last - 1));
  }
  for (let g = 0; g < fracGroups; g++) {
    const first = fracStart + 4 * g;
    groups.push(digit(first) * 1000 + digit(first + 1) * 100 + digit(first + 2) * 10 + digit(first + 3));
  }
  let weight = intGroups - 1;
  let a = 0;
  let b = groups.length;
  while (a < b && groups[a] === 0) (a++, weight--);
  while (b > a && groups[b - 1] === 0) b--;
  if (a === b) weight = 0;
  const count = b - a;
  const sign = neg && count > 0 ? NUMERIC_NEG : NUMERIC_POS;
  const dscale = fracEnd - fracStart;
  const out = new Uint8Array(8 + 2 * count);
  out[0] = count >> 8;
  out[1] = count & 0xff;
  out[2] = (weight >> 8) & 0xff;
  out[3] = weight & 0xff;
  out[4] = sign >> 8;
  out[5] = 0;
  out[6] = dscale >> 8;
  out[7] = dscale & 0xff;
  for (let k = 0; k < count; k++) {
    const g = groups[a + k] as number;
    out[8 + 2 * k] = g >> 8;
    out[9 + 2 * k] = g & 0xff;
  }
  return out;
}

/** numeric_recv. */
export function numericFromBinary(bytes: Uint8Array): NumericValue {
  if (bytes.length < 8) throw badBinary();
  const dv = viewOf(bytes);
  const ndigits = dv.getUint16(0);
  const weight = dv.getInt16(2);
  const sign = dv.getUint16(4);
  const dscale = dv.getUint16(6);
  if (bytes.length !== 8 + 2 * ndigits) throw badBinary();
  if (sign === NUMERIC_NAN) return { kind: 'nan' };
  if (sign === NUMERIC_PINF || sign === NUMERIC_NINF) return { kind: 'inf', neg: sign === NUMERIC_NINF };
  if (sign !== NUMERIC_POS && sign !== NUMERIC_NEG) {
    throw new PgError('invalid_binary_representation', 'invalid sign in external "numeric" value');
  }
  let x = 0n;
  for (let i = 0; i < ndigits; i++) {
    const d = dv.getUint16(8 + 2 * i);
    if (d >= 10000) throw new PgError('invalid_binary_representation', 'invalid digit in external "numeric" value');
    x = x * 10000n + BigInt(d);
  }
  const e = 4 * (weight - ndigits + 1) + dscale;
  let unscaled: bigint;
  if (e >= 0) unscaled = x * 10n ** BigInt(e);
  else {
    const p = 10n ** BigInt(-e);
    unscaled = x / p + ((x % p) * 2n >= p ? 1n : 0n);
  }
  return { kind: 'finite', neg: sign === NUMERIC_NEG && unscaled !== 0n, unscaled, scale: dscale };
}

/** numeric → TEXT exactly as numeric_out prints it (keeps display scale). */
export const numericType = defineType({
  oid: 1700,
  name: 'numeric',
  displayName: 'numeric',
  storage: 'text',
  category: 'N',
  arrayOid: 1231,
  toText: (v) => (typeof v === 'string' ? v : formatNumeric(storedNumeric(v))),
  fromText: (t, typmod) => formatNumeric(applyNumericTypmod(parseNumeric(t), typmod)),
  toBinary: (v) => (typeof v === 'string' ? plainNumericToBinary(v) : undefined) ?? numericToBinary(storedNumeric(v)),
  fromBinary: (b, typmod) => formatNumeric(applyNumericTypmod(numericFromBinary(b), typmod)),
});
