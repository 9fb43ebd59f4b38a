import type { RuntimeHost } from './host.js';

/** The trigrams of a string in order of appearance, with which ones start and end a word. */
interface TrigramRun {
  trigrams: string[];
  wordStart: boolean[];
  wordEnd: boolean[];
}

/**
 * pg_trgm's trigrams as PostgreSQL 15 computes them in a database whose LC_CTYPE is C (pgsqlite's):
 * words are runs of ASCII letters and digits, lower-cased, padded with two spaces in front and
 * one behind; a word's trigrams are its padded form's 3-character windows, in order.
 */
function trigramRun(s: string): TrigramRun {
  const run: TrigramRun = { trigrams: [], wordStart: [], wordEnd: [] };
  const lower = s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  let word = '';
  const flush = (): void => {
    if (word === '') return;
    const padded = `  ${word} `;
    const first = run.trigrams.length;
    for (let i = 0; i + 3 <= padded.length; i++) {
      run.trigrams.push(padded.slice(i, i + 3));
      run.wordStart.push(run.trigrams.length - 1 === first);
      run.wordEnd.push(false);
    }
    run.wordEnd[run.wordEnd.length - 1] = true;
    word = '';
  };
  for (const ch of lower) {
    const c = ch.charCodeAt(0);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 122)) word += ch;
    else flush();
  }
  flush();
  return run;
}

/** A string's trigram set: its trigrams sorted (all ASCII: code-unit order is PostgreSQL's byte order) without duplicates. */
export function trigrams(s: string): string[] {
  return [...new Set(trigramRun(s).trigrams)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const ratio = (shared: number, len1: number, len2: number): number => Math.fround(shared / (len1 + len2 - shared));

/**
 * word_similarity(a, b) (strict_word_similarity with `strict`): the greatest similarity between
 * the trigram set of `a` and that of a run of consecutive trigrams of `b` (for strict, a run of
 * whole words). A run's end moves to each trigram of `b` that `a` has (each word end, strict);
 * its start then moves right while that raises the similarity, trigrams counted once each.
 */
export function wordSimilarity(a: string, b: string, strict: boolean): number {
  const needle = new Set(trigramRun(a).trigrams);
  const hay = trigramRun(b);
  const ulen1 = needle.size;
  const n = hay.trigrams.length;
  const lastPos = new Map<string, number>();
  let best = 0;
  let lower = strict ? 0 : -1;
  let ulen2 = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const t = hay.trigrams[i] as string;
    const found = needle.has(t);
    if (lower >= 0 || found) {
      if (!lastPos.has(t)) {
        ulen2++;
        if (found) count++;
      }
      lastPos.set(t, i);
    }
    if (!(strict ? hay.wordEnd[i] : found)) continue;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let cur = ratio(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let k = lower; k <= i; k++) {
      if (!strict || hay.wordStart[k]) {
        const tmp = ratio(tmpCount, ulen1, tmpUlen2);
        if (tmp > cur) {
          cur = tmp;
          ulen2 = tmpUlen2;
          lower = k;
          count = tmpCount;
        }
      }
      const tk = hay.trigrams[k] as string;
      if (lastPos.get(tk) === k) {
        tmpUlen2--;
        if (needle.has(tk)) tmpCount--;
      }
    }
    best = Math.max(best, cur);
    for (let k = prevLower; k < lower; k++) {
      const tk = hay.trigrams[k] as string;
      if (lastPos.get(tk) === k) lastPos.delete(tk);
    }
  }
  return best;
}

/** similarity(a, b): shared trigrams ÷ (trigrams of a + trigrams of b − shared), as a float4 (0 when either has none). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = new Set(trigrams(b));
  if (ta.length === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return ratio(shared, ta.length, tb.size);
}

/** pg_trgm.similarity_threshold's default (pgsqlite has no way to change it: set_limit is 0A000). */
export const SIMILARITY_THRESHOLD = Math.fround(0.3);

/** pg_trgm_similarity(a, b), pg_trgm_word_similarity(a, b, strict), pg_trgm_show(a) (a text[] in array storage). */
export function registerTrigrams(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_trgm_similarity',
    arity: 2,
    deterministic: true,
    call: (a, b) => (a === null || b === null ? null : trigramSimilarity(String(a), String(b))),
  });
  host.defineFunction({
    name: 'pg_trgm_word_similarity',
    arity: 3,
    deterministic: true,
    call: (a, b, strict) => (a === null || b === null ? null : wordSimilarity(String(a), String(b), Number(strict) === 1)),
  });
  host.defineFunction({
    name: 'pg_trgm_show',
    arity: 1,
    deterministic: true,
    call: (a) => (a === null ? null : JSON.stringify(trigrams(String(a)))),
  });
}
