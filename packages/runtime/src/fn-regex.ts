import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { tightenExpanded } from './regex-expanded.js';
import { compileProgram, type RegexMatch, type RegexProgram } from './regex-engine.js';
import { checkQuantifiers } from './regex-quantifiers.js';
import { basicToAdvanced } from './regex-posix.js';
import { codePointEscape, codePointSource } from './regex-code-points.js';

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
      // a code point `\u{…}` / `\x{…}` (regex-code-points.ts) keeps its hex digits
      if ((a[i] === 'u' || a[i] === 'x') && a[i + 1] === '{') while (i + 1 < a.length && a[i] !== '}') out += a[++i];
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

/** RE2 spells PostgreSQL's C-locale `\s` (with \v) explicitly; `\uXXXX` is `\x{XXXX}` there. */
const RE2_SPACE = '\\t\\n\\v\\f\\r ';

/** Thrown while converting for RE2 when the pattern needs what RE2 lacks (back references, \m). */
const NOT_RE2 = new Error('not RE2');

/**
 * The pattern in JavaScript's syntax, or (`re2`) in RE2's; null when RE2 cannot express it
 * (back references, lookahead, \m, \S inside brackets).
 */
function convertPattern(p: string, re2 = false): string | null {
  try {
    return convertTo(p, re2);
  } catch (e) {
    if (e === NOT_RE2) return null;
    throw e;
  }
}

function re2Escape(n: string, _a: string[], _i: number, inBracket: boolean): [string, number] | null {
  if (n === 's') return [inBracket ? RE2_SPACE : `[${RE2_SPACE}]`, 0];
  if (n === 'S') {
    if (inBracket) throw NOT_RE2;
    return [`[^${RE2_SPACE}]`, 0];
  }
  if (n >= '1' && n <= '9') throw NOT_RE2;
  return null;
}

