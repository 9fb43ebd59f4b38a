import { PgError } from '@pgsqlite/errors';
import { isPgSpace } from './codec-util.js';

/** A parsed array literal: nested lists of element texts (null = SQL NULL). */
export type ArrayTree = (string | null | ArrayTree)[];

function malformed(text: string, detail: string): PgError {
  return new PgError('invalid_text_representation', `malformed array literal: "${text}"`, { detail });
}

/** array_in's literal parser: `{a,"b c",NULL,{…}}`, optional `[lo:hi]=` decoration. */
export function parseArrayLiteral(text: string): ArrayTree {
  let i = 0;
  const s = text;
  const skipWs = (): void => {
    while (i < s.length && isPgSpace(s[i])) i++;
  };
  skipWs();
  if (s[i] === '[') {
    const eq = s.indexOf('=', i);
    if (eq < 0) throw malformed(text, 'Missing "=" after array dimensions.');
    i = eq + 1;
    skipWs();
  }
  if (s[i] !== '{') throw malformed(text, 'Array value must start with "{" or dimension information.');
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
      if (c === ',') i++;
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
      if (c === ',' || c === '}') break;
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
  return tree;
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
export function quoteArrayElement(v: string): string {
  let needs = v.length === 0 || v.toUpperCase() === 'NULL';
  for (const c of v) if (c === '"' || c === '\\' || c === '{' || c === '}' || c === ',' || isPgSpace(c)) needs = true;
  if (!needs) return v;
  let out = '"';
  for (const c of v) out += c === '"' || c === '\\' ? '\\' + c : c;
  return out + '"';
}
