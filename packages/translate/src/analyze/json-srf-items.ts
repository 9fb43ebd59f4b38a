import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { Scope } from './scope.js';

/** A set-returning function's rows in FROM (the shape of stmt/generate-series.ts SeriesRows). */
export interface ItemRows {
  from: string;
  columns: { name: string; type: number; sql: (alias: string) => string }[];
  ordinality: (alias: string) => string;
}

const NAMES = new Set(['each', 'each_text', 'array_elements', 'array_elements_text', 'object_keys']);

/**
 * json(b)_each(_text), json(b)_array_elements(_text), json(b)_object_keys in FROM: json_each over
 * the runtime's item list, so the document may come from an earlier FROM item (LATERAL) and WITH
 * ORDINALITY is the list position. Undefined for other names or argument types.
 */
export function jsonItemRows(name: string, args: Expr[], scope: Scope): ItemRows | undefined {
  const jsonb = name.startsWith('jsonb_');
  const what = name.slice(jsonb ? 6 : 5);
  if (!name.startsWith('json') || !NAMES.has(what) || args.length !== 1) return undefined;
  const a = args[0] as Expr;
  const type = jsonb ? Oid.jsonb : Oid.json;
  if (a.type !== type && a.type !== Oid.unknown) return undefined;
  const doc = coerce(scope.ctx, a, type, -1, 'implicit').sql;
  const text = what.endsWith('_text');
  const value = { name: 'value', type: text ? Oid.text : type, sql: (al: string) => `json_extract(${al}.value, '$.v')` };
  const key = { name: 'key', type: Oid.text, sql: (al: string) => `json_extract(${al}.value, '$.k')` };
  const columns = what.startsWith('each') ? [key, value] : what === 'object_keys' ? [{ ...key, name }] : [value];
  return { from: `json_each(pg_json_items(${doc}, '${name}'))`, columns, ordinality: (al) => `(${al}.key + 1)` };
}
