import type { SqlValue } from './host.js';
import { arrayBody } from './array-tree.js';
import { readJson } from './json-ops.js';
import { jsonMemberText, jsonTextAt } from './json-items.js';

/*
 * The json type's -> ->> #> #>>: unlike jsonb, json keeps its text as written, so a member comes
 * back with its own spacing, number spelling and duplicate keys ('{"b" :  1.50}').
 */

/** json's `doc -> key` / `->>`: the member's own text (spacing, duplicate keys kept). */
export function jsonTextGet(doc: SqlValue, key: SqlValue, text: SqlValue): SqlValue {
  readJson(doc);
  const hit = jsonTextAt(String(doc), [typeof key === 'string' ? key : Number(key)]);
  if (hit === undefined) return null;
  return Number(text) === 1 ? jsonMemberText(hit) : hit;
}

/** json's `doc #> path` / `#>>`: a step into an array must be an integer, else no member. */
export function jsonTextPath(doc: SqlValue, path: SqlValue, text: SqlValue): SqlValue {
  readJson(doc);
  const raw = String(doc);
  const steps: (string | number)[] = [];
  let probe = raw.trim();
  for (const p of JSON.parse(arrayBody(path)) as (string | null)[]) {
    if (p === null) return null;
    const inArray = probe.startsWith('[');
    if (inArray && !/^-?\d+$/.test(p)) return null;
    steps.push(inArray ? Number(p) : p);
    const next = jsonTextAt(probe, [steps[steps.length - 1] as string | number]);
    if (next === undefined) return null;
    probe = next;
  }
  return Number(text) === 1 ? jsonMemberText(probe) : probe;
}
