import { PgError } from '@pgsqlite/errors';
import { type JsonNode, formatJsonb } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { readJson } from './json-ops.js';
import { jsonArrayField } from './json-array-populate.js';

/**
 * json(b)_populate_record(set) / json(b)_to_record(set) (analyze/json-record.ts): one column's
 * value as PostgreSQL's populate_record_field hands it to the column type's input function.
 *  - pg_json_record_field(obj, key, mode): mode 't' the text (a string unquoted, any other value
 *    as JSON text), 'j' the JSON value (json/jsonb columns), 'a' an array literal built from a
 *    JSON array (`[[1,2],[3]]` → `{{1,2},{3}}`, a string is taken as the literal itself);
 *    missing keys and JSON null are NULL. A non-object is 22023 as PostgreSQL's populate_composite.
 *    Mode 'r' (a json column from json input) is the value's own source text; mode 'T' (json input to
 *    any other column) is 't' except that a non-string value is its own source text. Array columns:
 *    'a' (scalar elements), 'J' / 'B' (json elements from json input / json or jsonb elements from
 *    jsonb input) convert a JSON array as populate_array_json does (json-array-populate.ts).
 *  - pg_json_recordset(doc, fn): the elements' source texts as a JSON array of strings, the
 *    document checked to be an array of objects (22023).
 */

function kind(n: JsonNode): string {
  return n.t === 'arr' ? 'an array' : 'a scalar';
}

export function lookup(doc: JsonNode, key: string): JsonNode | undefined {
  if (doc.t !== 'obj') throw new PgError('invalid_parameter_value', `cannot call populate_composite on ${kind(doc)}`);
  let hit: JsonNode | undefined;
  for (const [k, v] of doc.entries) if (k === key) hit = v;
  return hit;
}

const isWs = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** The end of the JSON value starting at `i` of valid JSON `text`. */
function skipValue(text: string, i: number): number {
  let depth = 0;
  let inString = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') {
        inString = false;
        if (depth === 0) return i + 1;
      }
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (depth === 0 && (c === ',' || isWs(c))) return i;
  }
  return i;
}

/** The source text of each member value of a JSON object (or item of an array), keyed by member name. */
export function members(text: string): { key: string; raw: string }[] {
  const out: { key: string; raw: string }[] = [];
  let i = 0;
  const ws = (): void => {
    while (isWs(text[i])) i++;
  };
  ws();
  const array = text[i] === '[';
  i++;
  for (;;) {
    ws();
    if (text[i] === '}' || text[i] === ']' || i >= text.length) return out;
    let key = '';
    if (!array) {
      const end = skipValue(text, i);
      key = JSON.parse(text.slice(i, end)) as string;
      i = end;
      ws();
      i++;
      ws();
    }
    const end = skipValue(text, i);
    out.push({ key, raw: text.slice(i, end) });
    i = end;
    ws();
    if (text[i] === ',') i++;
  }
}

function field(obj: SqlValue, key: SqlValue, mode: SqlValue): SqlValue {
  if (obj === null) return null;
  const n = lookup(readJson(obj), String(key));
  if (n === undefined || (n.t === 'lit' && n.v === 'null')) return null;
  // A json column from json input keeps the value's own text (spacing included).
  if (mode === 'r' || (mode === 'T' && n.t !== 'str')) return members(String(obj)).filter((m) => m.key === String(key)).pop()?.raw ?? null;
  // arrays ('a' of scalars, 'J' of json from json input, 'B' of jsonb or of json from jsonb input): populate_array_json
  if (mode === 'a' || mode === 'J' || mode === 'B') {
    const raw = members(String(obj)).filter((m) => m.key === String(key)).pop()?.raw ?? formatJsonb(n);
    return jsonArrayField(raw, String(key), mode === 'J' ? 'json' : mode === 'B' ? 'jsonb' : undefined);
  }
  if (mode === 'j') return formatJsonb(n);
  return n.t === 'str' ? n.v : formatJsonb(n);
}

function recordset(doc: SqlValue, fn: SqlValue): SqlValue {
  if (doc === null) return null;
  const n = readJson(doc);
  if (n.t !== 'arr') throw new PgError('invalid_parameter_value', `cannot call ${String(fn)} on a non-array`);
  if (n.items.some((i) => i.t !== 'obj')) throw new PgError('invalid_parameter_value', `argument of ${String(fn)} must be an array of objects`);
  // Each element's own text, as a JSON array of strings (json_each hands them on unchanged).
  return JSON.stringify(members(String(doc)).map((m) => m.raw));
}

/** Registers pg_json_record_field and pg_json_recordset. */
export function registerJsonRecordFunctions(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_json_record_field', arity: 3, deterministic: true, call: (o, k, m) => field(o ?? null, k ?? null, m ?? null) });
  host.defineFunction({ name: 'pg_json_recordset', arity: 2, deterministic: true, call: (d, f) => recordset(d ?? null, f ?? null) });
}
