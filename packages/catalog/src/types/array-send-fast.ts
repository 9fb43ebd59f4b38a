import { defaultFormatSettings, type PgType } from './pg-type.js';
import { SendScratch } from './send-scratch.js';

/**
 * array_send of a plain stored array (lower bounds 1) straight from its JSON text, written into
 * a {@link SendScratch}: bool, int2, int4, int8, float4 and float8 elements from their digits
 * (integers read from the char codes), and string elements of a type whose send form is the UTF-8
 * of a string (`binaryString`: text, varchar, bpchar, name, json …) as that UTF-8. Whatever it
 * does not take exactly (another element type, the `{"lb":…}` form, a ragged or malformed array,
 * a non-integer in an integer array, a string element such as "NaN" in a numeric array, a
 * number in a text array) returns undefined and the caller takes array-fast.ts / array.ts. Same
 * bytes as those (array-fast.test.ts).
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

/** String element types whose send form is their stored string, unchanged. */
const PLAIN_STRINGS = new Set([25, 1043, 1042, 19]);
/** String element types whose send form is the UTF-8 of `binaryString` (which reads no typmod or setting). */
const STRINGS = new Set([...PLAIN_STRINGS, 114, 3802]);

/** The scratch of {@link arraySendFast}'s callers that want a byte array of their own. */
const shared = new SendScratch(1 << 16);
let scratch = shared.bytes;
let view = shared.view;
let target = shared;

function room(pos: number, n: number): void {
  if (pos + n <= scratch.length) return;
  target.room(pos + n, pos);
  scratch = target.bytes;
  view = target.view;
}

/** Writes the UTF-8 of `text[start, end)` after its length word at `pos` (as utf8.ts utf8Encode); returns the end. */
function writeString(text: string, start: number, end: number, pos: number): number {
  room(pos, 4 + 3 * (end - start));
  const at = pos + 4;
  let p = at;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      scratch[p++] = c;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x800) {
      scratch[p++] = 0xc0 | (c >> 6);
    } else if (c < 0x10000) {
      scratch[p++] = 0xe0 | (c >> 12);
      scratch[p++] = 0x80 | ((c >> 6) & 63);
    } else {
      scratch[p++] = 0xf0 | (c >> 18);
      scratch[p++] = 0x80 | ((c >> 12) & 63);
      scratch[p++] = 0x80 | ((c >> 6) & 63);
    }
    scratch[p++] = 0x80 | (c & 63);
  }
  view.setInt32(pos, p - at);
  return p;
}

/** End (exclusive) of the JSON string token at `i` (a quote), -1 if unterminated; sets `escaped`. */
let escaped = false;
function stringEnd(text: string, i: number): number {
  escaped = false;
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) {
      escaped = true;
      j++;
    } else if (c === 34) return j + 1;
  }
  return -1;
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
export function arraySendFast(text: string, elem: PgType, into: SendScratch = shared): Uint8Array | undefined {
  const oid = elem.oid;
  const size = SIZES.get(oid) ?? 0;
  const asString = STRINGS.has(oid) ? elem.binaryString : undefined;
  const plain = PLAIN_STRINGS.has(oid);
  if ((size === 0 && asString === undefined) || text.charCodeAt(0) !== 91) return undefined;
  target = into;
  scratch = into.bytes;
  view = into.view;
  const n = text.length;
  let chain = 0;
  while (chain < n && text.charCodeAt(chain) === 91) chain++;
  const counts: number[] = [];
  const dims: number[] = [];
  let depth = 0;
  let afterValue = false;
  let afterComma = false;
  let hasNull = false;
  // Elements go after room for the largest header (one dimension per leading '['); the header is
  // written just before them at the end, and the message leaves as one slice of the scratch.
  const room0 = 12 + 8 * chain;
  room(0, room0);
  let pos = room0;
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
      if (c === 34) {
        if (asString === undefined) return undefined;
        const end = stringEnd(text, i);
        if (end < 0) return undefined;
        if (plain && !escaped) pos = writeString(text, i + 1, end - 1, pos);
        else {
          let str: string;
          try {
            str = escaped ? (JSON.parse(text.slice(i, end)) as string) : text.slice(i + 1, end - 1);
          } catch {
            return undefined;
          }
          if (!plain) str = asString(str, -1, defaultFormatSettings);
          pos = writeString(str, 0, str.length, pos);
        }
        i = end;
      } else if (c === 110 && text.startsWith('null', i)) {
        view.setInt32(pos, -1);
        pos += 4;
        hasNull = true;
        i += 4;
      } else if (size === 0) return undefined;
      else if ((c === 116 && text.startsWith('true', i)) || (c === 102 && text.startsWith('false', i))) {
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
  const start = room0 - (12 + 8 * shape.length);
  view.setInt32(start, shape.length);
  view.setInt32(start + 4, hasNull ? 1 : 0);
  view.setUint32(start + 8, oid);
  for (let k = 0; k < shape.length; k++) {
    view.setInt32(start + 12 + 8 * k, shape[k] as number);
    view.setInt32(start + 16 + 8 * k, 1);
  }
  return target.slice(start, pos);
}
