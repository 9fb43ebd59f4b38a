import { PgError } from '@pgsqlite/errors';
import { compileRegex } from './fn-regex.js';

const cache = new Map<string, RegExp>();

function cached(key: string, build: () => RegExp): RegExp {
  let re = cache.get(key);
  if (!re) {
    if (cache.size > 500) cache.clear();
    re = build();
    cache.set(key, re);
  }
  return re;
}

function escapeRegex(ch: string): string {
  return '\\^$.*+?()[]{}|/-'.includes(ch) ? `\\${ch}` : ch;
}

/** lower() under the C locale: ASCII letters only. */
function asciiLower(s: string): string {
  let out = '';
  for (const ch of s) out += ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch;
  return out;
}

/** LIKE / ILIKE with PostgreSQL's default escape character (backslash); ILIKE folds ASCII only (C locale). */
export function like(s: string, pattern: string, caseInsensitive: boolean): boolean {
  if (caseInsensitive) return likeCase(asciiLower(s), asciiLower(pattern));
  return likeCase(s, pattern);
}

function likeCase(s: string, pattern: string): boolean {
  const caseInsensitive = false;
  const re = cached(`${caseInsensitive ? 'i' : 'c'}${pattern}`, () => {
    let src = '^';
    const chars = Array.from(pattern);
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i] as string;
      if (ch === '\\') {
        const next = chars[++i];
        if (next === undefined) throw new PgError('invalid_escape_sequence', 'LIKE pattern must not end with escape character');
        src += escapeRegex(next);
      } else if (ch === '%') src += '[\\s\\S]*';
      else if (ch === '_') src += '[\\s\\S]';
      else src += escapeRegex(ch);
    }
    return new RegExp(`${src}$`, caseInsensitive ? 'iu' : 'u');
  });
  return re.test(s);
}

/** POSIX regular expression match (`~`, `~*`): PostgreSQL's ARE through fn-regex's translation. */
export function regexMatch(s: string, pattern: string, flags: string): boolean {
  const { re } = compileRegex(pattern, flags, 'regex');
  re.lastIndex = 0;
  return re.test(s);
}
