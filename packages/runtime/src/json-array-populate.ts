import { PgError } from '@pgsqlite/errors';
import { formatJsonb, parseJson } from '@pgsqlite/catalog';
import { members } from './json-record.js';

/**
 * populate_array_json (jsonfuncs.c): a JSON array given to an array-typed column of
 * json(b)_populate_record / _to_record, as the array literal its type's input reads. The first
 * path down the array fixes the number of dimensions; a scalar where a sub-array is expected is
 * 22P02 "expected JSON array" (HINT naming the element, `[1]` or `[0][2]`), sub-arrays of different
 * lengths are "malformed JSON array"; empty arrays at every level give `{}`. Elements are their
 * text (strings unquoted), JSON null is NULL; for json/jsonb elements (`asJson`) each element's JSON
 * text (the source text from json input, jsonb's form from jsonb input).
 */

function quote(s: string): string {
  let out = '"';
  for (const ch of s) out += ch === '"' || ch === '\\' ? `\\${ch}` : ch;
  return `${out}"`;
}

function malformed(): PgError {
  return new PgError('invalid_text_representation', 'malformed JSON array', { detail: 'Multidimensional arrays must have sub-arrays with matching dimensions.' });
}

function expected(key: string, path: readonly number[]): PgError {
  const where = path.length === 0 ? `the value of key "${key}"` : `the array element ${path.map((i) => `[${i}]`).join('')} of key "${key}"`;
  return new PgError('invalid_text_representation', 'expected JSON array', { hint: `See ${where}.` });
}

const isArrayText = (raw: string): boolean => raw.trimStart().startsWith('[');

/** The array literal of JSON array text `raw` (already known to be an array). */
export function jsonArrayLiteral(raw: string, key: string, asJson: 'json' | 'jsonb' | undefined): string {
  // dimensions: follow the first element down while it is an array
  let ndims = 0;
  for (let cur: string | undefined = raw; cur !== undefined && isArrayText(cur); cur = members(cur)[0]?.raw) ndims++;
  const dims: (number | undefined)[] = new Array(ndims).fill(undefined);
  let empty = true;
  const walk = (text: string, depth: number, path: number[]): string => {
    const items = members(text);
    if (dims[depth] === undefined) dims[depth] = items.length;
    else if (dims[depth] !== items.length) throw malformed();
    const parts = items.map((m, i) => {
      const here = [...path, i];
      if (depth + 1 < ndims) {
        if (!isArrayText(m.raw)) throw expected(key, here);
        return walk(m.raw, depth + 1, here);
      }
      const t = m.raw.trim();
      if (isArrayText(t) && asJson === undefined) throw malformed();
      empty = false;
      if (t === 'null') return 'NULL';
      if (asJson === 'json') return quote(t);
      if (asJson === 'jsonb') return quote(formatJsonb(parseJson(t, false)));
      if (t.startsWith('"')) return quote(JSON.parse(t) as string);
      if (t.startsWith('{')) return quote(formatJsonb(parseJson(t, false)));
      return quote(t);
    });
    return `{${parts.join(',')}}`;
  };
  const out = walk(raw, 0, []);
  return empty ? '{}' : out;
}

/** A JSON value (source text) for an array column: a string is the array literal itself, an array is converted, anything else is 22P02. */
export function jsonArrayField(raw: string, key: string, asJson: 'json' | 'jsonb' | undefined): string {
  const t = raw.trim();
  if (t.startsWith('"')) return JSON.parse(t) as string;
  if (!isArrayText(t)) throw expected(key, []);
  return jsonArrayLiteral(t, key, asJson);
}
