import type { Stored } from './codec-util.js';

/**
 * Allocation-light big-endian writers for the fixed-size binary send formats (the result hot
 * path: one small Uint8Array per value, no DataView or closure per value). A value these cannot
 * take exactly (a bigint, a non-integer, out of range) is signalled by `undefined`, and the
 * caller falls back to its general (checking) path.
 */

const scratch = new DataView(new ArrayBuffer(8));
const scratchBytes = new Uint8Array(scratch.buffer);

/** int2/int4 send of an integer number within [min, max]; undefined otherwise. */
export function smallIntBytes(v: Stored, size: 2 | 4, min: number, max: number): Uint8Array | undefined {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) return undefined;
  if (size === 2) return Uint8Array.of((v >> 8) & 0xff, v & 0xff);
  return Uint8Array.of((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
}

/** int8 send of a safe integer number (two 32-bit halves, no BigInt); undefined otherwise. */
export function safeInt64Bytes(v: number): Uint8Array | undefined {
  if (!Number.isSafeInteger(v)) return undefined;
  const hi = Math.floor(v / 4294967296);
  const lo = v - hi * 4294967296;
  return Uint8Array.of((hi >> 24) & 0xff, (hi >> 16) & 0xff, (hi >> 8) & 0xff, hi & 0xff, (lo >>> 24) & 0xff, (lo >>> 16) & 0xff, (lo >>> 8) & 0xff, lo & 0xff);
}

/** int8 send of a bigint (the caller checked its range). */
export function bigInt64Bytes(v: bigint): Uint8Array {
  scratch.setBigInt64(0, v);
  return scratchBytes.slice(0, 8);
}

/** float8 send. */
export function float64Bytes(v: number): Uint8Array {
  scratch.setFloat64(0, v);
  return scratchBytes.slice(0, 8);
}

/** float4 send. */
export function float32Bytes(v: number): Uint8Array {
  scratch.setFloat32(0, v);
  return scratchBytes.slice(0, 4);
}
