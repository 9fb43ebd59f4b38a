import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';

/** LIKE … ESCAPE and SIMILAR TO pattern conversions (like_match.c do_like_escape, regexp.c similar_escape_internal). */

const badEscape = (): PgError => new PgError('invalid_escape_sequence', 'invalid escape string', { hint: 'Escape string must be empty or one character.' });

/** like_escape(pattern, escape): the pattern rewritten to use backslash as its escape. */
export function likeEscape(pattern: string, escape: string): string {
  const esc = Array.from(escape);
  if (esc.length > 1) throw badEscape();
  if (esc.length === 0) return pattern.split('\\').join('\\\\');
  const e = esc[0] as string;
  if (e === '\\') return pattern;
  let out = '';
  let after = false;
  for (const ch of pattern) {
    if (ch === e && !after) {
      out += '\\';
      after = true;
    } else if (ch === '\\') {
      out += after ? '\\' : '\\\\';
      after = false;
    } else {
      out += ch;
      after = false;
    }
  }
  return out;
}

/**
 * similar_to_escape(pattern[, escape]): the regex PostgreSQL matches SIMILAR TO with. Up to two
 * escape-double-quote separators split the pattern into three parts, emitted as
 * `^(?:part1){1,1}?(part2){1,1}(?:part3)$`: part 2 is the one capturing group (what SUBSTRING
 * returns). PostgreSQL's engine makes all of part 1 non-greedy through `{1,1}?`; the engine here
 * gives a lazy group's inner quantifiers their own greediness, so for matching (`forMatching`:
 * SIMILAR TO, SUBSTRING … SIMILAR) part 1's quantifiers are made lazy themselves: the shortest
 * part 1, then the longest part 2, as SQL requires. similar_to_escape() shows PostgreSQL's text.
 */
export function similarEscape(pattern: string, escape: string | null, forMatching = false): string {
  const esc = escape === null ? ['\\'] : Array.from(escape);
  if (esc.length > 1) throw badEscape();
  const e = esc[0];
  let out = '^(?:';
  let after = false;
  let inClass = false;
  let quotes = 0;
  // Output offsets just after each quantifier of part 1, made lazy when a separator follows.
  const quantifiers: number[] = [];
  for (const ch of pattern) {
    if (after) {
      after = false;
      if (ch === '"' && !inClass) {
        if (quotes === 0) out = (forMatching ? lazify(out, quantifiers) : out) + '){1,1}?(';
        else if (quotes === 1) out += '){1,1}(?:';
        else throw new PgError('invalid_use_of_escape_character', 'SQL regular expression may not contain more than two escape-double-quote separators');
        quotes++;
        continue;
      }
      out += `\\${ch}`;
    } else if (e !== undefined && ch === e) after = true;
    else if (inClass) {
      if (ch === '\\') out += '\\';
      out += ch;
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      out += ch;
      inClass = true;
    } else if (ch === '%') {
      out += '.*';
      quantifiers.push(out.length);
    } else if (ch === '_') out += '.';
    else if (ch === '(') out += '(?:';
    else if (ch === '\\' || ch === '.' || ch === '^' || ch === '$') out += `\\${ch}`;
    else {
      out += ch;
      // A `?` right after a quantifier makes that one lazy already: no second mark.
      if ((ch === '*' || ch === '+' || ch === '?' || ch === '}') && quantifiers.at(-1) !== out.length - 1) quantifiers.push(out.length);
    }
  }
  return `${out})$`;
}

/** `out` with `?` after each quantifier ending at the given offsets (one already followed by `?` is lazy). */
function lazify(out: string, at: readonly number[]): string {
  let res = '';
  let from = 0;
  for (const i of at) {
    if (out[i] === '?') continue;
    res += out.slice(from, i) + '?';
    from = i;
  }
  return res + out.slice(from);
}

/** Registers like_escape / similar_to_escape, and pg_similar_regex (the form SIMILAR TO matches with). */
export function registerPatternFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_like_escape', 2, (p, e) => (p === null || e === null ? null : likeEscape(String(p), String(e))));
  def('pg_similar_escape', 1, (p) => (p === null ? null : similarEscape(String(p), null)));
  def('pg_similar_escape', 2, (p, e) => (p === null || e === null ? null : similarEscape(String(p), String(e))));
  def('pg_similar_regex', 1, (p) => (p === null ? null : similarEscape(String(p), null, true)));
  def('pg_similar_regex', 2, (p, e) => (p === null || e === null ? null : similarEscape(String(p), String(e), true)));
}
