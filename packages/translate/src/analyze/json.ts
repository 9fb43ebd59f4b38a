import { regAsText } from './reg-json.js';
import { compositeAsJson, compositeRowJson } from './composite.js';
import { populateRecordValue } from './json-record-value.js';
import { Oid } from '@pgsqlite/catalog';
import { quoteString } from '../sql/quote.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { isInteger, isString, planType, withoutDomain } from './types.js';
import type { ScalarImpl } from './scalar-functions.js';
import { JSON_MODIFY_FUNCTIONS } from './json-modify.js';
import { JSON_PATH_FUNCTIONS, jsonPathOperator } from './json-path.js';
import { wholeRowJson } from './row-json.js';
import { JSON_OBJECT_FUNCTIONS } from './json-call-forms.js';

const JSON_TYPES = new Set<number>([Oid.json, Oid.jsonb]);

function result(sql: string, type: number, ...parts: Expr[]): Expr {
  return { sql, type, typmod: -1, name: '?column?', hasAgg: parts.some((p) => p.hasAgg) };
}

/**
 * JSON operators: `-> ->> #> #>>` on json/jsonb, and jsonb's `@> <@ ? ?| ?&`. Returns undefined
 * when `op` is not one of them (or the left side is not json), so other resolution continues.
 */
export function jsonOperator(op: string, l: Expr, r: Expr, env: ExprEnv): Expr | undefined {
  const ctx = env.scope.ctx;
  if (op === '<@' && r.type === Oid.jsonb) return jsonOperator('@>', r, l, env);
  if (op === '<@' && l.type === Oid.jsonb && r.type === Oid.unknown) return jsonOperator('@>', coerce(ctx, r, Oid.jsonb, -1, 'implicit'), l, env);
  if (!JSON_TYPES.has(l.type)) return undefined;
  switch (op) {
    case '->':
    case '->>': {
      const key = isInteger(r.type) ? coerce(ctx, r, Oid.int4, -1, 'implicit') : coerce(ctx, r, Oid.text, -1, 'implicit');
      if (!isInteger(key.type) && !isString(key.type)) return undefined;
      const text = op === '->>' ? 1 : 0;
      const fn = l.type === Oid.jsonb ? 'pg_jsonb_get' : 'pg_json_text_get';
      return result(`${fn}(${l.sql}, ${key.sql}, ${text})`, text ? Oid.text : l.type, l, key);
    }
    case '#>':
    case '#>>': {
      const path = coerce(ctx, r, Oid._text, -1, 'implicit');
      const text = op === '#>>' ? 1 : 0;
      const fn = l.type === Oid.jsonb ? 'pg_json_path' : 'pg_json_text_path';
      return result(`${fn}(${l.sql}, ${path.sql}, ${text})`, text ? Oid.text : l.type, l, path);
    }
  }
  if (l.type !== Oid.jsonb) return undefined;
  const path = jsonPathOperator(op, l, r, env);
  if (path) return result(path.sql, path.type, l, r);
  switch (op) {
    case '@>': {
      const b = coerce(ctx, r, Oid.jsonb, -1, 'implicit');
      return result(`pg_jsonb_contains(${l.sql}, ${b.sql})`, Oid.bool, l, b);
    }
    case '#-': {
      if (r.type !== Oid._text && r.type !== Oid.unknown) return undefined;
      const p = coerce(ctx, r, Oid._text, -1, 'implicit');
      return result(`pg_jsonb_delete_path(${l.sql}, ${p.sql})`, Oid.jsonb, l, p);
    }
    case '?': {
      const k = coerce(ctx, r, Oid.text, -1, 'implicit');
      return result(`pg_jsonb_exists(${l.sql}, ${k.sql}, 0)`, Oid.bool, l, k);
    }
    case '?|':
    case '?&': {
      const ks = coerce(ctx, r, Oid._text, -1, 'implicit');
      return result(`pg_jsonb_exists(${l.sql}, ${ks.sql}, ${op === '?|' ? 1 : 2})`, Oid.bool, l, ks);
    }
  }
  return undefined;
}

/** (value, type OID) argument pairs for the runtime's JSON builders. */
function typedArgs(env: ExprEnv, args: Expr[]): string[] {
  return args.flatMap((a) => {
    const e = a.type === Oid.unknown ? coerce(env.scope.ctx, a, Oid.text, -1, 'implicit') : compositeAsJson(regAsText(env.scope.ctx, a));
    return [e.sql, String(e.type)];
  });
}

function jsonOf(jsonb: boolean): number {
  return jsonb ? Oid.jsonb : Oid.json;
}

function unaryJson(fn: string, type: number): ScalarImpl {
  return (args, env) => {
    const a = args[0];
    if (args.length !== 1 || !a) return undefined;
    const j = coerce(env.scope.ctx, a, a.type === Oid.json ? Oid.json : Oid.jsonb, -1, 'implicit');
    if (!JSON_TYPES.has(j.type)) return undefined;
    return { sql: `${fn}(${j.sql})`, type, typmod: -1 };
  };
}

