import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';

/**
 * PostgreSQL's regexp_* functions over JavaScript's engine. PostgreSQL's ARE syntax is mostly
 * JavaScript's; the differences that matter for common patterns are bridged here: `.` matches a
 * newline unless the n/m flag is given, POSIX bracket classes, `\m \M \y \A \Z`, and `\1`/`\&`
 * in replacements.
 */

const CLASSES: Record<string, string> = {
  alpha: 'a-zA-Z',
  digit: '0-9',
  alnum: 'a-zA-Z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ' \\t\\n\\r\\f\\v',
  blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9A-Fa-f',
  word: '\\w',
  cntrl: '\\x00-\\x1f\\x7f',
  print: ' -~',
  graph: '!-~',
};

const isUpper = (c: string): boolean => c >= 'A' && c <= 'Z';
const isLower = (c: string): boolean => c >= 'a' && c <= 'z';
const swapCase = (c: string): string => (isUpper(c) ? c.toLowerCase() : isLower(c) ? c.toUpperCase() : c);

/**
 * Case-insensitive matching as PostgreSQL's regex under the C locale: only ASCII letters fold
 * (JavaScript's `i` flag would fold every script). Letters become `[xX]`, bracket members and
 * ranges gain their other case.
 */
function asciiFold(src: string): string {
  let out = '';
  let inBracket = false;
  const a = Array.from(src);
  for (let i = 0; i < a.length; i++) {
    const ch = a[i] as string;
    if (ch === '\\') {
      out += ch + (a[++i] ?? '');
      continue;
    }
    if (inBracket) {
      if (ch === ']') inBracket = false;
      else if (a[i + 1] === '-' && a[i + 2] !== undefined && a[i + 2] !== ']') {
        const hi = a[i + 2] as string;
        out += `${ch}-${hi}`;
        if ((isLower(ch) && isLower(hi)) || (isUpper(ch) && isUpper(hi))) out += `${swapCase(ch)}-${swapCase(hi)}`;
        i += 2;
        continue;
      } else if (swapCase(ch) !== ch) {
        out += ch + swapCase(ch);
        continue;
      }
      out += ch;
      continue;
    }
    if (ch === '[') {
      inBracket = true;
      out += ch;
      if (a[i + 1] === '^') out += a[++i];
      if (a[i + 1] === ']') out += a[++i];
      continue;
    }
    if (ch === '(' && a[i + 1] === '?') {
      out += '(?';
      i++;
      while (a[i + 1] === '<' || a[i + 1] === '=' || a[i + 1] === '!' || a[i + 1] === ':') out += a[++i];
      continue;
    }
    if (ch === '{') {
      while (i < a.length && a[i] !== '}') out += a[i++];
      out += a[i] ?? '';
      continue;
    }
    out += swapCase(ch) !== ch ? `[${ch}${swapCase(ch)}]` : ch;
  }
  return out;
}

/** The embedded options `(?xyz)` an ARE may start with, and the rest of the pattern. */
export function embeddedOptions(pattern: string): [string, string] {
  if (!pattern.startsWith('(?')) return ['', pattern];
  let i = 2;
  while (i < pattern.length && isLower(pattern[i] as string)) i++;
  if (i === 2 || pattern[i] !== ')') return ['', pattern];
  return [pattern.slice(2, i), pattern.slice(i + 1)];
}

