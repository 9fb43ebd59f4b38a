import { Oid } from '@pgsqlite/catalog';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import { arrayElementOf, flatArraySql } from '../analyze/arrays.js';
import type { Scope } from '../analyze/scope.js';
import type { SeriesRows } from './generate-series.js';
import { jsonPathSql } from '../analyze/json-path.js';
import { jsonItemRows } from '../analyze/json-srf-items.js';
import type { ExprEnv } from '../analyze/expr.js';

const raise = (msg: string): string => `pg_raise('22023', '${msg}')`;

/** The document, checked to be an object (or array) as the function requires. */
function checked(doc: string, fn: string, want: 'object' | 'array'): string {
  const wrong =
    want === 'object'
      ? `CASE json_type(${doc}) WHEN 'array' THEN ${raise(fn === 'jsonb_object_keys' ? `cannot call ${fn} on an array` : `cannot call ${fn} on a non-object`)} ELSE ${raise(fn === 'jsonb_object_keys' ? `cannot call ${fn} on a scalar` : `cannot call ${fn} on a non-object`)} END`
      : `CASE json_type(${doc}) WHEN 'object' THEN ${raise('cannot extract elements from an object')} ELSE ${raise('cannot extract elements from a scalar')} END`;
  return `(CASE WHEN json_type(${doc}) = '${want}' THEN ${doc} ELSE ${wrong} END)`;
}

/**
 * jsonb_each(_text), jsonb_array_elements(_text) and jsonb_object_keys in FROM, over SQLite's
 * json_each (values read back through the jsonb `->`/`->>` runtime so they print as PostgreSQL's).
 * Returns undefined for other names or argument types.
 */
export function jsonRangeFunction(name: string, args: Expr[], scope: Scope): SeriesRows | undefined {
  if (name === 'jsonb_path_query' || name === 'jsonb_path_query_tz') return jsonPathRows(args, scope, name.endsWith('_tz'));
  const items = jsonItemRows(name, args, scope);
  if (items) return items;
  if (args.length !== 1) return undefined;
  const a = args[0] as Expr;
  if (a.type !== Oid.jsonb && a.type !== Oid.unknown) return undefined;
  const doc = coerce(scope.ctx, a, Oid.jsonb, -1, 'implicit').sql;
  const noOrdinality = (): string => {
    throw scope.ctx.error('feature_not_supported', `${name} … WITH ORDINALITY is not supported by pgsqlite yet`);
  };
  const each = (want: 'object' | 'array'): string => `json_each(${checked(doc, name, want)})`;
  switch (name) {
    case 'jsonb_each':
    case 'jsonb_each_text': {
      const text = name === 'jsonb_each_text' ? 1 : 0;
      return {
        from: each('object'),
        columns: [
          { name: 'key', type: Oid.text, sql: (al) => `${al}.key` },
          { name: 'value', type: text ? Oid.text : Oid.jsonb, sql: (al) => `pg_json_get(${doc}, ${al}.key, ${text})` },
        ],
        ordinality: noOrdinality,
      };
    }
    case 'jsonb_array_elements':
    case 'jsonb_array_elements_text': {
      const text = name === 'jsonb_array_elements_text' ? 1 : 0;
      return {
        from: each('array'),
        columns: [{ name: 'value', type: text ? Oid.text : Oid.jsonb, sql: (al) => `pg_json_get(${doc}, ${al}.key, ${text})` }],
        ordinality: (al) => `(${al}.key + 1)`,
      };
    }
    case 'jsonb_object_keys':
      return { from: each('object'), columns: [{ name: 'jsonb_object_keys', type: Oid.text, sql: (al) => `${al}.key` }], ordinality: noOrdinality };
    default:
      return undefined;
  }
}

/** jsonb_path_query(target, path [, vars [, silent]]): the items of jsonb_path_query_array. */
function jsonPathRows(args: Expr[], scope: Scope, tz: boolean): SeriesRows | undefined {
  const arr = jsonPathSql(tz ? 'array_tz' : 'array', { scope } as ExprEnv, args);
  if (arr === undefined) return undefined;
  return {
    from: `json_each(${arr})`,
    columns: [{ name: tz ? 'jsonb_path_query_tz' : 'jsonb_path_query', type: Oid.jsonb, sql: (al) => `pg_json_get(${al}.json, ${al}.key, 0)` }],
    ordinality: (al) => `(${al}.key + 1)`,
  };
}

/**
 * unnest(a1, a2, …): one row per position of the longest array, NULL where an array is shorter.
 * Only table-valued functions see earlier FROM items in SQLite (it has no LATERAL subqueries), so
 * the rows are json_each over the longest array and each column reads its array at that key:
 * `pg_index i, unnest(i.indkey, i.indoption)` (Django) works.
 */
export function unnestSeveral(args0: Expr[]): SeriesRows | undefined {
  const args = args0.map((a) => ({ ...a, sql: flatArraySql(a.sql) }));
  const elems = args.map((a) => arrayElementOf(a.type));
  if (elems.some((e) => e === undefined)) return undefined;
  const lengths = args.map((a) => `COALESCE(json_array_length(${a.sql}), 0)`);
  const longest = `max(${lengths.join(', ')})`;
  const pick = args.map((a, i) => `WHEN ${lengths[i]} = ${longest} THEN ${a.sql}`).join(' ');
  return {
    from: `json_each(CASE ${pick} END)`,
    columns: elems.map((e, i) => ({ name: 'unnest', type: e as number, sql: (al: string) => `json_extract(${args[i]!.sql}, '$[' || ${al}.key || ']')` })),
    ordinality: (al) => `(${al}.key + 1)`,
  };
}