/** json(b)_array_element(_text) / json(b)_object_field(_text): the functions behind `->` and `->>`. */
function accessor(op: '->' | '->>', jsonb: boolean, key: number): ScalarImpl {
  return (args, env) => {
    const [a, k] = args;
    if (args.length !== 2 || !a || !k) return undefined;
    const type = jsonOf(jsonb);
    if (a.type !== type && a.type !== Oid.unknown) return undefined;
    if (key === Oid.int4 ? !isInteger(k.type) && k.type !== Oid.unknown : !isString(k.type) && k.type !== Oid.unknown) return undefined;
    const ctx = env.scope.ctx;
    const e = jsonOperator(op, coerce(ctx, a, type, -1, 'implicit'), coerce(ctx, k, key, -1, 'implicit'), env);
    if (e === undefined) return undefined;
    const { name: _operatorName, ...call } = e;
    return call;
  };
}

/** JSON functions of the scalar allowlist. */
export const JSON_FUNCTIONS: Record<string, ScalarImpl> = {
  jsonb_typeof: unaryJson('pg_json_typeof', Oid.text),
  json_typeof: unaryJson('pg_json_typeof', Oid.text),
  jsonb_array_length: unaryJson('pg_json_array_length', Oid.int4),
  json_array_length: unaryJson('pg_json_array_length', Oid.int4),
  jsonb_array_element: accessor('->', true, Oid.int4),
  jsonb_array_element_text: accessor('->>', true, Oid.int4),
  json_array_element: accessor('->', false, Oid.int4),
  json_array_element_text: accessor('->>', false, Oid.int4),
  jsonb_object_field: accessor('->', true, Oid.text),
  jsonb_object_field_text: accessor('->>', true, Oid.text),
  json_object_field: accessor('->', false, Oid.text),
  json_object_field_text: accessor('->>', false, Oid.text),
  jsonb_build_object: (args, env) => buildObject(args, env, true),
  json_build_object: (args, env) => buildObject(args, env, false),
  jsonb_build_array: (args, env) => ({ sql: `pg_json_build_array(${['1', ...typedArgs(env, args)].join(', ')})`, type: Oid.jsonb, typmod: -1 }),
  json_build_array: (args, env) => ({ sql: `pg_json_build_array(${['0', ...typedArgs(env, args)].join(', ')})`, type: Oid.json, typmod: -1 }),
  to_jsonb: (args, env) => toJson(args, env, true),
  to_json: (args, env) => toJson(args, env, false),
  json_populate_record: (args, env) => populateRecordValue(args, env, false),
  jsonb_populate_record: (args, env) => populateRecordValue(args, env, true),
  // a record's json; pgsqlite knows the fields of whole-row references only (row-json.ts)
  row_to_json: ([arg, pretty, ...rest], env) => {
    if (arg === undefined || rest.length > 0) return undefined;
    const p = pretty?.type === Oid.unknown ? coerce(env.scope.ctx, pretty, Oid.bool, -1, 'implicit') : pretty;
    return p !== undefined && p.type !== Oid.bool ? undefined : (wholeRowJson(env.scope.ctx, arg, false, p) ?? compositeRowJson(env.scope.ctx, arg, p));
  },
  ...JSON_MODIFY_FUNCTIONS,
  ...JSON_PATH_FUNCTIONS,
  ...JSON_OBJECT_FUNCTIONS,
};

/** json(b)_build_object's checks (json.c), raised when the call runs as PostgreSQL raises them: a row at a time. */
function buildObjectError(args: Expr[], jsonb: boolean): string | undefined {
  const fn = jsonb ? 'jsonb_build_object' : 'json_build_object';
  if (args.length % 2 !== 0) {
    return `pg_raise_hint('22023', 'argument list must have even number of elements', ${quoteString(`The arguments of ${fn}() must consist of alternating keys and values.`)})`;
  }
  const badKey = args.some((a, i) => {
    if (i % 2 !== 0) return false;
    const t = withoutDomain(a.type);
    const category = planType(t)?.category;
    return category === 'A' || category === 'C' || t === Oid.record || t === Oid.json || (jsonb && t === Oid.jsonb);
  });
  return badKey ? `pg_raise('22023', 'key value must be scalar, not array, composite, or json')` : undefined;
}

function buildObject(args: Expr[], env: ExprEnv, jsonb: boolean): ReturnType<ScalarImpl> {
  const error = buildObjectError(args, jsonb);
  if (error !== undefined) return { sql: error, type: jsonOf(jsonb), typmod: -1 };
  // no arguments: `{}` (the flag alone, never a trailing comma SQLite cannot parse)
  return { sql: `pg_json_build_object(${[jsonb ? '1' : '0', ...typedArgs(env, args)].join(', ')})`, type: jsonOf(jsonb), typmod: -1 };
}

function toJson(args: Expr[], env: ExprEnv, jsonb: boolean): ReturnType<ScalarImpl> {
  if (args.length !== 1) return undefined;
  const row = wholeRowJson(env.scope.ctx, args[0] as Expr, jsonb);
  if (row !== undefined) return row;
  return { sql: `pg_to_json(${typedArgs(env, args).join(', ')}, ${jsonb ? 1 : 0})`, type: jsonOf(jsonb), typmod: -1 };
}
