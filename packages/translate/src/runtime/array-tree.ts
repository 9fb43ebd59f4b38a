import { PgError } from '@pgsqlite/errors';
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

/** The raw tree of an SQLite argument (NULL stays null). */
export function rawArg(v: SqlValue): RawTree | null {
  return v === null ? null : parseRaw(typeof v === 'string' ? v : String(v));
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
