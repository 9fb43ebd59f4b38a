import { PgError } from '@pgsqlite/errors';
import { formatJsonb, type JsonNode } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';
import { readJson } from './json-ops.js';
import { arrayBody } from './array-tree.js';

function scalarError(): PgError {
  return new PgError('invalid_parameter_value', 'cannot delete from scalar');
}

/** `jsonb - text` / `jsonb - text[]`: drops object keys, or array elements that are equal strings. */
function deleteKeys(n: JsonNode, keys: ReadonlySet<string>): JsonNode {
  if (n.t === 'obj') return { t: 'obj', entries: n.entries.filter(([k]) => !keys.has(k)) };
  if (n.t === 'arr') return { t: 'arr', items: n.items.filter((i) => !(i.t === 'str' && keys.has(i.v))) };
  throw scalarError();
}

/** `jsonb - int`: drops one array element, counting from the end when negative; out of range keeps all. */
function deleteIndex(n: JsonNode, index: number): JsonNode {
  if (n.t === 'obj') throw new PgError('invalid_parameter_value', 'cannot delete from object using integer index');
  if (n.t !== 'arr') throw scalarError();
  const at = index < 0 ? n.items.length + index : index;
  if (at < 0 || at >= n.items.length) return n;
  return { t: 'arr', items: n.items.filter((_, i) => i !== at) };
}

/**
 * pg_jsonb_delete(doc, key, mode): PostgreSQL's jsonb_delete / jsonb_delete_array / jsonb_delete_idx
 * for mode 't' (text key), 'a' (text[] as JSON array text; NULL elements match nothing) and 'i' (int4 index).
 */
export function jsonbDelete(doc: SqlValue, key: SqlValue, mode: SqlValue): SqlValue {
  if (doc === null || key === null) return null;
  const n = readJson(doc);
  if (mode === 'i') return formatJsonb(deleteIndex(n, Number(key)));
  const keys = mode === 'a' ? (JSON.parse(arrayBody(key)) as (string | null)[]).filter((k): k is string => k !== null) : [String(key)];
  return formatJsonb(deleteKeys(n, new Set(keys)));
}
