import { parseBytea } from './bytea.js';
import type { Stored } from './codec-util.js';
import type { FormatSettings, PgType } from './pg-type.js';

/**
 * array_out / array_send straight from the stored JSON text in one pass: no JSON tree, no
 * BigInt per integer element. Only the plain form (all lower bounds 1) of a rectangular array is
 * taken; anything else (the `{"lb":…}` object form, a token this scanner does not know, ragged
 * nesting) returns undefined and the caller takes the general path of array.ts. Element values
 * are the ones that path gives its element codec (array.ts fromJsonNode), so the output is the
 * same (array-fast.test.ts).
 */

const INT_OIDS = new Set([20, 21, 23]);
const BOOL_OID = 16;

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function isNumberChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46 || c === 101 || c === 69;
}

/** End (exclusive) of the JSON string token starting at `start` (a quote), or -1. */
function stringEnd(text: string, start: number): { end: number; escaped: boolean } {
  let escaped = false;
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      escaped = true;
      i++;
    } else if (c === 34) return { end: i + 1, escaped };
  }
  return { end: -1, escaped };
}

function digitsFrom(t: string, i: number): number {
  while (i < t.length && t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57) i++;
  return i;
}

/** JSON's number grammar: -?(0|[1-9]digits)(.digits)?([eE][+-]?digits)? */
function validNumber(t: string): boolean {
  let i = t.charCodeAt(0) === 45 ? 1 : 0;
  if (t.charCodeAt(i) === 48) i++;
  else {
    const j = digitsFrom(t, i);
    if (j === i) return false;
    i = j;
  }
  if (t.charCodeAt(i) === 46) {
    const j = digitsFrom(t, i + 1);
    if (j === i + 1) return false;
    i = j;
  }
  if (t.charCodeAt(i) === 101 || t.charCodeAt(i) === 69) {
    i++;
    if (t.charCodeAt(i) === 43 || t.charCodeAt(i) === 45) i++;
    const j = digitsFrom(t, i);
    if (j === i) return false;
    i = j;
  }
  return i === t.length;
}

/** A JSON number token as array.ts fromJsonNode stores it for the element codec. */
function numberValue(token: string): number | bigint {
  if (token === '-0') return -0;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c === 46 || c === 101 || c === 69) return Number(token);
  }
  // Up to 15 digits is a safe integer: no BigInt needed to tell.
  if (token.length <= 15) return Number(token);
  const b = BigInt(token);
  return b >= -9007199254740991n && b <= 9007199254740991n ? Number(b) : b;
}

/** Digits with an optional minus, no leading zero, not -0: what int*out prints for it unchanged. */
function canonicalInt(token: string): boolean {
  let i = token.charCodeAt(0) === 45 ? 1 : 0;
  if (i === token.length) return false;
  if (token.charCodeAt(i) === 48) return token.length === i + 1 && i === 0;
  for (; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** array_out's quoting of one element (array-literal.ts quoteArrayElement), by char codes. */
export function quoteElementFast(v: string, delim = 44): string {
  let needs = v.length === 0 || (v.length === 4 && v.toUpperCase() === 'NULL');
  let special = false;
  for (let i = 0; i < v.length && !special; i++) {
    const c = v.charCodeAt(i);
    if (c === 34 || c === 92) special = true;
    else if (c === 123 || c === 125 || c === delim || c === 32 || (c >= 9 && c <= 13)) needs = true;
  }
  if (!needs && !special) return v;
  let out = '"';
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 34 || c === 92) out += '\\';
    out += v[i];
  }
  return out + '"';
}

