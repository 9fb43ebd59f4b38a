import { type TsLexeme, type TsQuery, TS_MAX_POS, compareLexemes, normalizeLexemes, utf8Length } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { findLexeme } from './ts-match.js';
import { utf8 } from './ts-query-key.js';

/** The tsvector and tsquery functions and operators other than matching and ranking. */

const WEIGHTS: Record<string, number> = { a: 3, A: 3, b: 2, B: 2, c: 1, C: 1, d: 0, D: 0 };

/** A weight letter: 3 (A) … 0 (D). */
export function weightOf(c: string): number {
  const w = WEIGHTS[c];
  if (w === undefined) throw new PgError('invalid_parameter_value', `unrecognized weight: "${c}"`);
  return w;
}

/** setweight(v, w[, lexemes]). */
export function setweight(v: readonly TsLexeme[], w: number, only?: readonly (string | null)[]): TsLexeme[] {
  const set = only === undefined ? undefined : new Set(only.filter((x): x is string => x !== null));
  return v.map((l) => (set === undefined || set.has(l.word) ? { word: l.word, positions: l.positions.map((p) => ({ pos: p.pos, weight: w })) } : l));
}

/** strip(v). */
export function strip(v: readonly TsLexeme[]): TsLexeme[] {
  return v.map((l) => ({ word: l.word, positions: [] }));
}

/** tsvector || tsvector: the right side's positions shifted past the left side's last one. */
export function concat(a: readonly TsLexeme[], b: readonly TsLexeme[]): TsLexeme[] {
  let maxpos = 0;
  for (const l of a) for (const p of l.positions) if (p.pos > maxpos) maxpos = p.pos;
  const out = new Map<string, TsLexeme>();
  for (const l of a) out.set(l.word, { word: l.word, positions: l.positions.map((p) => ({ ...p })) });
  for (const l of b) {
    const cur = out.get(l.word) ?? { word: l.word, positions: [] };
    out.set(l.word, cur);
    const dest = cur.positions;
    for (const p of l.positions) {
      if (dest.length >= 256 || (dest.length > 0 && (dest[dest.length - 1]?.pos ?? 0) === TS_MAX_POS)) break;
      dest.push({ pos: Math.min(p.pos + maxpos, TS_MAX_POS), weight: p.weight });
    }
  }
  return [...out.values()].sort((x, y) => compareLexemes(x.word, y.word));
}

/** ts_delete(v, lexemes). */
export function tsDelete(v: readonly TsLexeme[], words: readonly (string | null)[]): TsLexeme[] {
  const set = new Set(words.filter((x): x is string => x !== null));
  return v.filter((l) => !set.has(l.word));
}

/** ts_filter(v, weights). */
export function tsFilter(v: readonly TsLexeme[], weights: readonly (string | null)[]): TsLexeme[] {
  let mask = 0;
  for (const w of weights) {
    if (w === null) throw new PgError('null_value_not_allowed', 'weight array may not contain nulls');
    mask |= 1 << weightOf(w);
  }
  const out: TsLexeme[] = [];
  for (const l of v) {
    const positions = l.positions.filter((p) => (mask & (1 << p.weight)) !== 0);
    if (positions.length > 0) out.push({ word: l.word, positions });
  }
  return out;
}

/** array_to_tsvector(text[]). */
export function arrayToTsvector(words: readonly (string | null)[]): TsLexeme[] {
  return normalizeLexemes(
    words.map((w) => {
      if (w === null) throw new PgError('null_value_not_allowed', 'lexeme array may not contain nulls');
      if (w === '') throw new PgError('zero_length_character_string', 'lexeme array may not contain empty strings');
      return { word: w, positions: [] };
    }),
  );
}

/** The size tsvector_cmp compares first (the value's varlena size). */
function tsvectorSize(v: readonly TsLexeme[]): number {
  let len = 0;
  for (const l of v) {
    len += utf8Length(l.word);
    if (l.positions.length > 0) len = len + (len % 2) + 2 + 2 * l.positions.length;
  }
  return 8 + 4 * v.length + len;
}

