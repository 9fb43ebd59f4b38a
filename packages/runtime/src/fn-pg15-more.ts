import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { registerRegexPositionFunctions } from './fn-regex-position.js';

const UNISTR_HINT = 'Unicode escapes must be \\XXXX, \\+XXXXXX, \\uXXXX, or \\UXXXXXXXX.';

function hexAt(s: string, at: number, n: number): number | null {
  const h = s.slice(at, at + n);
  return h.length === n && /^[0-9A-Fa-f]+$/.test(h) ? parseInt(h, 16) : null;
}

/** unistr(text): the string with its Unicode escapes decoded (varlena.c unistr). */
export function unistr(s: string): string {
  let out = '';
  let high: number | null = null;
  const surrogate = (): PgError => new PgError('syntax_error', 'invalid Unicode surrogate pair');
  for (let i = 0; i < s.length; ) {
    if (s[i] !== '\\') {
      if (high !== null) throw surrogate();
      out += s[i];
      i++;
      continue;
    }
    if (s[i + 1] === '\\') {
      if (high !== null) throw surrogate();
      out += '\\';
      i += 2;
      continue;
    }
    let cp: number | null;
    if ((cp = hexAt(s, i + 1, 4)) !== null) i += 5;
    else if (s[i + 1] === 'u' && (cp = hexAt(s, i + 2, 4)) !== null) i += 6;
    else if (s[i + 1] === '+' && (cp = hexAt(s, i + 2, 6)) !== null) i += 8;
    else if (s[i + 1] === 'U' && (cp = hexAt(s, i + 2, 8)) !== null) i += 10;
    else throw new PgError('syntax_error', 'invalid Unicode escape', { hint: UNISTR_HINT });
    if (high !== null) {
      if (cp < 0xdc00 || cp > 0xdfff) throw surrogate();
      cp = 0x10000 + ((high - 0xd800) << 10) + (cp - 0xdc00);
      high = null;
    } else if (cp >= 0xd800 && cp <= 0xdbff) {
      high = cp;
      continue;
    } else if (cp >= 0xdc00 && cp <= 0xdfff) throw surrogate();
    if (cp <= 0 || cp > 0x10ffff) throw new PgError('invalid_parameter_value', `invalid Unicode code point: ${cp.toString(16).toUpperCase().padStart(4, '0')}`);
    out += String.fromCodePoint(cp);
  }
  if (high !== null) throw surrogate();
  return out;
}

/** NULL (or non-NULL) elements of a stored array, any dimensions (num_nulls(VARIADIC …)). */
function countNulls(stored: string, nulls: boolean): number {
  const parsed = JSON.parse(stored) as unknown;
  const body = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { v: unknown }).v : parsed;
  let n = 0;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if ((v === null) === nulls) n++;
  };
  walk(body);
  return n;
}

/** Separator of the parts pg_qualified_name returns. */
export const NAME_PART_SEPARATOR = '\u001f';

/**
 * A (qualified) name as the reg* input functions read it (stringToQualifiedNameList): parts
 * separated by dots, "quoted" parts as written, others down-cased (ASCII), joined by
 * NAME_PART_SEPARATOR; a trailing `[]` is kept. 42602 `invalid name syntax` otherwise.
 */
export function qualifiedName(text: string): string {
  let s = text.trim();
  const array = s.endsWith('[]');
  if (array) s = s.slice(0, -2).trimEnd();
  const parts: string[] = [];
  let i = 0;
  const bad = (): PgError => new PgError('invalid_name', 'invalid name syntax');
  for (;;) {
    let part = '';
    if (s[i] === '"') {
      i++;
      for (;;) {
        if (i >= s.length) throw bad();
        if (s[i] === '"') {
          if (s[i + 1] !== '"') break;
          i++;
        }
        part += s[i++];
      }
      i++;
      if (part === '') throw bad();
    } else {
      while (i < s.length && s[i] !== '.' && s[i] !== ' ') part += s[i++];
      if (part === '') throw bad();
      part = part.replace(/[A-Z]/g, (c) => c.toLowerCase());
    }
    parts.push(part);
    while (s[i] === ' ') i++;
    if (i >= s.length) break;
    if (s[i] !== '.') throw bad();
    i++;
    while (s[i] === ' ') i++;
  }
  return parts.join(NAME_PART_SEPARATOR) + (array ? '[]' : '');
}

/**
 * A relation name as makeRangeVarFromNameList reads it: `db.schema.name` names the current
 * database's relation (its catalog part dropped), another database is 0A000, more parts 42601.
 */
export function relationNameInDatabase(name: string, database: string, text: string): string {
  const parts = name.split(NAME_PART_SEPARATOR);
  if (parts.length <= 2) return name;
  if (parts.length > 3) throw new PgError('syntax_error', `improper relation name (too many dotted names): ${text}`);
  if (parts[0] !== database) throw new PgError('feature_not_supported', `cross-database references are not implemented: ${text}`);
  return parts.slice(1).join(NAME_PART_SEPARATOR);
}

/** Registers the PostgreSQL 15 functions of this file and fn-regex-position.ts. */
export function registerPg15MoreFunctions(host: RuntimeHost): void {
  host.defineFunction({ name: 'pg_unistr', arity: 1, deterministic: true, call: (s) => (s === null ? null : unistr(String(s))) });
  host.defineFunction({ name: 'pg_array_count_nulls', arity: 2, deterministic: true, call: (a, nulls) => (a === null ? null : countNulls(String(a), Number(nulls) === 1)) });
  host.defineFunction({ name: 'pg_qualified_name', arity: 1, deterministic: true, call: (v) => (v === null ? null : qualifiedName(String(v))) });
  // regtype input: a name that is not a plain (qualified) name is left to the type-name parser
  host.defineFunction({ name: 'pg_qualified_name_or_null', arity: 1, deterministic: true, call: (v) => {
    if (v === null) return null;
    try {
      return qualifiedName(String(v));
    } catch {
      return null;
    }
  } });
  host.defineFunction({
    name: 'pg_relation_name',
    arity: 2,
    deterministic: true,
    call: (v, db) => (v === null ? null : relationNameInDatabase(qualifiedName(String(v)), String(db), String(v))),
  });
  registerRegexPositionFunctions(host);
}
