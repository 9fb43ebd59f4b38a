import { SendScratch } from './send-scratch.js';

const NUMERIC_NEG = 0x4000;

const shared = new SendScratch(256);
/** Base-10000 groups of the value being sent. */
let groups = new Uint16Array(64);

/**
 * numeric_send of a stored value in plain form (`-?digits[.digits]`, as numeric_out prints finite
 * values) straight from its digits, four at a time, without BigInt, written into `scratch`: a
 * view of it (valid until `scratch` is used again), or undefined for any other form.
 */
export function plainNumericSend(s: string, scratch: SendScratch = shared): Uint8Array | undefined {
  const n = s.length;
  let i = s.charCodeAt(0) === 45 ? 1 : 0; // '-'
  const neg = i === 1;
  while (i < n && s.charCodeAt(i) === 48) i++; // leading zeros
  const intStart = i;
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
  const intLen = intEnd - intStart;
  const fracLen = fracEnd - fracStart;
  const intGroups = (intLen + 3) >> 2;
  const total = intGroups + ((fracLen + 3) >> 2);
  if (groups.length < total) groups = new Uint16Array(Math.max(total, 2 * groups.length));
  // Base-10000 groups, digit by digit: the integer digits padded on the left (the first group
  // takes intLen % 4 of them), the fraction padded on the right.
  let g = 0;
  let v = 0;
  let left = intLen % 4 || 4;
  for (let k = intStart; k < intEnd; k++) {
    v = v * 10 + s.charCodeAt(k) - 48;
    if (--left === 0) {
      groups[g++] = v;
      v = 0;
      left = 4;
    }
  }
  let taken = 0;
  for (let k = fracStart; k < fracEnd; k++) {
    v = v * 10 + s.charCodeAt(k) - 48;
    if (++taken === 4) {
      groups[g++] = v;
      v = 0;
      taken = 0;
    }
  }
  if (taken > 0) groups[g++] = v * (taken === 1 ? 1000 : taken === 2 ? 100 : 10);
  let first = 0;
  while (first < total && groups[first] === 0) first++;
  let last = total - 1;
  while (last >= first && groups[last] === 0) last--;
  if (first === total) first = -1;
  const count = first < 0 ? 0 : last - first + 1;
  const weight = first < 0 ? 0 : intGroups - 1 - first;
  const sign = neg && count > 0 ? NUMERIC_NEG : 0;
  const dscale = fracEnd - fracStart;
  scratch.room(8 + 2 * count, 0);
  const b = scratch.bytes;
  b[0] = count >> 8;
  b[1] = count & 0xff;
  b[2] = (weight >> 8) & 0xff;
  b[3] = weight & 0xff;
  b[4] = sign >> 8;
  b[5] = 0;
  b[6] = dscale >> 8;
  b[7] = dscale & 0xff;
  for (let g = 0; g < count; g++) {
    const v = groups[first + g] as number;
    b[8 + 2 * g] = v >> 8;
    b[9 + 2 * g] = v & 0xff;
  }
  return scratch.slice(0, 8 + 2 * count);
}