/** tsvector_cmp (silly_cmp_tsvector). */
export function tsvectorCmp(a: readonly TsLexeme[], b: readonly TsLexeme[]): number {
  const sa = tsvectorSize(a);
  const sb = tsvectorSize(b);
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as TsLexeme;
    const y = b[i] as TsLexeme;
    const hx = x.positions.length > 0;
    const hy = y.positions.length > 0;
    if (hx !== hy) return hx ? -1 : 1;
    const c = compareLexemes(x.word, y.word);
    if (c !== 0) return c;
    if (x.positions.length !== y.positions.length) return x.positions.length > y.positions.length ? -1 : 1;
    for (let j = 0; j < x.positions.length; j++) {
      const p = x.positions[j] as { pos: number; weight: number };
      const q = y.positions[j] as { pos: number; weight: number };
      if (p.pos !== q.pos) return p.pos > q.pos ? -1 : 1;
      if (p.weight !== q.weight) return p.weight > q.weight ? -1 : 1;
    }
  }
  return 0;
}

/** Whether the vector holds `word` (for tests of ts_delete and friends). */
export function hasLexeme(v: readonly TsLexeme[], word: string): boolean {
  return findLexeme(v, word) >= 0;
}

/** q1 && q2, q1 || q2: an empty side yields the other. */
export function tsqueryBinary(kind: 'and' | 'or', a: TsQuery | null, b: TsQuery | null): TsQuery | null {
  if (a === null) return b;
  if (b === null) return a;
  return { kind, left: a, right: b };
}

/** tsquery_phrase(a, b, distance). */
export function tsqueryPhrase(a: TsQuery | null, b: TsQuery | null, distance: number): TsQuery | null {
  if (distance < 0 || distance > TS_MAX_POS + 1) throw new PgError('invalid_parameter_value', `distance in phrase operator must be an integer value between zero and ${TS_MAX_POS + 1} inclusive`);
  if (a === null) return b;
  if (b === null) return a;
  return { kind: 'phrase', left: a, right: b, distance };
}

/** numnode(q). */
export function numnode(q: TsQuery | null): number {
  if (q === null) return 0;
  if (q.kind === 'val') return 1;
  if (q.kind === 'not') return 1 + numnode(q.arg);
  return 1 + numnode(q.left) + numnode(q.right);
}

/** clean_NOT: the query without its negations (querytree). */
export function withoutNot(q: TsQuery): TsQuery | null {
  if (q.kind === 'val') return q;
  if (q.kind === 'not') return null;
  const l = withoutNot(q.left);
  const r = withoutNot(q.right);
  if (q.kind === 'or') return l === null || r === null ? null : { ...q, left: l, right: r };
  if (l === null) return r;
  if (r === null) return l;
  return { ...q, left: l, right: r };
}

/** The operand lexemes of a query. */
export function operandWords(q: TsQuery | null, out: Set<string> = new Set()): Set<string> {
  if (q === null) return out;
  if (q.kind === 'val') out.add(q.word);
  else if (q.kind === 'not') operandWords(q.arg, out);
  else {
    operandWords(q.left, out);
    operandWords(q.right, out);
  }
  return out;
}

/** a @> b: every operand of b is an operand of a. */
export function tsqueryContains(a: TsQuery | null, b: TsQuery | null): boolean {
  const wa = operandWords(a);
  for (const w of operandWords(b)) if (!wa.has(w)) return false;
  return true;
}

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

/** A text key whose byte order is tsvector_cmp's order (size, count, then lexeme by lexeme). */
export function tsvectorSortKey(v: readonly TsLexeme[]): string {
  let key = hex(tsvectorSize(v), 8) + hex(v.length, 8);
  for (const l of v) {
    const has = l.positions.length > 0;
    key += has ? '0' : '1';
    for (const b of utf8(l.word)) key += hex(b + 1, 3);
    key += '000';
    if (!has) continue;
    key += hex(0xffff - l.positions.length, 4);
    for (const p of l.positions) key += hex(0xffff - p.pos, 4) + String(9 - p.weight);
  }
  return key;
}