/** Walks the stored JSON, calling `leaf` for each element and checking a rectangular shape. */
function scan(
  text: string,
  onOpen: () => void,
  onClose: () => void,
  onComma: () => void,
  leaf: (kind: 'null' | 'bool' | 'num' | 'str', token: string) => boolean,
): number[] | undefined {
  if (text.charCodeAt(0) !== 91) return undefined;
  const counts: number[] = [];
  const dims: number[] = [];
  let chain = 0; // leading '[' count: the dimensions
  while (chain < text.length && text.charCodeAt(chain) === 91) chain++;
  let depth = 0;
  let i = 0;
  // JSON's separators: a value or '[' after '[' or ',' only; ',' after a value or ']' only;
  // ']' not after ','.
  let afterValue = false;
  let afterComma = false;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 91) {
      if (afterValue) return undefined;
      afterComma = false;
      if (depth > 0) {
        if (depth >= chain) return undefined;
        counts[depth - 1]! += 1;
      }
      counts[depth] = 0;
      depth++;
      onOpen();
      i++;
    } else if (c === 93) {
      if (depth === 0 || afterComma) return undefined;
      afterValue = true;
      depth--;
      const count = counts[depth] as number;
      const known = dims[depth];
      if (known === undefined) dims[depth] = count;
      else if (known !== count) return undefined;
      onClose();
      i++;
      if (depth === 0) break;
    } else if (c === 44) {
      if (!afterValue) return undefined;
      afterValue = false;
      afterComma = true;
      onComma();
      i++;
    } else if (isSpace(c)) i++;
    else {
      if (depth !== chain || afterValue) return undefined;
      afterValue = true;
      afterComma = false;
      counts[depth - 1]! += 1;
      let ok: boolean;
      if (c === 34) {
        const { end, escaped } = stringEnd(text, i);
        if (end < 0) return undefined;
        let str: string;
        try {
          str = escaped ? (JSON.parse(text.slice(i, end)) as string) : text.slice(i + 1, end - 1);
        } catch {
          return undefined;
        }
        ok = leaf('str', str);
        i = end;
      } else if (c === 110 && text.startsWith('null', i)) {
        ok = leaf('null', '');
        i += 4;
      } else if (c === 116 && text.startsWith('true', i)) {
        ok = leaf('bool', '1');
        i += 4;
      } else if (c === 102 && text.startsWith('false', i)) {
        ok = leaf('bool', '0');
        i += 5;
      } else if (isNumberChar(c)) {
        let j = i + 1;
        while (j < n && isNumberChar(text.charCodeAt(j))) j++;
        const token = text.slice(i, j);
        if (!validNumber(token)) return undefined;
        ok = leaf('num', token);
        i = j;
      } else return undefined;
      if (!ok) return undefined;
    }
  }
  for (; i < n; i++) if (!isSpace(text.charCodeAt(i))) return undefined;
  if (depth !== 0) return undefined;
  // An empty array at some level ends the dimensions there (array.ts dimsOf).
  const zero = dims.indexOf(0);
  return zero < 0 ? dims : dims.slice(0, zero);
}

/** The element storage value of a leaf, as array.ts gives it to the element codec. */
function leafValue(kind: 'bool' | 'num' | 'str', token: string, elem: PgType): Stored {
  if (kind === 'bool') return token === '1' ? 1 : 0;
  if (kind === 'num') return numberValue(token);
  return elem.storage === 'blob' ? parseBytea(token) : token;
}

/** array_out of plain stored array text, or undefined (see the module comment). */
export function arrayTextFast(text: string, elem: PgType, typmod: number, s: FormatSettings): string | undefined {
  const delim = elem.oid === 603 ? ';' : ',';
  const isInt = INT_OIDS.has(elem.oid);
  const isBool = elem.oid === BOOL_OID;
  const isFloat = elem.oid === 700 || elem.oid === 701;
  let out = '';
  const dims = scan(
    text,
    () => (out += '{'),
    () => (out += '}'),
    () => (out += delim),
    (kind, token) => {
      if (kind === 'null') out += 'NULL';
      else if (isInt && kind === 'num' && canonicalInt(token)) out += token;
      else if (isBool && kind !== 'str' && (token === '0' || token === '1')) out += token === '1' ? 't' : 'f';
      // float4/float8 output of a number is digits, '.', '-', 'e+' or NaN/Infinity: never quoted.
      else if (isFloat && kind === 'num') out += elem.toText(numberValue(token), typmod, s);
      else out += quoteElementFast(elem.toText(leafValue(kind, token, elem), typmod, s), delim.charCodeAt(0));
      return true;
    },
  );
  return dims === undefined ? undefined : out;
}

/** Dimensions and flattened element values of plain stored array text, or undefined. */
export function arrayFlatFast(text: string, elem: PgType): { dims: number[]; flat: (Stored | null)[] } | undefined {
  const flat: (Stored | null)[] = [];
  const none = (): void => undefined;
  const dims = scan(text, none, none, none, (kind, token) => {
    flat.push(kind === 'null' ? null : leafValue(kind, token, elem));
    return true;
  });
  return dims === undefined ? undefined : { dims, flat };
}