function convertTo(p: string, re2: boolean): string {
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
        const n = a[++i] ?? '';
        const code = codePointEscape(a, i);
        if (code !== undefined) {
          // a range's end: after a '-' that follows a member, or before a '-' that is not the last
          const rangeEnd = out.endsWith('-') || (a[i + code[1] + 1] === '-' && a[i + code[1] + 2] !== ']');
          out += codePointSource(code[0], re2, true, rangeEnd);
          i += code[1];
          continue;
        }
        const r2 = re2 ? re2Escape(n, a, i, true) : null;
        if (r2 !== null) {
          out += r2[0];
          i += r2[1];
        } else out += ch + n;
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
    if (ch === '(' && a[i + 1] === '?' && (a[i + 2] === '=' || a[i + 2] === '!') && re2) throw NOT_RE2;
    if (ch === '\\') {
      const n = a[++i] ?? '';
      const code = codePointEscape(a, i);
      if (code !== undefined) {
        out += codePointSource(code[0], re2, false, false);
        i += code[1];
        continue;
      }
      const r2 = re2 ? re2Escape(n, a, i, false) : null;
      // ARE: \b is a backspace, \B a backslash, \Y not a word boundary (\y is one)
      if (n === 'b' || n === 'B' || n === 'Y') {
        out += n === 'b' ? '\\x08' : n === 'B' ? '\\\\' : '\\B';
        continue;
      }
      if (r2 !== null) {
        out += r2[0];
        i += r2[1];
      } else if (re2 && n === 'm') throw NOT_RE2;
      else if (re2 && n === 'A') out += '\\A';
      else if (re2 && n === 'Z') out += '\\z';
      else if (n === 'y') out += '\\b';
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

/**
 * The regex syntax the flags select: the last of b, e and q wins (parse_re_flags), ARE by
 * default; `e` is a BRE in PostgreSQL 15 (its flag clears the REG_EXTENDED bit with REG_ADVANCED).
 */
function syntaxOf(flags: string): 'are' | 'bre' | 'q' {
  let syntax: 'are' | 'bre' | 'q' = 'are';
  for (const f of flags) {
    if (f === 'b' || f === 'e') syntax = 'bre';
    else if (f === 'q') syntax = 'q';
  }
  return syntax;
}

interface Compiled {
  program: RegexProgram;
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
  let expanded = false;
  // the syntax: the last of b (BRE), e (ERE) and q (literal) among the flags, else ARE
  const syntax = syntaxOf(flags);
  const literal = syntax === 'q';
  // embedded options exist in AREs only
  const [embedded, body0] = syntax === 'are' ? embeddedOptions(pattern) : ['', pattern];
  for (const f of flags + embedded) {
    if (f === 'g' && !embedded.includes(f)) global = true;
    else if (f === 'i') ci = true;
    else if (f === 'c') ci = false;
    else if (f === 'n' || f === 'm') [dotNl, lineAnchors] = [false, true];
    else if (f === 's') [dotNl, lineAnchors] = [true, false];
    else if (f === 'p') [dotNl, lineAnchors] = [false, false];
    else if (f === 'w') [dotNl, lineAnchors] = [true, true];
    else if (f === 'q' || f === 'b' || f === 'e') continue;
    else if (f === 'x' || f === 't') expanded = f === 'x';
    else throw new PgError('invalid_parameter_value', `invalid regular expression option: "${f}"`);
  }
  void fn;
  const tight = expanded && !literal ? tightenExpanded(body0) : body0;
  const body = syntax === 'bre' ? basicToAdvanced(tight) : tight;
  if (!literal) checkQuantifiers(body);
  const quoted = literal ? Array.from(body, (c) => ('\\^$.*+?()[]{}|/'.includes(c) ? `\\${c}` : c)).join('') : null;
  const finish = (src: string | null): string | null => {
    if (src === null) return null;
    const folded = ci ? asciiFold(src) : src;
    return folded === '' ? '(?:)' : folded;
  };
  const js = finish(quoted ?? convertPattern(body)) as string;
  const re2 = finish(quoted ?? convertPattern(body, true));
  const out = { program: compileProgram(js, re2, { lineAnchors, dotNewline: dotNl }), global };
  if (cache.size > 500) cache.clear();
  cache.set(key, out);
  return out;
}

export function expandReplacement(rep: string, m: RegexMatch): string {
  let out = '';
  for (let i = 0; i < rep.length; i++) {
    const ch = rep[i] as string;
    if (ch !== '\\' || i + 1 >= rep.length) {
      out += ch;
      continue;
    }
    const n = rep[++i] as string;
    if (n >= '1' && n <= '9') out += m.group(Number(n)) ?? '';
    else if (n === '&') out += m.group(0) ?? '';
    else if (n === '\\') out += '\\';
    else out += `\\${n}`;
  }
  return out;
}

/** Successive matches; after an empty match the search resumes one character further on. */
function* matches(program: RegexProgram, s: string): Generator<RegexMatch> {
  let from = 0;
  for (;;) {
    const m = program.exec(s, from);
    if (!m) return;
    yield m;
    from = m.end;
    if (m.end === m.index) from += (s.codePointAt(from) ?? 0) > 0xffff ? 2 : 1;
    if (from > s.length) return;
  }
}

function replace(s: string, p: string, r: string, flags: string): string {
  // textregexreplace: flags that look like a number were meant as the start position
  const first = flags[0];
  if (first !== undefined && first >= '0' && first <= '9') {
    throw new PgError('invalid_parameter_value', `invalid regular expression option: "${first}"`, {
      hint: 'If you meant to use regexp_replace() with a start parameter, cast the fourth argument to integer explicitly.',
    });
  }
  const { program, global } = compileRegex(p, flags, 'regexp_replace');
  let out = '';
  let last = 0;
  for (const m of matches(program, s)) {
    out += s.slice(last, m.index) + expandReplacement(r, m);
    last = m.end;
    if (!global) break;
  }
  return out + s.slice(last);
}

function groups(m: RegexMatch): (string | null)[] {
  if (m.groupCount === 0) return [m.group(0) ?? ''];
  const out: (string | null)[] = [];
  for (let n = 1; n <= m.groupCount; n++) out.push(m.group(n) ?? null);
  return out;
}

function match(s: string, p: string, flags: string): SqlValue {
  const { program, global } = compileRegex(p, flags, 'regexp_match');
  if (global) throw new PgError('invalid_parameter_value', 'regexp_match() does not support the "global" option', { hint: 'Use the regexp_matches function instead.' });
  const m = matches(program, s).next();
  return m.done ? null : JSON.stringify(groups(m.value));
}

/** regexp_matches: the groups of the first match (of every match with 'g'), as a JSON array of text[] values. */
function matchesAll(s: string, p: string, flags: string): string {
  const { program, global } = compileRegex(p, flags, 'regexp_matches');
  const out: (string | null)[][] = [];
  for (const m of matches(program, s)) {
    out.push(groups(m));
    if (!global) break;
  }
  return JSON.stringify(out);
}

function split(s: string, p: string, flags: string): string[] {
  const { program, global } = compileRegex(p, flags, 'regexp_split_to_array');
  if (global) throw new PgError('invalid_parameter_value', 'regexp_split_to_array() does not support the "global" option');
  const out: string[] = [];
  let last = 0;
  for (const m of matches(program, s)) {
    if (m.end === m.index) {
      if (m.index >= s.length) break;
      if (m.index === last) continue;
    }
    out.push(s.slice(last, m.index));
    last = m.end;
  }
  out.push(s.slice(last));
  return out;
}

function like(s: string, p: string, flags: string): number {
  const { program, global } = compileRegex(p, flags, 'regexp_like');
  if (global) throw new PgError('invalid_parameter_value', 'regexp_like() does not support the "global" option');
  return program.test(s) ? 1 : 0;
}

/** substring(s FROM pattern): the first parenthesized group, else the whole match. */
function substringRegex(s: string, p: string): SqlValue {
  const { program } = compileRegex(p, '', 'substring');
  const m = matches(program, s).next();
  if (m.done) return null;
  return (m.value.groupCount > 0 ? m.value.group(1) : m.value.group(0)) ?? null;
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
