import { PgError } from '@pgsqlite/errors';
import { formatJsonb, type JsonNode } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';
import { readJson } from './json-ops.js';

/** A top-level member of a json document as written: the key and the value's own text. */
type Slice = { key: string | null; text: string };

const WS = ' \t\n\r';

function skipWs(s: string, i: number): number {
  while (i < s.length && WS.includes(s[i] as string)) i++;
  return i;
}

function stringEnd(s: string, i: number): number {
  let j = i + 1;
  while (j < s.length && s[j] !== '"') j += s[j] === '\\' ? 2 : 1;
  return j + 1;
}

function valueEnd(s: string, i: number): number {
  const c = s[i];
  if (c === '"') return stringEnd(s, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    let j = i;
    while (j < s.length) {
      const d = s[j];
      if (d === '"') {
        j = stringEnd(s, j);
        continue;
      }
      if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
      j++;
    }
    return j;
  }
  let j = i;
  while (j < s.length && !',}] \t\n\r'.includes(s[j] as string)) j++;
  return j;
}

/** The members of a (valid) json text's top-level object or array, with their original text. */
function scan(s: string): { kind: 'obj' | 'arr' | 'scalar'; slices: Slice[] } {
  let i = skipWs(s, 0);
  const open = s[i];
  if (open !== '{' && open !== '[') return { kind: 'scalar', slices: [] };
  const slices: Slice[] = [];
  i = skipWs(s, i + 1);
  while (i < s.length && s[i] !== '}' && s[i] !== ']') {
    let key: string | null = null;
    if (open === '{') {
      const end = stringEnd(s, i);
      key = JSON.parse(s.slice(i, end)) as string;
      i = skipWs(s, skipWs(s, end) + 1);
    }
    const end = valueEnd(s, i);
    slices.push({ key, text: s.slice(i, end) });
    i = skipWs(s, end);
    if (s[i] === ',') i = skipWs(s, i + 1);
  }
  return { kind: open === '{' ? 'obj' : 'arr', slices };
}

function nodeSlices(n: JsonNode): { kind: 'obj' | 'arr' | 'scalar'; nodes: [string | null, JsonNode][] } {
  if (n.t === 'obj') return { kind: 'obj', nodes: n.entries };
  if (n.t === 'arr') return { kind: 'arr', nodes: n.items.map((v) => [null, v]) };
  return { kind: 'scalar', nodes: [] };
}

function textOf(text: string): string | null {
  if (text === 'null') return null;
  return text.startsWith('"') ? (JSON.parse(text) as string) : text;
}

const bad = (msg: string): PgError => new PgError('invalid_parameter_value', msg);

/**
 * The rows of json(b)_each(_text), json(b)_array_elements(_text) and json(b)_object_keys as a
 * JSON array of {"k": key, "v": value text} for json_each to walk (json keeps its members' text
 * and duplicate keys; jsonb prints them normalized).
 */
export function jsonItems(doc: SqlValue, fn: string): string | null {
  if (doc === null) return null;
  const jsonb = fn.startsWith('jsonb');
  const what = fn.slice(jsonb ? 6 : 5);
  const text = what.endsWith('_text');
  const raw = String(doc);
  const parts = jsonb
    ? (() => {
        const r = nodeSlices(readJson(raw));
        return { kind: r.kind, slices: r.nodes.map(([key, v]) => ({ key, text: formatJsonb(v) })) };
      })()
    : scan(raw);
  if (what.startsWith('array_elements')) {
    if (parts.kind !== 'arr') throw bad(`cannot extract elements from ${parts.kind === 'obj' ? 'an object' : 'a scalar'}`);
  } else if (what === 'object_keys') {
    if (parts.kind !== 'obj') throw bad(`cannot call ${fn} on ${parts.kind === 'arr' ? 'an array' : 'a scalar'}`);
  } else if (parts.kind !== 'obj') throw bad(`cannot call ${fn} on a non-object`);
  return JSON.stringify(parts.slices.map((p) => ({ k: p.key, v: text ? textOf(p.text) : p.text })));
}
