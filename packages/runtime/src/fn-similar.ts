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

/** similar_to_escape(pattern[, escape]): the POSIX regex PostgreSQL matches SIMILAR TO with. */
export function similarEscape(pattern: string, escape: string | null): string {
  const esc = escape === null ? ['\\'] : Array.from(escape);
  if (esc.length > 1) throw badEscape();
  const e = esc[0];
  let out = '^(?:';
  let after = false;
  let inClass = false;
  for (const ch of pattern) {
    if (after) {
      if (ch === '"' && !inClass) throw new PgError('feature_not_supported', 'SIMILAR TO with escape-double-quote is not supported by pgsqlite');
      out += `\\${ch}`;
      after = false;
    } else if (e !== undefined && ch === e) after = true;
    else if (inClass) {
      if (ch === '\\') out += '\\';
      out += ch;
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      out += ch;
      inClass = true;
    } else if (ch === '%') out += '.*';
    else if (ch === '_') out += '.';
    else if (ch === '(') out += '(?:';
    else if (ch === '\\' || ch === '.' || ch === '^' || ch === '$') out += `\\${ch}`;
    else out += ch;
  }
  return `${out})$`;
}

/** Registers like_escape / similar_to_escape. */
export function registerPatternFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_like_escape', 2, (p, e) => (p === null || e === null ? null : likeEscape(String(p), String(e))));
  def('pg_similar_escape', 1, (p) => (p === null ? null : similarEscape(String(p), null)));
  def('pg_similar_escape', 2, (p, e) => (p === null || e === null ? null : similarEscape(String(p), String(e))));
}
