import { PgError } from '@pgsqlite/errors';
import { formatJsonb, quoteJsonString, type JsonNode } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { readJson } from './json-ops.js';
import { setPath, stripNulls, type SetMode } from './jsonb-set.js';
import { arrayBody } from './array-tree.js';

const JSON_NULL: JsonNode = { t: 'lit', v: 'null' };

function pathOf(path: SqlValue): (string | null)[] {
  return JSON.parse(arrayBody(path)) as (string | null)[];
}

/** jsonb_set / jsonb_insert / delete over a stored jsonb; a raw scalar has no paths. */
function modify(doc: SqlValue, path: SqlValue, value: SqlValue, mode: SetMode, what = 'set'): SqlValue {
  const n = readJson(doc);
  if (n.t !== 'obj' && n.t !== 'arr') throw new PgError('invalid_parameter_value', `cannot ${what} path in scalar`);
  // jsonb_set without create_if_missing returns an empty container before reading the path
  if (mode === 'replace' && (n.t === 'obj' ? n.entries.length : n.items.length) === 0) return doc;
  const p = pathOf(path);
  if (p.length === 0) return doc;
  return formatJsonb(setPath(n, p, 0, value === null ? null : readJson(value), mode));
}

/** jsonb #- text[] (jsonb_delete_path): a scalar is 22023, an empty container or path returns the input. */
function deletePath(doc: SqlValue, path: SqlValue): SqlValue {
  const n = readJson(doc);
  if (n.t !== 'obj' && n.t !== 'arr') throw new PgError('invalid_parameter_value', 'cannot delete path in scalar');
  if ((n.t === 'obj' ? n.entries.length : n.items.length) === 0) return doc;
  return modify(doc, path, null, 'delete', 'delete');
}

const TREATMENTS = ['delete_key', 'return_target', 'use_json_null', 'raise_exception'];

/** jsonb_set_lax: what an SQL NULL new value means is the fifth argument's choice. */
function setLax(doc: SqlValue, path: SqlValue, value: SqlValue, create: SqlValue, treatment: SqlValue): SqlValue {
  if (value !== null) return doc === null || path === null || create === null ? null : modify(doc, path, value, Number(create) ? 'create' : 'replace');
  const badTreatment = (): PgError =>
    new PgError('invalid_parameter_value', 'null_value_treatment must be "delete_key", "return_target", "use_json_null", or "raise_exception"');
  if (treatment === null) throw badTreatment();
  if (doc === null || path === null || create === null) return null;
  if (!TREATMENTS.includes(String(treatment))) throw badTreatment();
  switch (String(treatment)) {
    case 'raise_exception':
      throw new PgError('null_value_not_allowed', 'JSON value must not be null', {
        detail: 'Exception was raised because null_value_treatment is "raise_exception".',
        hint: 'To avoid, either change the null_value_treatment argument or ensure that an SQL NULL is not passed.',
      });
    case 'delete_key':
      return modify(doc, path, null, 'delete', 'delete');
    case 'return_target':
      return doc;
    default:
      return modify(doc, path, formatJsonb(JSON_NULL), Number(create) ? 'create' : 'replace');
  }
}

/** jsonb_pretty: four-space indents, one member per line, empty containers on two lines. */
export function prettyJsonb(n: JsonNode, level = 0): string {
  const pad = (l: number): string => ' '.repeat(4 * l);
  if (n.t === 'obj') {
    const inner = n.entries.map(([k, v]) => `${pad(level + 1)}${quoteJsonString(k)}: ${prettyJsonb(v, level + 1)}`);
    return `{\n${inner.length ? inner.join(',\n') + '\n' : ''}${pad(level)}}`;
  }
  if (n.t === 'arr') {
    const inner = n.items.map((v) => `${pad(level + 1)}${prettyJsonb(v, level + 1)}`);
    return `[\n${inner.length ? inner.join(',\n') + '\n' : ''}${pad(level)}]`;
  }
  return formatJsonb(n);
}

/** json (not jsonb) text without insignificant whitespace, keys in their order, as json_strip_nulls prints. */
function compactJson(n: JsonNode): string {
  switch (n.t) {
    case 'obj':
      return `{${n.entries.map(([k, v]) => `${quoteJsonString(k)}:${compactJson(v)}`).join(',')}}`;
    case 'arr':
      return `[${n.items.map(compactJson).join(',')}]`;
    case 'str':
      return quoteJsonString(n.v);
    default:
      return n.v;
  }
}

function strict(fn: (...args: SqlValue[]) => SqlValue): (...args: SqlValue[]) => SqlValue {
  return (...args) => (args.some((a) => a === null) ? null : fn(...args));
}

/** jsonb_set(_lax), jsonb_insert, json(b)_strip_nulls, jsonb_pretty. */
export function registerJsonbFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_jsonb_set', 4, strict((d, p, v, c) => modify(d, p, v, Number(c) ? 'create' : 'replace')));
  def('pg_jsonb_set_lax', 5, setLax);
  def('pg_jsonb_insert', 4, strict((d, p, v, after) => modify(d, p, v, Number(after) ? 'insert-after' : 'insert-before')));
  def('pg_jsonb_strip_nulls', 2, strict((d, jsonb) => {
    const n = stripNulls(readJson(d));
    return Number(jsonb) ? formatJsonb(n) : compactJson(n);
  }));
  def('pg_jsonb_pretty', 1, strict((d) => prettyJsonb(readJson(d))));
  def('pg_jsonb_delete_path', 2, strict(deletePath));
}
