import { formatNumeric, parseNumeric, quoteJsonString } from '@pgsqlite/catalog';
import { pairsOf } from './hstore-ops.js';

/** A JSON number as the json lexer accepts it (IsValidJsonNumber): hstore_to_json_loose's test. */
function isJsonNumber(s: string): boolean {
  let i = 0;
  const digits = (): number => {
    const start = i;
    while (i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    return i - start;
  };
  if (s[i] === '-') i++;
  if (s[i] === '0') i++;
  else if (digits() === 0) return false;
  if (s[i] === '.') {
    i++;
    if (digits() === 0) return false;
  }
  if (s[i] === 'e' || s[i] === 'E') {
    i++;
    if (s[i] === '+' || s[i] === '-') i++;
    if (digits() === 0) return false;
  }
  return i === s.length;
}

/**
 * hstore_to_json / hstore_to_jsonb and their _loose forms: `{"k": "v", "n": null}` in hstore's
 * key order (also jsonb's). Loose: `t` / `f` become booleans and JSON numbers numbers (jsonb
 * prints them as numeric does: 1e2 → 100).
 */
export function hstoreToJson(h: string, jsonb: boolean, loose: boolean): string {
  const parts = pairsOf(h).map((p) => {
    let v: string;
    if (p.v === null) v = 'null';
    else if (loose && p.v === 't') v = 'true';
    else if (loose && p.v === 'f') v = 'false';
    else if (loose && isJsonNumber(p.v)) v = jsonb ? formatNumeric(parseNumeric(p.v)) : p.v;
    else v = quoteJsonString(p.v);
    return `${quoteJsonString(p.k)}: ${v}`;
  });
  return `{${parts.join(', ')}}`;
}
