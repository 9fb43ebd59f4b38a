import { PgError } from '@pgsqlite/errors';
import { type JsonNode, formatJsonb } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { readJson } from './json-ops.js';

/**
 * `UPDATE t SET j['a'][2] = v` on jsonb (jsonb_subscript_assign → setPath with CREATE,
 * FILL_GAPS and CONSISTENT_POSITION): missing keys and elements are created (an integer step
 * makes an array, padded with nulls up to the index; a text step an object), a NULL column
 * starts as {} or [] by the first subscript's type, a scalar in the way is 22023.
 */

function isIntText(s: string): boolean {
  const body = s[0] === '-' || s[0] === '+' ? s.slice(1) : s;
  return body.length > 0 && [...body].every((c) => c >= '0' && c <= '9');
}

function notInteger(pos: number, key: string): PgError {
  return new PgError('invalid_text_representation', `path element at position ${pos} is not an integer: "${key}"`);
}

/** A new value for path[i..]: nested objects / null-padded arrays down to `value`. */
function build(path: readonly string[], i: number, value: JsonNode): JsonNode {
  if (i === path.length) return value;
  const key = path[i] as string;
  if (!isIntText(key)) return { t: 'obj', entries: [[key, build(path, i + 1, value)]] };
  const idx = Number(key);
  if (idx < 0) throw new PgError('invalid_parameter_value', `path element at position ${i + 1} is out of range: ${idx}`);
  const items: JsonNode[] = Array.from({ length: idx }, () => ({ t: 'lit', v: 'null' }) as JsonNode);
  items.push(build(path, i + 1, value));
  return { t: 'arr', items };
}

function assign(node: JsonNode, path: readonly string[], i: number, value: JsonNode): JsonNode {
  if (i === path.length) return value;
  const key = path[i] as string;
  if (node.t === 'obj') {
    const at = node.entries.findIndex(([k]) => k === key);
    const entries = [...node.entries];
    if (at >= 0) entries[at] = [key, assign(entries[at]![1], path, i + 1, value)];
    else entries.push([key, build(path, i + 1, value)]);
    return { t: 'obj', entries };
  }
  if (node.t === 'arr') {
    if (!isIntText(key)) throw notInteger(i + 1, key);
    let idx = Number(key);
    if (idx < 0) idx += node.items.length;
    if (idx < 0) throw new PgError('invalid_parameter_value', `path element at position ${i + 1} is out of range: ${Number(key)}`);
    const items = [...node.items];
    if (idx < items.length) items[idx] = assign(items[idx] as JsonNode, path, i + 1, value);
    else {
      while (items.length < idx) items.push({ t: 'lit', v: 'null' });
      items.push(build(path, i + 1, value));
    }
    return { t: 'arr', items };
  }
  throw new PgError('invalid_parameter_value', 'cannot replace existing key', { detail: 'The path assumes key is a composite object, but it is a scalar value.' });
}

/** pg_jsonb_assign(doc, path as a JSON array of texts, value, first subscript is an integer). */
export function jsonbAssign(doc: SqlValue, path: SqlValue, value: SqlValue, firstInt: SqlValue): SqlValue {
  const steps = JSON.parse(String(path)) as (string | null)[];
  if (steps.some((s) => s === null)) throw new PgError('null_value_not_allowed', 'jsonb subscript in assignment must not be null');
  const root: JsonNode = doc === null ? (Number(firstInt) === 1 ? { t: 'arr', items: [] } : { t: 'obj', entries: [] }) : readJson(doc);
  const v: JsonNode = value === null ? { t: 'lit', v: 'null' } : readJson(value);
  return formatJsonb(assign(root, steps as string[], 0, v));
}

/** Registers pg_jsonb_assign. */
export function registerJsonbAssign(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_jsonb_assign', arity: 4, deterministic: true, call: jsonbAssign });
}
