import { PgError } from '@pgsqlite/errors';
import { storedArrayParts, storedArrayText } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';

/**
 * A stored array (JSON text of element storage values) as a tree whose leaves keep their raw
 * JSON token text ('1', '"a"', 'null', '9007199254740993'): slicing, concatenating and
 * flattening never reinterpret an element, so int8 and numeric text stay exact.
 */
export type RawTree = (string | RawTree)[];

/** Parses stored array JSON into a raw tree. */
export function parseRaw(text: string): RawTree {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r')) i++;
  };
  const value = (): string | RawTree => {
    ws();
    if (text[i] === '[') return list();
    const start = i;
    if (text[i] === '{') {
      // a nested stored array with lower bounds (ARRAY[…] / array_agg inputs): its raw text
      let depth = 0;
      do {
        const c = text[i];
        if (c === '"') {
          i++;
          while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
        } else if (c === '{' || c === '[') depth++;
        else if (c === '}' || c === ']') depth--;
        i++;
      } while (depth > 0 && i < text.length);
      return text.slice(start, i);
    }
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== ']' && text[i] !== ' ') i++;
    }
    return text.slice(start, i);
  };
  const list = (): RawTree => {
    i++;
    const out: RawTree = [];
    ws();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      out.push(value());
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] !== ']') throw new PgError('data_corrupted', 'stored array value is not a JSON array');
      i++;
      return out;
    }
  };
  ws();
  if (text[i] !== '[') throw new PgError('data_corrupted', 'stored array value is not a JSON array');
  return list();
}

/** The raw tree of an SQLite argument (NULL stays null; lower bounds dropped). */
export function rawArg(v: SqlValue): RawTree | null {
  return v === null ? null : readArray(v).tree;
}

/** Stored JSON text of a raw tree. */
export function rawText(t: RawTree): string {
  return '[' + t.map((x) => (typeof x === 'string' ? x : rawText(x))).join(',') + ']';
}

/** Dimensions (lengths per level) of a rectangular raw tree; [] for the empty array. */
export function rawDims(t: RawTree): number[] {
  if (t.length === 0) return [];
  const first = t[0];
  return Array.isArray(first) ? [t.length, ...rawDims(first)] : [t.length];
}

/** The leaves in row-major order. */
export function rawFlat(t: RawTree, out: string[] = []): string[] {
  for (const x of t) {
    if (typeof x === 'string') out.push(x);
    else rawFlat(x, out);
  }
  return out;
}

/** An SQLite value from a leaf token (numbers exact: large integers as bigint). */
export function leafValue(tok: string): SqlValue {
  if (tok === 'null') return null;
  if (tok === 'true') return 1;
  if (tok === 'false') return 0;
  if (tok.startsWith('"')) return JSON.parse(tok) as string;
  if (!tok.includes('.') && !tok.includes('e') && !tok.includes('E')) {
    const b = BigInt(tok);
    return b >= -9007199254740991n && b <= 9007199254740991n ? Number(b) : b;
  }
  return Number(tok);
}

/** Whether two dimension lists are equal. */
export const sameDims = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, k) => x === b[k]);

/** A stored array as a raw tree and its lower bounds (null = all 1; see catalog array-storage.ts). */
export interface RawArray {
  lbs: number[] | null;
  tree: RawTree;
}

/** Reads a stored array (plain JSON array or the `{"lb":…,"v":…}` form of other lower bounds). */
export function readArray(v: SqlValue): RawArray {
  const { lbs, body } = storedArrayParts(typeof v === 'string' ? v : String(v));
  return { lbs, tree: parseRaw(body) };
}

/** Stored text of a raw tree with lower bounds (plain JSON when they are all 1 or the array is empty). */
export function writeArray(tree: RawTree, lbs: readonly number[] | null): string {
  return storedArrayText(rawText(tree), lbs);
}

/** The lower bound of each dimension of `a` (1 where none is stored). */
export function lowerBounds(a: RawArray, ndims = rawDims(a.tree).length): number[] {
  return Array.from({ length: ndims }, (_, k) => a.lbs?.[k] ?? 1);
}

/** The element JSON of a stored array argument (lower bounds dropped): for JSON.parse where only the elements matter. */
export function arrayBody(v: SqlValue): string {
  return storedArrayParts(String(v)).body;
}
