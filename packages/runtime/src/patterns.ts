import { compileRegex } from './fn-regex.js';
import { likeMatch } from './like-match.js';

/** lower() under the C locale: ASCII letters only. */
function asciiLower(s: string): string {
  return /[A-Z]/.test(s) ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s;
}

/** LIKE / ILIKE with PostgreSQL's default escape character (backslash); ILIKE folds ASCII only (C locale). */
export function like(s: string, pattern: string, caseInsensitive: boolean): boolean {
  if (caseInsensitive) return likeMatch(asciiLower(s), asciiLower(pattern));
  return likeMatch(s, pattern);
}

/** POSIX regular expression match (`~`, `~*`): PostgreSQL's ARE through fn-regex's translation. */
export function regexMatch(s: string, pattern: string, flags: string): boolean {
  return compileRegex(pattern, flags, 'regex').program.test(s);
}
