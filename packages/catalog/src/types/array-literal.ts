import { PgError } from '@pgsqlite/errors';
import { isPgSpace } from './codec-util.js';
import { checkArrayBraces } from './array-count.js';

/** A parsed array literal: nested lists of element texts (null = SQL NULL). */
export type ArrayTree = (string | null | ArrayTree)[];

function malformed(text: string, detail: string): PgError {
  return new PgError('invalid_text_representation', `malformed array literal: "${text}"`, { detail });
}

/** A parsed array literal and the lower bounds its `[lo:hi]=` decoration gave (null without one). */
export interface ParsedArrayLiteral {
  tree: ArrayTree;
  lbs: number[] | null;
}

const isDimChar = (c: string | undefined): boolean => c !== undefined && ((c >= '0' && c <= '9') || c === '-' || c === '+');

/** C's atoi over a run of digit/sign characters (the leading sign and digits; anything else stops it). */
function atoi(s: string): number {
  let k = 0;
  let neg = false;
  if (s[k] === '-' || s[k] === '+') neg = s[k++] === '-';
  let n = 0;
  while (k < s.length && s[k]! >= '0' && s[k]! <= '9') n = n * 10 + (s.charCodeAt(k++) - 48);
  n = neg ? -n : n;
  return n | 0;
}

/** array_in's literal parser: `{a,"b c",NULL,{…}}`, optional `[lo:hi]=` decoration (lower bounds ignored). */
export function parseArrayLiteral(text: string): ArrayTree {
  return parseArrayLiteralBounds(text).tree;
}

/**
 * array_in's literal parser with its dimension decoration `[lo:hi][…]=`: the bounds must match the
 * braces' shape (22P02), an upper bound below its lower bound is 2202E, a bound past int4 54000.
 */
export function parseArrayLiteralBounds(text: string, delim = ','): ParsedArrayLiteral {
  let i = 0;
  const s = text;
  const skipWs = (): void => {
    while (i < s.length && isPgSpace(s[i])) i++;
  };
  const dims: number[] = [];
  const lbs: number[] = [];
  for (;;) {
    skipWs();
    if (s[i] !== '[') break;
    i++;
    if (dims.length >= 6) throw new PgError('program_limit_exceeded', `number of array dimensions (${dims.length + 1}) exceeds the maximum allowed (6)`);
    let q = i;
    while (isDimChar(s[q])) q++;
    if (q === i) throw malformed(text, '"[" must introduce explicitly-specified array dimensions.');
    let lb = 1;
    if (s[q] === ':') {
      lb = atoi(s.slice(i, q));
      i = q + 1;
      q = i;
      while (isDimChar(s[q])) q++;
      if (q === i) throw malformed(text, '"[" must introduce explicitly-specified array dimensions.');
    }
    if (s[q] !== ']') throw malformed(text, 'Missing "]" after array dimensions.');
    const ub = atoi(s.slice(i, q));
    i = q + 1;
    if (ub < lb) throw new PgError('array_subscript_error', 'upper bound cannot be less than lower bound');
    dims.push(ub - lb + 1);
    lbs.push(lb);
  }
  if (dims.length > 0) {
    if (s[i] !== '=') throw malformed(text, 'Missing "=" after array dimensions.');
    i++;
    skipWs();
    if (s[i] !== '{') throw malformed(text, 'Array contents must start with "{".');
  }
  if (s[i] !== '{') throw malformed(text, 'Array value must start with "{" or dimension information.');
  checkArrayBraces(text, i, delim);
  const parseList = (): ArrayTree => {
    i++;
    const out: ArrayTree = [];
    skipWs();
    if (s[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      skipWs();
      if (i >= s.length) throw malformed(text, 'Unexpected end of input.');
      if (s[i] === '{') out.push(parseList());
      else out.push(parseElement());
      skipWs();
      const c = s[i];
      if (c === delim) i++;
      else if (c === '}') {
        i++;
        return out;
      } else if (c === undefined) throw malformed(text, 'Unexpected end of input.');
      else throw malformed(text, `Unexpected "${c}" character.`);
    }
  };
  const parseElement = (): string | null => {
    let v = '';
    let quotedAny = false;
    let trailingWs = '';
    while (i < s.length) {
      const c = s[i]!;
      if (c === '"') {
        quotedAny = true;
        i++;
        while (i < s.length && s[i] !== '"') {
          if (s[i] === '\\') i++;
          if (i < s.length) v += s[i++];
        }
        if (i >= s.length) throw malformed(text, 'Unexpected end of input.');
        i++;
        trailingWs = '';
        continue;
      }
      if (c === delim || c === '}') break;
      if (c === '{') throw malformed(text, 'Unexpected "{" character.');
      if (c === '\\') {
        i++;
        if (i >= s.length) throw malformed(text, 'Unexpected end of input.');
        v += trailingWs + s[i++];
        trailingWs = '';
        continue;
      }
      if (isPgSpace(c)) {
        if (v.length > 0 || quotedAny) trailingWs += c;
        i++;
        continue;
      }
      v += trailingWs + c;
      trailingWs = '';
      i++;
    }
    if (!quotedAny && v.length === 0) throw malformed(text, `Unexpected "${s[i] ?? ''}" character.`);
    if (!quotedAny && v.toUpperCase() === 'NULL') return null;
    return v;
  };
  const tree = parseList();
  skipWs();
  if (i !== s.length) throw malformed(text, 'Junk after closing right brace.');
  checkRectangular(tree, text);
  if (dims.length === 0) return { tree, lbs: null };
  const shape = tree.length === 0 ? [] : shapeOf(tree);
  if (shape.length !== dims.length || shape.some((d, k) => d !== dims[k])) throw malformed(text, 'Specified array dimensions do not match array contents.');
  lbs.forEach((lb, k) => {
    if (lb + (dims[k] as number) > 2147483647) throw new PgError('program_limit_exceeded', `array lower bound is too large: ${lb}`);
  });
  return { tree, lbs };
}

function shapeOf(t: ArrayTree): number[] {
  const first = t[0];
  return Array.isArray(first) ? [t.length, ...shapeOf(first)] : [t.length];
}

function checkRectangular(t: ArrayTree, text: string): void {
  const shape = shapeOf(t);
  const walk = (node: ArrayTree, depth: number): void => {
    if (node.length !== shape[depth]) throw malformed(text, 'Multidimensional arrays must have sub-arrays with matching dimensions.');
    for (const x of node) {
      const isList = Array.isArray(x);
      if (isList !== depth < shape.length - 1) throw malformed(text, 'Multidimensional arrays must have sub-arrays with matching dimensions.');
      if (isList) walk(x, depth + 1);
    }
  };
  if (t.length > 0) walk(t, 0);
}

/** Quotes one element for array_out. */
export function quoteArrayElement(v: string, delim = ','): string {
  let needs = v.length === 0 || v.toUpperCase() === 'NULL';
  for (const c of v) if (c === '"' || c === '\\' || c === '{' || c === '}' || c === delim || isPgSpace(c)) needs = true;
  if (!needs) return v;
  let out = '"';
  for (const c of v) out += c === '"' || c === '\\' ? '\\' + c : c;
  return out + '"';
}
