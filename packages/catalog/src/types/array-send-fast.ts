import type { PgType } from './pg-type.js';

/**
 * array_send of a plain stored array (lower bounds 1) of bool, int2, int4, int8, float4 or
 * float8 straight from its JSON text: integer digits are read from the char codes, every value
 * is written into one scratch buffer as it is met, and the result is one byte array. Whatever it
 * does not take exactly (another element type, the `{"lb":…}` form, a ragged or malformed
 * array, a non-integer in an integer array, a string element such as "NaN") returns undefined
 * and the caller takes array-fast.ts / array.ts. Same bytes as those (array-fast.test.ts).
 */

/** Element size by element type OID. */
const SIZES = new Map<number, number>([
  [16, 1],
  [21, 2],
  [23, 4],
  [20, 8],
  [700, 4],
  [701, 8],
]);

let scratch = new Uint8Array(1 << 16);
let view = new DataView(scratch.buffer);

function room(pos: number, n: number): void {
  if (pos + n <= scratch.length) return;
  let size = scratch.length * 2;
  while (size < pos + n) size *= 2;
  const next = new Uint8Array(size);
  next.set(scratch.subarray(0, pos));
  scratch = next;
  view = new DataView(next.buffer);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Writes one numeric element at `pos` (after its length word); false when not taken. */
function writeNumber(oid: number, size: number, text: string, start: number, end: number, integral: boolean, pos: number): boolean {
  view.setInt32(pos, size);
  const at = pos + 4;
  if (oid === 700 || oid === 701) {
    const x = Number(text.slice(start, end));
    if (oid === 700) view.setFloat32(at, x);
    else view.setFloat64(at, x);
    return true;
  }
  if (!integral) return false;
  const neg = text.charCodeAt(start) === 45;
  const digits = end - start - (neg ? 1 : 0);
  if (digits > 15) {
    if (oid !== 20) return false;
    const b = BigInt(text.slice(start, end));
    if (BigInt.asIntN(64, b) !== b) return false;
    view.setBigInt64(at, b);
    return true;
  }
  let n = 0;
  for (let i = neg ? start + 1 : start; i < end; i++) n = n * 10 + (text.charCodeAt(i) - 48);
  if (neg) n = -n;
  if (oid === 16) view.setUint8(at, n !== 0 ? 1 : 0);
  else if (oid === 21) view.setInt16(at, n);
  else if (oid === 23) view.setInt32(at, n);
  else {
    const hi = Math.floor(n / 4294967296);
    view.setInt32(at, hi);
    view.setUint32(at + 4, n - hi * 4294967296);
  }
  return true;
}

/** End of the JSON number starting at `i`, with whether it is an integer; -1 if malformed. */
function numberEnd(text: string, i: number): { end: number; integral: boolean } {
  const n = text.length;
  let integral = true;
  if (text.charCodeAt(i) === 45) i++;
  if (text.charCodeAt(i) === 48) i++;
  else {
    const from = i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    if (i === from) return { end: -1, integral };
  }
  if (text.charCodeAt(i) === 46) {
    integral = false;
    const from = ++i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    if (i === from) return { end: -1, integral };
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    integral = false;
    i++;
    if (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 45) i++;
    const from = i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    if (i === from) return { end: -1, integral };
  }
  return { end: i, integral };
}

/** array_send bytes, or undefined (see the module comment). */
export function arraySendFast(text: string, elem: PgType): Uint8Array | undefined {
  const oid = elem.oid;
  const size = SIZES.get(oid);
  if (size === undefined || text.charCodeAt(0) !== 91) return undefined;
  const n = text.length;
  let chain = 0;
  while (chain < n && text.charCodeAt(chain) === 91) chain++;
  const counts: number[] = [];
  const dims: number[] = [];
  let depth = 0;
  let afterValue = false;
  let afterComma = false;
  let hasNull = false;
  let pos = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 91) {
      if (afterValue) return undefined;
      afterComma = false;
      if (depth > 0) {
        if (depth >= chain) return undefined;
        counts[depth - 1]! += 1;
      }
      counts[depth++] = 0;
      i++;
    } else if (c === 93) {
      if (depth === 0 || afterComma) return undefined;
      afterValue = true;
      depth--;
      const count = counts[depth] as number;
      const known = dims[depth];
      if (known === undefined) dims[depth] = count;
      else if (known !== count) return undefined;
      i++;
      if (depth === 0) break;
    } else if (c === 44) {
      if (!afterValue) return undefined;
      afterValue = false;
      afterComma = true;
      i++;
    } else if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else {
      if (depth !== chain || afterValue) return undefined;
      afterValue = true;
      afterComma = false;
      counts[depth - 1]! += 1;
      room(pos, 4 + size);
      if (c === 110 && text.startsWith('null', i)) {
        view.setInt32(pos, -1);
        pos += 4;
        hasNull = true;
        i += 4;
      } else if ((c === 116 && text.startsWith('true', i)) || (c === 102 && text.startsWith('false', i))) {
        const word = c === 116 ? 'true' : 'false';
        if (!writeNumber(oid, size, c === 116 ? '1' : '0', 0, 1, true, pos)) return undefined;
        pos += 4 + size;
        i += word.length;
      } else if (c === 45 || isDigit(c)) {
        const { end, integral } = numberEnd(text, i);
        if (end < 0 || !writeNumber(oid, size, text, i, end, integral, pos)) return undefined;
        pos += 4 + size;
        i = end;
      } else return undefined;
    }
  }
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return undefined;
  }
  if (depth !== 0) return undefined;
  const zero = dims.indexOf(0);
  const shape = zero < 0 ? dims : dims.slice(0, zero);
  const head = 12 + 8 * shape.length;
  const out = new Uint8Array(head + pos);
  const dv = new DataView(out.buffer);
  dv.setInt32(0, shape.length);
  dv.setInt32(4, hasNull ? 1 : 0);
  dv.setUint32(8, oid);
  for (let k = 0; k < shape.length; k++) {
    dv.setInt32(12 + 8 * k, shape[k] as number);
    dv.setInt32(16 + 8 * k, 1);
  }
  out.set(scratch.subarray(0, pos), head);
  return out;
}
