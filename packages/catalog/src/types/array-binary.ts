import type { Stored } from './codec-util.js';
import type { FormatSettings, PgType } from './pg-type.js';

/** Fixed-width element types whose storage values are written straight into the array's buffer. */
interface FastElement {
  size: number;
  /** Whether `v` is a storage value this writer handles exactly as the element's own codec. */
  accepts(v: Stored): boolean;
  write(dv: DataView, off: number, v: Stored): void;
}

const isIntNumber = (v: Stored): boolean => typeof v === 'number' && Number.isInteger(v);
const isNumber = (v: Stored): boolean => typeof v === 'number';

/** int8 send of a bigint, or of a safe integer number in two 32-bit halves (no BigInt). */
function writeInt8(dv: DataView, o: number, v: Stored): void {
  if (typeof v === 'bigint') return dv.setBigInt64(o, v);
  const n = v as number;
  const hi = Math.floor(n / 4294967296);
  dv.setInt32(o, hi);
  dv.setUint32(o + 4, n - hi * 4294967296);
}

const FAST: ReadonlyMap<number, FastElement> = new Map<number, FastElement>([
  [16, { size: 1, accepts: isNumber, write: (dv, o, v) => dv.setUint8(o, (v as number) !== 0 ? 1 : 0) }],
  [21, { size: 2, accepts: isIntNumber, write: (dv, o, v) => dv.setInt16(o, v as number) }],
  [23, { size: 4, accepts: isIntNumber, write: (dv, o, v) => dv.setInt32(o, v as number) }],
  [26, { size: 4, accepts: isIntNumber, write: (dv, o, v) => dv.setUint32(o, (v as number) >>> 0) }],
  [20, { size: 8, accepts: (v) => typeof v === 'bigint' || Number.isSafeInteger(v), write: writeInt8 }],
  [700, { size: 4, accepts: isNumber, write: (dv, o, v) => dv.setFloat32(o, v as number) }],
  [701, { size: 8, accepts: isNumber, write: (dv, o, v) => dv.setFloat64(o, v as number) }],
]);

/**
 * array_send of flattened elements: one buffer sized up front. Fixed-width elements (bool, int2,
 * int4, int8, oid, float4, float8) are written in place, others through the element's codec with
 * no per-element length buffers. `lbs`: the lower bounds (null = all 1).
 */
export function encodeArrayBinary(dims: readonly number[], flat: readonly (Stored | null)[], elem: PgType, typmod: number, s: FormatSettings, lbs: readonly number[] | null = null): Uint8Array {
  let hasNull = false;
  let size = 12 + 8 * dims.length;
  const fast = FAST.get(elem.oid);
  let bodies: (Uint8Array | null)[] | null = null;
  let allFast = fast !== undefined;
  if (fast !== undefined) {
    for (const x of flat) {
      if (x === null) {
        hasNull = true;
        size += 4;
      } else if (fast.accepts(x)) size += 4 + fast.size;
      else {
        allFast = false;
        break;
      }
    }
  }
  if (!allFast) {
    hasNull = false;
    size = 12 + 8 * dims.length;
    bodies = flat.map((x) => (x === null ? null : elem.toBinary(x, typmod, s)));
    for (const b of bodies) {
      if (b === null) hasNull = true;
      size += 4 + (b === null ? 0 : b.length);
    }
  }
  const out = new Uint8Array(size);
  const dv = new DataView(out.buffer);
  dv.setInt32(0, dims.length);
  dv.setInt32(4, hasNull ? 1 : 0);
  dv.setUint32(8, elem.oid);
  let off = 12;
  for (let k = 0; k < dims.length; k++) {
    dv.setInt32(off, dims[k] as number);
    dv.setInt32(off + 4, lbs === null ? 1 : (lbs[k] ?? 1));
    off += 8;
  }
  for (let i = 0; i < flat.length; i++) {
    const x = flat[i] as Stored | null;
    if (x === null) {
      dv.setInt32(off, -1);
      off += 4;
    } else if (bodies === null) {
      const f = fast as FastElement;
      dv.setInt32(off, f.size);
      f.write(dv, off + 4, x);
      off += 4 + f.size;
    } else {
      const b = bodies[i] as Uint8Array;
      dv.setInt32(off, b.length);
      out.set(b, off + 4);
      off += 4 + b.length;
    }
  }
  return out;
}
