import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { arrayLength, contains, exists, jsonGet, jsonPath, readJson, typeOf } from './json-ops.js';
import { jsonTextGet, jsonTextPath } from './json-text.js';
import { registerJsonbAssign } from './jsonb-assign.js';
import { registerJsonbFunctions } from './jsonb-functions.js';
import { registerJsonPath } from './register-jsonpath.js';
import { jsonItems } from './json-items.js';
import { buildArray, buildObject, jsonbOf, toJsonText } from './json-build.js';
import { arrayBody } from './array-tree.js';
import { registerJsonBuildVariadic } from './json-build-variadic.js';
import { registerJsonObject } from './json-object-fn.js';

function strict(fn: (...args: SqlValue[]) => SqlValue): (...args: SqlValue[]) => SqlValue {
  return (...args) => (args.some((a) => a === null) ? null : fn(...args));
}

/** JSON operators, builders and aggregates. */
export function registerJson(host: RuntimeHost, state: RuntimeState): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_json_get', 3, strict(jsonGet));
  def('pg_jsonb_get', 3, strict((doc, key, text) => jsonGet(doc, key, text, 1)));
  def('pg_json_text_get', 3, strict(jsonTextGet));
  registerJsonbAssign(host);
  def('pg_json_text_path', 3, strict(jsonTextPath));
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
  registerJsonPath(host, state);
  def('pg_json_items', 2, (doc, fn) => jsonItems(doc, String(fn)));
  def('pg_json_array_length', 1, strict(arrayLength));
  host.defineFunction({ name: 'pg_json_build_object', arity: -1, deterministic: true, call: (jsonb, ...args) => buildObject(args, state.settings, Number(jsonb) === 1) });
  host.defineFunction({ name: 'pg_json_build_array', arity: -1, deterministic: true, call: (jsonb, ...args) => buildArray(args, state.settings, Number(jsonb) === 1) });
  registerJsonBuildVariadic(host, () => state.settings);
  registerJsonObject(host);
  def('pg_to_json', 3, (v, oid, jsonb) => {
    if (v === null) return null;
    const text = toJsonText(v, Number(oid), state.settings);
    return Number(jsonb) === 1 ? jsonbOf(text) : text;
  });
  // Both keep their items, so `inverse` (the row leaving a window frame, oldest first) drops
  // the first; with it SQLite accepts them as window functions (json_agg(x) OVER (…)).
  host.defineAggregate<JsonItems | null>({
    name: 'pg_json_agg',
    arity: 3,
    deterministic: true,
    start: () => null,
    step: (acc, v, oid, structured) => push(acc, toJsonText(v, Number(oid), state.settings), v !== null && Number(structured) === 1),
    inverse: shift,
    // structured (arrays, rows): a non-NULL item after the first starts on a new line, as json_agg_transfn
    result: (acc) => (acc === null || acc.texts.length === 0 ? null : `[${acc.texts.map((t, i) => (i > 0 && acc.newLine[i] === true ? `\n ${t}` : t)).join(', ')}]`),
  });
  host.defineAggregate<JsonItems | null>({
    name: 'pg_jsonb_agg',
    arity: 3,
    deterministic: true,
    start: () => null,
    step: (acc, v, oid) => push(acc, toJsonText(v, Number(oid), state.settings), false),
    inverse: shift,
    result: (acc) => (acc === null || acc.texts.length === 0 ? null : jsonbOf(`[${acc.texts.join(', ')}]`)),
  });
}

/** The items of a json_agg / jsonb_agg, and which start on a new line when not first. */
interface JsonItems {
  texts: string[];
  newLine: boolean[];
}

function shift(acc: JsonItems | null): JsonItems | null {
  acc?.texts.shift();
  acc?.newLine.shift();
  return acc;
}

function push(acc: JsonItems | null, item: string, newLine: boolean): JsonItems {
  const a = acc ?? { texts: [], newLine: [] };
  a.texts.push(item);
  a.newLine.push(newLine);
  return a;
}
