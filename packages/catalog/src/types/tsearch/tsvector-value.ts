import { PgError } from '@pgsqlite/errors';
import { utf8Encode } from '../utf8.js';

/**
 * tsvector values: a sorted list of distinct lexemes, each with an optional sorted list of
 * positions (1..16383) and weights (A=3, B=2, C=1, D=0). Text input follows tsvectorin (quoted
 * lexemes with '' and backslash escapes, `:1A,2` position lists); output follows tsvectorout.
 */

/** One position: 1..16383 and a weight 0 (D) … 3 (A). */
export interface TsPos {
  pos: number;
  weight: number;
}

/** One lexeme and its positions (empty: stripped). */
export interface TsLexeme {
  word: string;
  positions: TsPos[];
}

/** Positions above this are clamped (MAXENTRYPOS - 1). */
export const TS_MAX_POS = 16383;
/** At most this many positions per lexeme. */
export const TS_MAX_NUMPOS = 256;
/** Longest lexeme in bytes + 1. */
export const TS_MAX_STRLEN = 2048;
/** Largest total lexeme storage in bytes. */
export const TS_MAX_STRPOS = (1 << 20) - 1;

/** Byte length of `s` in UTF-8. */
export function utf8Length(s: string): number {
  return utf8Encode(s).length;
}

/** PostgreSQL's tsCompareString: bytewise (code point) order, shorter first on a common prefix. */
export function compareLexemes(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/** uniquePos: positions sorted, equal positions merged keeping the highest weight, at most 256. */
export function uniquePositions(list: readonly TsPos[]): TsPos[] {
  if (list.length <= 1) return list.map((p) => ({ ...p }));
  const sorted = [...list].sort((a, b) => a.pos - b.pos);
  const out: TsPos[] = [{ ...(sorted[0] as TsPos) }];
  for (let i = 1; i < sorted.length; i++) {
    const p = sorted[i] as TsPos;
    const last = out[out.length - 1] as TsPos;
    if (p.pos !== last.pos) {
      out.push({ ...p });
      if (out.length >= TS_MAX_NUMPOS - 1 || p.pos === TS_MAX_POS) break;
    } else if (p.weight > last.weight) last.weight = p.weight;
  }
  return out;
}

/** Sorts lexemes and merges duplicates (uniqueentry). */
export function normalizeLexemes(list: readonly TsLexeme[]): TsLexeme[] {
  const sorted = [...list].sort((a, b) => compareLexemes(a.word, b.word));
  const out: TsLexeme[] = [];
  for (const l of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && last.word === l.word) {
      last.positions.push(...l.positions);
      continue;
    }
    out.push({ word: l.word, positions: [...l.positions] });
  }
  for (const l of out) l.positions = uniquePositions(l.positions);
  return out;
}

function syntaxError(text: string): PgError {
  return new PgError('syntax_error', `syntax error in tsvector: "${text}"`);
}

const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** A word read by the tsvector token reader: its text, positions, and where reading stopped. */
interface Token {
  word: string;
  positions: TsPos[] | undefined;
  end: number;
}

/** Reads one lexeme with its position list from `text` at `start` (gettoken_tsvector, tsvector mode). */
function readToken(text: string, start: number, err: () => PgError): Token | undefined {
  let i = start;
  while (i < text.length && isSpace(text[i] as string)) i++;
  if (i >= text.length) return undefined;
  let word = '';
  const escaped = (): void => {
    if (i + 1 >= text.length) throw new PgError('syntax_error', `there is no escaped character: "${text}"`);
    const cp = text.codePointAt(i + 1) as number;
    word += String.fromCodePoint(cp);
    i += cp > 0xffff ? 3 : 2;
  };
  if (text[i] === "'") {
    i++;
    for (;;) {
      if (i >= text.length) throw err();
      const c = text[i] as string;
      if (c === '\\') { escaped(); continue; }
      if (c === "'") {
        if (text[i + 1] === "'") { word += "'"; i += 2; continue; }
        i++;
        break;
      }
      word += c;
      i++;
    }
    if (word === '') throw err();
    if (text[i] !== ':') return { word, positions: undefined, end: i };
  } else {
    for (;;) {
      const c = text[i];
      if (c === '\\') { escaped(); continue; }
      if (c === undefined || isSpace(c)) return { word, positions: undefined, end: i };
      if (c === ':') { if (word === '') throw err(); break; }
      word += c;
      i++;
    }
  }
  i++; // the ':'
  const positions: TsPos[] = [];
  for (;;) {
    if (!isDigit(text[i])) throw err();
    let j = i;
    while (isDigit(text[j])) j++;
    const n = Number.parseInt(text.slice(i, j), 10);
    const pos = n >= TS_MAX_POS + 1 ? TS_MAX_POS : n;
    if (pos === 0) throw new PgError('syntax_error', `wrong position info in tsvector: "${text}"`);
    const p: TsPos = { pos, weight: 0 };
    positions.push(p);
    i = j;
    for (;;) {
      const c = text[i];
      if (c === ',') { i++; break; }
      if (c === undefined || isSpace(c)) return { word, positions, end: i };
      const w = WEIGHT_LETTERS[c];
      // a weight after a weight other than D is an error; digits after a weight are skipped
      if (w === undefined) {
        if (isDigit(c)) { i++; continue; }
        throw err();
      }
      if (p.weight !== 0) throw err();
      p.weight = w;
      i++;
    }
  }
}

const WEIGHT_LETTERS: Record<string, number> = { a: 3, A: 3, '*': 3, b: 2, B: 2, c: 1, C: 1, d: 0, D: 0 };

/** tsvectorin: text → lexemes (sorted, merged). */
export function parseTsvector(text: string): TsLexeme[] {
  const out: TsLexeme[] = [];
  let i = 0;
  let total = 0;
  for (;;) {
    const t = readToken(text, i, () => syntaxError(text));
    if (t === undefined) break;
    const bytes = utf8Length(t.word);
    if (bytes >= TS_MAX_STRLEN) throw new PgError('program_limit_exceeded', `word is too long (${bytes} bytes, max ${TS_MAX_STRLEN - 1} bytes)`);
    total += bytes;
    if (total > TS_MAX_STRPOS) throw new PgError('program_limit_exceeded', `string is too long for tsvector (${total} bytes, max ${TS_MAX_STRPOS} bytes)`);
    out.push({ word: t.word, positions: t.positions ?? [] });
    i = t.end;
  }
  return normalizeLexemes(out);
}

const WEIGHT_CHARS = ['', 'C', 'B', 'A'];

/** A lexeme quoted as tsvectorout and tsqueryout print it. */
export function quoteLexeme(word: string): string {
  let s = "'";
  for (const c of word) s += c === "'" ? "''" : c === '\\' ? '\\\\' : c;
  return `${s}'`;
}

/** tsvectorout. */
export function formatTsvector(list: readonly TsLexeme[]): string {
  return list
    .map((l) => {
      const q = quoteLexeme(l.word);
      if (l.positions.length === 0) return q;
      return `${q}:${l.positions.map((p) => `${p.pos}${WEIGHT_CHARS[p.weight]}`).join(',')}`;
    })
    .join(' ');
}