function convertPattern(p: string): string {
  let out = '';
  let inBracket = false;
  const a = Array.from(p);
  for (let i = 0; i < a.length; i++) {
    const ch = a[i] as string;
    if (inBracket) {
      if (ch === '[' && a[i + 1] === ':') {
        const rest = a.slice(i + 2).join('');
        const close = rest.indexOf(':]');
        const cls = close >= 0 ? CLASSES[rest.slice(0, close)] : undefined;
        if (cls !== undefined) {
          out += cls;
          i += 2 + close + 1;
          continue;
        }
      }
      if (ch === '\\') {
        out += ch + (a[++i] ?? '');
        continue;
      }
      if (ch === ']' && !out.endsWith('[') && !out.endsWith('[^')) inBracket = false;
      out += ch === '[' ? '\\[' : ch;
      continue;
    }
    if (ch === '[') {
      inBracket = true;
      out += ch;
      if (a[i + 1] === '^') out += a[++i];
      if (a[i + 1] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (ch === '\\') {
      const n = a[++i] ?? '';
      if (n === 'y') out += '\\b';
      else if (n === 'm') out += '\\b(?=\\w)';
      else if (n === 'M') out += '\\b(?<=\\w)';
      else if (n === 'A') out += '(?<![\\s\\S])';
      else if (n === 'Z') out += '(?![\\s\\S])';
      else if ((n >= 'a' && n <= 'z') || (n >= 'A' && n <= 'Z') || (n >= '0' && n <= '9') || '^$\\.*+?()[]{}|/-'.includes(n)) out += `\\${n}`;
      else out += n;
      continue;
    }
    out += ch;
  }
  return out;
}

interface Compiled {
  re: RegExp;
  global: boolean;
}

const cache = new Map<string, Compiled>();

/** Compiles a PostgreSQL regex with its flag string; 2201B / 22023 as PostgreSQL. */
export function compileRegex(pattern: string, flags: string, fn: string): Compiled {
  const key = `${flags}\u0000${pattern}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let ci = false;
  let dotNl = true;
  let lineAnchors = false;
  let global = false;
  let literal = false;
  const [embedded, body] = literal || flags.includes('q') ? ['', pattern] : embeddedOptions(pattern);
  for (const f of flags + embedded) {
    if (f === 'g' && !embedded.includes(f)) global = true;
    else if (f === 'i') ci = true;
    else if (f === 'c') ci = false;
    else if (f === 'n' || f === 'm') [dotNl, lineAnchors] = [false, true];
    else if (f === 's') [dotNl, lineAnchors] = [true, false];
    else if (f === 'p') [dotNl, lineAnchors] = [false, false];
    else if (f === 'w') [dotNl, lineAnchors] = [true, true];
    else if (f === 'q') literal = true;
    else if (f === 'b' || f === 'e' || f === 't' || f === 'x') {
      if (f !== 't') throw new PgError('feature_not_supported', `regular expression option "${f}" is not supported by pgsqlite`);
    } else throw new PgError('invalid_parameter_value', `invalid regular expression option: "${f}"`);
  }
  void fn;
  let src = literal ? Array.from(body, (c) => ('\\^$.*+?()[]{}|/'.includes(c) ? `\\${c}` : c)).join('') : convertPattern(body);
  if (ci) src = asciiFold(src);
  if (src === '') src = '(?:)';
  let re: RegExp;
  try {
    re = new RegExp(src, `gu${lineAnchors ? 'm' : ''}${dotNl ? 's' : ''}`);
  } catch (e) {
    throw new PgError('invalid_regular_expression', `invalid regular expression: ${(e as Error).message}`);
  }
  const out = { re, global };
  if (cache.size > 500) cache.clear();
  cache.set(key, out);
  return out;
}

export function expandReplacement(rep: string, m: RegExpExecArray): string {
  let out = '';
  for (let i = 0; i < rep.length; i++) {
    const ch = rep[i] as string;
    if (ch !== '\\' || i + 1 >= rep.length) {
      out += ch;
      continue;
    }
    const n = rep[++i] as string;
    if (n >= '1' && n <= '9') out += m[Number(n)] ?? '';
    else if (n === '&') out += m[0];
    else if (n === '\\') out += '\\';
    else out += `\\${n}`;
  }
  return out;
}

function* matches(re: RegExp, s: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (;;) {
    const m = re.exec(s);
    if (!m) return;
    yield m;
    if (m[0] === '') re.lastIndex += (s.codePointAt(re.lastIndex) ?? 0) > 0xffff ? 2 : 1;
    if (re.lastIndex > s.length) return;
  }
}

function replace(s: string, p: string, r: string, flags: string): string {
  const { re, global } = compileRegex(p, flags, 'regexp_replace');
  let out = '';
  let last = 0;
  for (const m of matches(re, s)) {
    out += s.slice(last, m.index) + expandReplacement(r, m);
    last = m.index + m[0].length;
    if (!global) break;
  }
  return out + s.slice(last);
}

function groups(m: RegExpExecArray): (string | null)[] {
  return m.length > 1 ? m.slice(1).map((g) => g ?? null) : [m[0]];
}

function match(s: string, p: string, flags: string): SqlValue {
  const { re, global } = compileRegex(p, flags, 'regexp_match');
  if (global) throw new PgError('invalid_parameter_value', 'regexp_match() does not support the "global" option', { hint: 'Use the regexp_matches function instead.' });
  const m = matches(re, s).next();
  return m.done ? null : JSON.stringify(groups(m.value));
}

/** regexp_matches: the groups of the first match (of every match with 'g'), as a JSON array of text[] values. */
function matchesAll(s: string, p: string, flags: string): string {
  const { re, global } = compileRegex(p, flags, 'regexp_matches');
  const out: (string | null)[][] = [];
  for (const m of matches(re, s)) {
    out.push(groups(m));
    if (!global) break;
  }
  return JSON.stringify(out);
}

function split(s: string, p: string, flags: string): string[] {
  const { re, global } = compileRegex(p, flags, 'regexp_split_to_array');
  if (global) throw new PgError('invalid_parameter_value', 'regexp_split_to_array() does not support the "global" option');
  const out: string[] = [];
  let last = 0;
  for (const m of matches(re, s)) {
    if (m[0] === '') {
      if (m.index >= s.length) break;
      if (m.index === last) continue;
    }
    out.push(s.slice(last, m.index));
    last = m.index + m[0].length;
  }
  out.push(s.slice(last));
  return out;
}

function like(s: string, p: string, flags: string): number {
  const { re, global } = compileRegex(p, flags, 'regexp_like');
  if (global) throw new PgError('invalid_parameter_value', 'regexp_like() does not support the "global" option');
  return matches(re, s).next().done ? 0 : 1;
}

/** substring(s FROM pattern): the first parenthesized group, else the whole match. */
function substringRegex(s: string, p: string): SqlValue {
  const { re } = compileRegex(p, '', 'substring');
  const m = matches(re, s).next();
  if (m.done) return null;
  return m.value.length > 1 ? (m.value[1] ?? null) : m.value[0];
}

const strict =
  (fn: (...a: string[]) => SqlValue) =>
  (...a: SqlValue[]): SqlValue =>
    a.some((x) => x === null) ? null : fn(...a.map(String));

/** Registers the regexp_* runtime functions. */
export function registerRegexFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_regexp_replace', 4, strict(replace));
  def('pg_regexp_match', 3, strict(match));
  def('pg_regexp_matches', 3, strict(matchesAll));
  def('pg_regexp_like', 3, strict(like));
  def('pg_regexp_split', 3, strict((s, p, f) => JSON.stringify(split(s, p, f))));
  def('pg_substring_regex', 2, strict(substringRegex));
}
