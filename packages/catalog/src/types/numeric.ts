import { PgError } from '@pgsqlite/errors';
import { badBinary, storedString, viewOf, type Stored } from './codec-util.js';
import { defineType } from './define.js';
import { applyNumericTypmod, formatNumeric, parseNumeric, type NumericValue } from './numeric-value.js';
import { formatFloat } from './float-format.js';
import { plainNumericSend } from './numeric-send.js';

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
 * numeric_send of a stored value in plain form as a byte array of its own (numeric-send.ts),
 * undefined for any other form. Same bytes as {@link numericToBinary} of the parsed value.
 */
export function plainNumericToBinary(s: string): Uint8Array | undefined {
  return plainNumericSend(s)?.slice();
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
  toBinaryView: (v, _typmod, _s, scratch) => (typeof v === 'string' ? plainNumericSend(v, scratch) : undefined) ?? numericToBinary(storedNumeric(v)),
  fromBinary: (b, typmod) => formatNumeric(applyNumericTypmod(numericFromBinary(b), typmod)),
});
