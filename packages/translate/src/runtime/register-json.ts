import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { arrayLength, contains, exists, jsonGet, jsonPath, readJson, typeOf } from './json-ops.js';
import { registerJsonbFunctions } from './jsonb-functions.js';
import { registerJsonPath } from './register-jsonpath.js';
import { jsonItems } from './json-items.js';
import { buildArray, buildObject, jsonbOf, toJsonText } from './json-build.js';
import { arrayBody } from './array-tree.js';

function strict(fn: (...args: SqlValue[]) => SqlValue): (...args: SqlValue[]) => SqlValue {
  return (...args) => (args.some((a) => a === null) ? null : fn(...args));
}

/** JSON operators, builders and aggregates. */
export function registerJson(host: RuntimeHost, state: RuntimeState): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_json_get', 3, strict(jsonGet));
  def('pg_json_path', 3, strict(jsonPath));
  def('pg_jsonb_contains', 2, strict((a, b) => (contains(readJson(a), readJson(b)) ? 1 : 0)));
  def('pg_jsonb_exists', 3, strict((doc, key, mode) => {
    const d = readJson(doc);
    if (Number(mode) === 0) return exists(d, String(key)) ? 1 : 0;
    const keys = (JSON.parse(arrayBody(key)) as (string | null)[]).filter((k): k is string => k !== null);
    return (Number(mode) === 1 ? keys.some((k) => exists(d, k)) : keys.every((k) => exists(d, k))) ? 1 : 0;
  }));
  def('pg_json_typeof', 1, strict(typeOf));
  registerJsonbFunctions(host);
  registerJsonPath(host);
  def('pg_json_items', 2, (doc, fn) => jsonItems(doc, String(fn)));
  def('pg_json_array_length', 1, strict(arrayLength));
  host.defineFunction({ name: 'pg_json_build_object', arity: -1, deterministic: true, call: (jsonb, ...args) => buildObject(args, state.settings, Number(jsonb) === 1) });
  host.defineFunction({ name: 'pg_json_build_array', arity: -1, deterministic: true, call: (jsonb, ...args) => buildArray(args, state.settings, Number(jsonb) === 1) });
  def('pg_to_json', 3, (v, oid, jsonb) => {
    if (v === null) return null;
    const text = toJsonText(v, Number(oid), state.settings);
    return Number(jsonb) === 1 ? jsonbOf(text) : text;
  });
  host.defineAggregate<string[] | null>({
    name: 'pg_json_agg',
    arity: 3,
    deterministic: true,
    start: () => null,
    // structured (arrays, rows): a later non-NULL item starts on a new line, as json_agg_transfn
    step: (acc, v, oid, structured) => push(acc, `${acc !== null && v !== null && Number(structured) === 1 ? '\n ' : ''}${toJsonText(v, Number(oid), state.settings)}`),
    result: (acc) => (acc === null ? null : `[${acc.join(', ')}]`),
  });
  host.defineAggregate<string[] | null>({
    name: 'pg_jsonb_agg',
    arity: 3,
    deterministic: true,
    start: () => null,
    step: (acc, v, oid) => push(acc, toJsonText(v, Number(oid), state.settings)),
    result: (acc) => (acc === null ? null : jsonbOf(`[${acc.join(', ')}]`)),
  });
}

function push(acc: string[] | null, item: string): string[] {
  const a = acc ?? [];
  a.push(item);
  return a;
}
