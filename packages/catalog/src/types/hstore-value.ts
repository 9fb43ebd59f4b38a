import { PgError } from '@pgsqlite/errors';
import { isPgSpace } from './codec-util.js';

/**
 * hstore (contrib hstore 1.8) values. An hstore is a set of key/value pairs (keys unique, values
 * text or NULL) kept sorted as hstore keeps them: by the key's byte length, then its bytes. The
 * stored form in SQLite is the canonical text output (`"a"=>"1", "b"=>NULL`): one text per value,
 * so equal hstores have equal stored text, and it prints without conversion.
 */
export interface HstorePair {
  k: string;
  v: string | null;
}

/** UTF-8 byte length of a string (hstore orders keys by it). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** memcmp of two strings' UTF-8 bytes (code point order), as -1 / 0 / 1. */
export function compareBytes(a: string, b: string): number {
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

/** hstore's key order (comparePairs): shorter keys first, then by bytes. */
export function compareKeys(a: string, b: string): number {
  const la = utf8Length(a);
  const lb = utf8Length(b);
  if (la !== lb) return la < lb ? -1 : 1;
  return compareBytes(a, b);
}

/**
 * Sorts pairs into hstore's key order and keeps one pair per key (hstoreUniquePairs): the first
 * one given, as PostgreSQL's sort keeps equal keys in their input order for the inputs it is
 * given in practice.
 */
export function normalizePairs(pairs: readonly HstorePair[]): HstorePair[] {
  const sorted = pairs.map((p, i) => ({ p, i })).sort((x, y) => compareKeys(x.p.k, y.p.k) || x.i - y.i);
  const out: HstorePair[] = [];
  for (const { p } of sorted) if (out.length === 0 || (out[out.length - 1] as HstorePair).k !== p.k) out.push(p);
  return out;
}

const internal = (message: string): PgError => new PgError('internal_error', message);

/** The character at `i` (a whole code point) for the "Syntax error near" message, with its UTF-8 byte position. */
function syntaxError(s: string, i: number): PgError {
  const ch = String.fromCodePoint(s.codePointAt(i) as number);
  return internal(`Syntax error near "${ch}" at position ${utf8Length(s.slice(0, i))}`);
}

interface Cursor {
  s: string;
  i: number;
}

/**
 * One key or value (get_val): quoted with backslash escapes, or a bare word ended by whitespace,
 * `=` (keys) or `,` (values). Undefined at the end of the input before a word starts.
 */
function readWord(c: Cursor, isValue: boolean): { word: string; quoted: boolean } | undefined {
  const s = c.s;
  let word = '';
  let state: 'wait' | 'bare' | 'quoted' | 'escBare' | 'escQuoted' = 'wait';
  for (;;) {
    const ch = s[c.i];
    if (state === 'wait') {
      if (ch === '"') state = 'quoted';
      else if (ch === undefined) return undefined;
      else if (ch === '=' && !isValue) throw syntaxError(s, c.i);
      else if (ch === '\\') state = 'escBare';
      else if (!isPgSpace(ch)) {
        word += ch;
        state = 'bare';
      }
    } else if (state === 'bare') {
      if (ch === '\\') state = 'escBare';
      else if ((ch === '=' && !isValue) || (ch === ',' && isValue) || ch === undefined) return { word, quoted: false };
      else if (isPgSpace(ch)) {
        c.i++;
        return { word, quoted: false };
      } else word += ch;
    } else if (state === 'quoted') {
      if (ch === '\\') state = 'escQuoted';
      else if (ch === '"') {
        c.i++;
        return { word, quoted: true };
      } else if (ch === undefined) throw internal('Unexpected end of string');
      else word += ch;
    } else {
      if (ch === undefined) throw internal('Unexpected end of string');
      word += ch;
      state = state === 'escBare' ? 'bare' : 'quoted';
    }
    c.i++;
  }
}

/** Skips whitespace, then expects `=>` (WEQ / WGT). */
function readArrow(c: Cursor): void {
  const s = c.s;
  while (isPgSpace(s[c.i])) c.i++;
  if (s[c.i] === undefined) throw internal('Unexpected end of string');
  if (s[c.i] !== '=') throw syntaxError(s, c.i);
  c.i++;
  if (s[c.i] === undefined) throw internal('Unexpected end of string');
  if (s[c.i] !== '>') throw syntaxError(s, c.i);
  c.i++;
}

/** hstore_in's parser: the pairs as written, not yet sorted (parse_hstore). */
export function parseHstorePairs(text: string): HstorePair[] {
  const c: Cursor = { s: text, i: 0 };
  const pairs: HstorePair[] = [];
  for (;;) {
    const key = readWord(c, false);
    if (key === undefined) return pairs;
    readArrow(c);
    const val = readWord(c, true);
    if (val === undefined) throw internal('Unexpected end of string');
    const isNull = !val.quoted && val.word.length === 4 && val.word.toLowerCase() === 'null';
    pairs.push({ k: key.word, v: isNull ? null : val.word });
    // WDEL: whitespace, then ',' or the end
    for (;;) {
      const ch = text[c.i];
      if (ch === undefined) return pairs;
      c.i++;
      if (ch === ',') break;
      if (!isPgSpace(ch)) throw syntaxError(text, c.i - 1);
    }
  }
}

/** hstore_in: text input to its normalized pairs. */
export function parseHstore(text: string): HstorePair[] {
  return normalizePairs(parseHstorePairs(text));
}

const quote = (s: string): string => {
  let out = '"';
  for (const ch of s) out += ch === '"' || ch === '\\' ? `\\${ch}` : ch;
  return `${out}"`;
};

/** hstore_out: `"k"=>"v", "k2"=>NULL` (pairs already normalized). */
export function hstoreText(pairs: readonly HstorePair[]): string {
  return pairs.map((p) => `${quote(p.k)}=>${p.v === null ? 'NULL' : quote(p.v)}`).join(', ');
}

/** Reads a stored (canonical) hstore back into its pairs. */
export function storedPairs(stored: string): HstorePair[] {
  return stored === '' ? [] : parseHstorePairs(stored);
}

/** The value as a Map (key → value or null), preserving hstore's order. */
export function pairMap(pairs: readonly HstorePair[]): Map<string, string | null> {
  return new Map(pairs.map((p) => [p.k, p.v]));
}
