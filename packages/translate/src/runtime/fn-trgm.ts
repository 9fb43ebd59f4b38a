import type { RuntimeHost } from './host.js';

/**
 * pg_trgm's trigrams as PostgreSQL 15 computes them in a database whose LC_CTYPE is C (pgsqlite's):
 * words are runs of ASCII letters and digits, lower-cased, padded with two spaces in front and
 * one behind; a word's trigrams are its padded form's 3-character windows; a string's trigram set
 * is all of them, sorted and without duplicates.
 */
export function trigrams(s: string): string[] {
  const out = new Set<string>();
  const lower = s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  let word = '';
  const flush = (): void => {
    if (word === '') return;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
    word = '';
  };
  for (const ch of lower) {
    const c = ch.charCodeAt(0);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 122)) word += ch;
    else flush();
  }
  flush();
  // all ASCII: code-unit order is PostgreSQL's byte order
  return [...out].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** similarity(a, b): shared trigrams ÷ (trigrams of a + trigrams of b − shared), as a float4 (0 when either has none). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = new Set(trigrams(b));
  if (ta.length === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return Math.fround(shared / (ta.length + tb.size - shared));
}

/** pg_trgm.similarity_threshold's default (pgsqlite has no way to change it: set_limit is 0A000). */
export const SIMILARITY_THRESHOLD = Math.fround(0.3);

/** pg_trgm_similarity(a, b), pg_trgm_show(a) (a text[] in array storage). */
export function registerTrigrams(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_trgm_similarity',
    arity: 2,
    deterministic: true,
    call: (a, b) => (a === null || b === null ? null : trigramSimilarity(String(a), String(b))),
  });
  host.defineFunction({
    name: 'pg_trgm_show',
    arity: 1,
    deterministic: true,
    call: (a) => (a === null ? null : JSON.stringify(trigrams(String(a)))),
  });
}
