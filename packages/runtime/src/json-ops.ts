import { PgError } from '@pgsqlite/errors';
import { type JsonNode, formatJsonb, parseJson, parseNumeric, quoteJsonString } from '@pgsqlite/catalog';
import { compareNumeric } from './numeric-math.js';
import type { SqlValue } from './host.js';
import { arrayBody } from './array-tree.js';

/** Parses a stored json/jsonb value. */
export function readJson(v: SqlValue): JsonNode {
  return parseJson(String(v), false);
}

function field(n: JsonNode, key: SqlValue): JsonNode | undefined {
  if (typeof key === 'string') {
    if (n.t !== 'obj') return undefined;
    let hit: JsonNode | undefined;
    for (const [k, v] of n.entries) if (k === key) hit = v;
    return hit;
  }
  if (n.t !== 'arr') return undefined;
  let i = Number(key);
  if (i < 0) i += n.items.length;
  return n.items[i];
}

/** The text form of a JSON value for ->> / #>>: strings unquoted, JSON null as SQL NULL. */
function asText(n: JsonNode | undefined): SqlValue {
  if (n === undefined) return null;
  if (n.t === 'str') return n.v;
  if (n.t === 'lit' && n.v === 'null') return null;
  return formatJsonb(n);
}

/**
 * `doc -> key` (asText=0) and `doc ->> key` (asText=1); key text = field, integer = array index.
 * For jsonb (jsonb=1) a top-level scalar is PostgreSQL's one-element pseudo-array, so
 * `'"z"'::jsonb -> 0` and `-> -1` are `"z"` (json's scalars have no elements).
 */
export function jsonGet(doc: SqlValue, key: SqlValue, text: SqlValue, jsonb: SqlValue = 0): SqlValue {
  const root = readJson(doc);
  const scalar = Number(jsonb) === 1 && typeof key !== 'string' && root.t !== 'arr' && root.t !== 'obj';
  const n = field(scalar ? { t: 'arr', items: [root] } : root, key);
  if (Number(text) === 1) return asText(n);
  return n === undefined ? null : formatJsonb(n);
}

/** `doc #> path` / `doc #>> path`; the path is a text[] stored as a JSON array. */
export function jsonPath(doc: SqlValue, path: SqlValue, text: SqlValue): SqlValue {
  let n: JsonNode | undefined = readJson(doc);
  for (const p of JSON.parse(arrayBody(path)) as (string | null)[]) {
    if (n === undefined || p === null) return null;
    n = n.t === 'arr' ? (/^-?\d+$/.test(p) ? field(n, Number(p)) : undefined) : field(n, p);
  }
  if (Number(text) === 1) return asText(n);
  return n === undefined ? null : formatJsonb(n);
}

function equal(a: JsonNode, b: JsonNode): boolean {
  // numbers are equal by value (25 and 25.0), as jsonb's comparison of numerics
  if (a.t === 'num' && b.t === 'num') return compareNumeric(parseNumeric(a.v), parseNumeric(b.v)) === 0;
  return formatJsonb(a) === formatJsonb(b);
}

/** jsonb containment (`@>`), as PostgreSQL defines it. */
export function contains(a: JsonNode, b: JsonNode): boolean {
  if (a.t === 'obj' && b.t === 'obj') {
    return b.entries.every(([k, v]) => {
      const x = field(a, k);
      return x !== undefined && contains(x, v);
    });
  }
  if (a.t === 'arr' && b.t === 'arr') return b.items.every((y) => a.items.some((x) => (y.t === 'arr' || y.t === 'obj' ? contains(x, y) : equal(x, y))));
  if (a.t === 'arr' && b.t !== 'obj') return a.items.some((x) => equal(x, b));
  return a.t === b.t && equal(a, b);
}

/** `?`: a top-level key, or a string element of a top-level array. */
export function exists(doc: JsonNode, key: string): boolean {
  if (doc.t === 'obj') return doc.entries.some(([k]) => k === key);
  if (doc.t === 'arr') return doc.items.some((i) => i.t === 'str' && i.v === key);
  return doc.t === 'str' && doc.v === key;
}

/** jsonb_typeof / json_typeof. */
export function typeOf(doc: SqlValue): SqlValue {
  const n = readJson(doc);
  if (n.t === 'obj') return 'object';
  if (n.t === 'arr') return 'array';
  if (n.t === 'str') return 'string';
  if (n.t === 'num') return 'number';
  return n.v === 'null' ? 'null' : 'boolean';
}

/** jsonb_array_length. */
export function arrayLength(doc: SqlValue): SqlValue {
  const n = readJson(doc);
  if (n.t !== 'arr') throw new PgError('invalid_parameter_value', n.t === 'obj' ? 'cannot get array length of a non-array' : 'cannot get array length of a scalar');
  return n.items.length;
}

/** A JSON string literal for a text value. */
export function jsonString(s: string): string {
  return quoteJsonString(s);
}
