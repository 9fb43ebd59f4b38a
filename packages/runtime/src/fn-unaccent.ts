import type { RuntimeHost } from './host.js';
import { UNACCENT_RULES } from './unaccent-rules.js';

let table: Map<string, string> | undefined;

function rules(): Map<string, string> {
  if (!table) {
    table = new Map();
    for (const line of UNACCENT_RULES.split('\n')) {
      const tab = line.indexOf('\t');
      table.set(line.slice(0, tab), line.slice(tab + 1));
    }
  }
  return table;
}

/** unaccent(text) with the default dictionary: each character with a rule becomes its target (every rule has one character). */
export function unaccent(s: string): string {
  const r = rules();
  let out = '';
  for (const ch of s) out += r.get(ch) ?? ch;
  return out;
}

/** pg_unaccent(text). */
export function registerUnaccent(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_unaccent', arity: 1, deterministic: true, call: (s) => (s === null ? null : unaccent(String(s))) });
}
