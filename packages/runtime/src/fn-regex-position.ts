import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { compileRegex, expandReplacement } from './fn-regex.js';
import type { RegexMatch } from './regex-engine.js';

/**
 * PostgreSQL 15's positional regular-expression functions (regexp.c): regexp_count, regexp_instr,
 * regexp_substr, and regexp_replace with a start position and an occurrence number. Positions
 * are in characters; the search starts at character `start` while `^` still means the start of
 * the string, and matches are found one after another as with the g flag.
 */

function badParam(name: string, v: number): PgError {
  return new PgError('invalid_parameter_value', `invalid value for parameter "${name}": ${v}`);
}

/** The code-unit offset of character `chars` (0-based) of `s`, or -1 past the end. */
function unitOffset(s: string, chars: number): number {
  let i = 0;
  for (let c = 0; c < chars; c++) {
    if (i >= s.length) return -1;
    i += (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  }
  return i;
}

/** Characters in s[0, unit). */
function charIndex(s: string, unit: number): number {
  let n = 0;
  for (let i = 0; i < unit; i += (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1) n++;
  return n;
}

/** Every match from character `start` (1-based) on, as regexp.c's setup_regexp_matches with glob. */
function allMatches(s: string, pattern: string, flags: string, start: number, fn: string): RegexMatch[] {
  if (start <= 0) throw badParam('start', start);
  const { program, global } = compileRegex(pattern, flags, fn);
  if (global && fn !== 'regexp_replace') throw new PgError('invalid_parameter_value', `${fn}() does not support the "global" option`);
  const out: RegexMatch[] = [];
  let from = unitOffset(s, start - 1);
  if (from < 0) return out;
  while (from <= s.length) {
    const m = program.exec(s, from);
    if (m === null) break;
    out.push(m);
    from = m.end === m.index ? m.end + ((s.codePointAt(m.end) ?? 0) > 0xffff ? 2 : 1) : m.end;
  }
  return out;
}

function count(s: string, p: string, start: number, flags: string): number {
  return allMatches(s, p, flags, start, 'regexp_count').length;
}

function instr(s: string, p: string, start: number, n: number, endoption: number, flags: string, subexpr: number): number {
  if (start <= 0) throw badParam('start', start);
  if (n <= 0) throw badParam('n', n);
  if (endoption !== 0 && endoption !== 1) throw badParam('endoption', endoption);
  if (subexpr < 0) throw badParam('subexpr', subexpr);
  const m = allMatches(s, p, flags, start, 'regexp_instr')[n - 1];
  if (m === undefined || subexpr > m.groupCount) return 0;
  const span = subexpr === 0 ? ([m.index, m.end] as const) : m.span(subexpr);
  if (span === undefined) return 0;
  return charIndex(s, endoption === 1 ? span[1] : span[0]) + 1;
}

function substr(s: string, p: string, start: number, n: number, flags: string, subexpr: number): SqlValue {
  if (start <= 0) throw badParam('start', start);
  if (n <= 0) throw badParam('n', n);
  if (subexpr < 0) throw badParam('subexpr', subexpr);
  const m = allMatches(s, p, flags, start, 'regexp_substr')[n - 1];
  if (m === undefined || subexpr > m.groupCount) return null;
  return m.group(subexpr) ?? null;
}

/** The n argument of pg_regexp_replace_n when regexp_replace was called without one. */
const N_NOT_GIVEN = -1e10;

/** regexp_replace(s, p, r, start [, n] [, flags]); without n, the g flag decides (all or the first). */
function replaceNth(s: string, p: string, r: string, start: number, given: number, flags: string): string {
  if (start <= 0) throw badParam('start', start);
  if (given < 0 && given !== N_NOT_GIVEN) throw badParam('n', given);
  const n = given === N_NOT_GIVEN ? (compileRegex(p, flags, 'regexp_replace').global ? 0 : 1) : given;
  let out = '';
  let last = 0;
  let k = 0;
  for (const m of allMatches(s, p, flags, start, 'regexp_replace')) {
    k++;
    if (n !== 0 && k !== n) continue;
    out += s.slice(last, m.index) + expandReplacement(r, m);
    last = m.end;
    if (n !== 0) break;
  }
  return out + s.slice(last);
}

const strict =
  (fn: (...args: never[]) => SqlValue) =>
  (...args: SqlValue[]): SqlValue =>
    args.some((a) => a === null) ? null : (fn as (...a: SqlValue[]) => SqlValue)(...args);

const int = (v: SqlValue): number => Number(v);

/** Registers pg_regexp_count / _instr / _substr / _replace_n. */
export function registerRegexPositionFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_regexp_count', 4, strict((s: SqlValue, p: SqlValue, start: SqlValue, f: SqlValue) => count(String(s), String(p), int(start), String(f))));
  def('pg_regexp_instr', 7, strict((s: SqlValue, p: SqlValue, st: SqlValue, n: SqlValue, e: SqlValue, f: SqlValue, x: SqlValue) => instr(String(s), String(p), int(st), int(n), int(e), String(f), int(x))));
  def('pg_regexp_substr', 6, strict((s: SqlValue, p: SqlValue, st: SqlValue, n: SqlValue, f: SqlValue, x: SqlValue) => substr(String(s), String(p), int(st), int(n), String(f), int(x))));
  def('pg_regexp_replace_n', 6, strict((s: SqlValue, p: SqlValue, r: SqlValue, st: SqlValue, n: SqlValue, f: SqlValue) => replaceNth(String(s), String(p), String(r), int(st), int(n), String(f))));
}
