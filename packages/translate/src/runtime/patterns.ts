import { PgError } from '@pgsqlite/errors';

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

/** LIKE / ILIKE with PostgreSQL's default escape character (backslash). */
export function like(s: string, pattern: string, caseInsensitive: boolean): boolean {
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

/** POSIX regular expression match (`~`, `~*`); JavaScript's engine covers PostgreSQL's common syntax. */
export function regexMatch(s: string, pattern: string, flags: string): boolean {
  const re = cached(`r${flags}\u0000${pattern}`, () => {
    try {
      return new RegExp(pattern, `${flags}u`);
    } catch (e) {
      throw new PgError('invalid_regular_expression', `invalid regular expression: ${(e as Error).message}`);
    }
  });
  return re.test(s);
}
