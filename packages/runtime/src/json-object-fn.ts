import { PgError } from '@pgsqlite/errors';
import { quoteJsonString } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { jsonbOf } from './json-build.js';
import { leafValue, rawArg, rawDims, rawFlat, type RawTree } from './array-tree.js';

const subscriptError = (message: string): PgError => new PgError('array_subscript_error', message);

function texts(tree: RawTree): (string | null)[] {
  return rawFlat(tree).map((tok) => {
    const v = leafValue(tok);
    return v === null ? null : String(v);
  });
}

function objectText(pairs: [string | null, string | null][], jsonb: boolean): string {
  const parts = pairs.map(([k, v]) => {
    if (k === null) throw new PgError('null_value_not_allowed', 'null value not allowed for object key');
    return `${quoteJsonString(k)} : ${v === null ? 'null' : quoteJsonString(v)}`;
  });
  const text = `{${parts.join(', ')}}`;
  return jsonb ? jsonbOf(text) : text;
}

/**
 * json_object(text[]) / jsonb_object(text[]): a one-dimensional array of alternating keys and
 * values, or a two-dimensional array of [key, value] rows (json_object in json.c).
 */
export function jsonObjectOne(arr: SqlValue, jsonb: boolean): string | null {
  const tree = rawArg(arr);
  if (tree === null) return null;
  const dims = rawDims(tree);
  const flat = texts(tree);
  if (dims.length === 1 && flat.length % 2 !== 0) throw subscriptError('array must have even number of elements');
  if (dims.length === 2 && dims[1] !== 2) throw subscriptError('array must have two columns');
  if (dims.length > 2) throw subscriptError('wrong number of array subscripts');
  const pairs: [string | null, string | null][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i] ?? null, flat[i + 1] ?? null]);
  return objectText(pairs, jsonb);
}

/** json_object(keys text[], values text[]) / jsonb_object(…): two one-dimensional arrays of equal length. */
export function jsonObjectTwo(keys: SqlValue, values: SqlValue, jsonb: boolean): string | null {
  const k = rawArg(keys);
  const v = rawArg(values);
  if (k === null || v === null) return null;
  if (rawDims(k).length > 1 || rawDims(v).length > 1) throw subscriptError('wrong number of array subscripts');
  const ks = texts(k);
  const vs = texts(v);
  if (ks.length !== vs.length) throw subscriptError('mismatched array dimensions');
  return objectText(ks.map((key, i) => [key, vs[i] ?? null]), jsonb);
}

/** pg_json_object(jsonb, array) and pg_json_object2(jsonb, keys, values). */
export function registerJsonObject(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_json_object', arity: 2, deterministic: true, call: (jsonb, arr) => jsonObjectOne(arr, Number(jsonb) === 1) });
  host.defineFunction({ name: 'pg_json_object2', arity: 3, deterministic: true, call: (jsonb, k, v) => jsonObjectTwo(k, v, Number(jsonb) === 1) });
}
