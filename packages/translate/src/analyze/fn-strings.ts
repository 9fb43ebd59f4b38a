import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import { regArrayAsText } from './reg-container-text.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { arrayElementOf } from './arrays.js';
import { type FnResult, as, asAll, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';
import { isInteger, isString } from './types.js';
import { BYTEA_STRING_FUNCTIONS, byteaCall, byteaCharLength, byteaSubstring } from './fn-bytea.js';

/** A function of fixed text/int4/bytea signatures mapped onto one runtime function. */
function sig(fn: string, params: readonly number[], type: number, optional: readonly string[] = []): ScalarImpl {
  return (args, env) => {
    if (args.length > params.length || args.length < params.length - optional.length) return undefined;
    const a = asAll(env, args, params.slice(0, args.length));
    if (!a) return undefined;
    const defaults = optional.slice(optional.length - (params.length - args.length));
    return res(`${fn}(${[...a.map((x) => x.sql), ...defaults.filter((d) => d !== '')].join(', ')})`, type);
  };
}

const T = Oid.text;
const I = Oid.int4;

/** Any value as text, as an explicit cast (for "any" parameters). */
function anyText(env: ExprEnv, e: Expr): Expr {
  return coerce(env.scope.ctx, e.type === Oid.unknown ? coerce(env.scope.ctx, e, T, -1, 'implicit') : e, T, -1, 'explicit');
}

/** Any value as its output function prints it ("any" parameters of concat/format: bool is t/f). */
function anyOut(env: ExprEnv, e: Expr): Expr {
  if (e.type === Oid.bool) return { ...e, sql: `(CASE ${e.sql} WHEN 1 THEN 't' WHEN 0 THEN 'f' END)`, type: T };
  return anyText(env, e);
}

/** A text or bytea argument (md5, length …): bytea stays bytea, strings become text. */
function textOrBytea(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (!e) return undefined;
  if (e.type === Oid.bytea) return e;
  return as(env, e, T);
}

function substring(args: Expr[], env: ExprEnv, regexForm = true): FnResult | undefined {
  if (byteaCall(args, 1)) return byteaSubstring(args, env);
  const [s0, from, len] = args;
  if (!s0 || !from || args.length > 3) return undefined;
  const s = as(env, s0, T);
  if (!s) return undefined;
  if (args.length === 2 && regexForm && isString(from.type)) {
    const p = as(env, from, T);
    return p ? res(`pg_substring_regex(${s.sql}, ${p.sql})`, T) : undefined;
  }
  // substring(text, text, text): SUBSTRING(s SIMILAR p ESCAPE e), an SQL function over similar_to_escape
  if (len && regexForm && (isString(from.type) || isString(len.type))) {
    const p = as(env, from, T);
    const e = as(env, len, T);
    return p && e ? res(`pg_substring_regex(${s.sql}, pg_similar_regex(${p.sql}, ${e.sql}))`, T) : undefined;
  }
  const f = isInteger(from.type) || from.type === Oid.unknown ? as(env, from, I) : undefined;
  const l = len ? (isInteger(len.type) || len.type === Oid.unknown ? as(env, len, I) : undefined) : undefined;
  if (!f || (len && !l)) return undefined;
  return res(`pg_substring(${s.sql}, ${f.sql}${l ? `, ${l.sql}` : ''})`, T);
}

function arrayToString(args: Expr[], env: ExprEnv): FnResult | undefined {
  const [given, delim, nul] = args;
  if (!given || !delim || args.length > 3) return undefined;
  // reg* elements print their names (array_to_string calls each element's output function)
  const arr = regArrayAsText(env.scope.ctx, given, coerce);
  const elem = arrayElementOf(arr.type);
  if (elem === undefined) return undefined;
  const d = as(env, delim, T);
  const n = nul ? as(env, nul, T) : undefined;
  if (!d || (nul && !n)) return undefined;
  return res(`pg_array_to_string(${arr.sql}, ${elem}, ${d.sql}, ${n ? n.sql : 'NULL'})`, T);
}

function stringToArray(args: Expr[], env: ExprEnv): FnResult | undefined {
  if (args.length < 2 || args.length > 3) return undefined;
  const a = asAll(env, args, args.map(() => T));
  if (!a) return undefined;
  return res(`pg_string_to_array(${a.map((x) => x.sql).join(', ')}${a.length === 2 ? ', NULL' : ''})`, Oid._text);
}

function hexOf(args: Expr[], env: ExprEnv): FnResult | undefined {
  const [a] = args;
  if (args.length !== 1 || !a) return undefined;
  const x = a.type === Oid.int8 ? a : as(env, a, I);
  if (!x) return undefined;
  return res(`pg_to_hex(${x.sql}, ${x.type === Oid.int8 ? 64 : 32})`, T);
}

function sha(bits: number): ScalarImpl {
  return (args, env) => {
    const a = args.length === 1 ? as(env, args[0] as Expr, Oid.bytea) : undefined;
    return a ? res(`pg_sha(${a.sql}, ${bits})`, Oid.bytea) : undefined;
  };
}

function quoteAny(fn: string): ScalarImpl {
  return (args, env) => (args.length === 1 ? res(`${fn}(${anyText(env, args[0] as Expr).sql})`, T) : undefined);
}

/** String functions of PostgreSQL 15 (C locale), merged into the scalar allowlist. */
export const STRING_FUNCTIONS: Record<string, ScalarImpl> = {
  upper: sig('pg_upper_c', [T], T),
  lower: sig('pg_lower_c', [T], T),
  initcap: sig('pg_initcap_c', [T], T),
  translate: sig('pg_translate', [T, T, T], T),
  lpad: sig('pg_lpad', [T, I, T], T, ["' '"]),
  rpad: sig('pg_rpad', [T, I, T], T, ["' '"]),
  chr: sig('pg_chr', [I], T),
  ascii: sig('pg_ascii', [T], I),
  to_hex: hexOf,
  md5: (args, env) => {
    const a = args.length === 1 ? textOrBytea(env, args[0]) : undefined;
    return a ? res(`pg_md5(${a.sql})`, T) : undefined;
  },
  length: (args, env) => {
    if (args.length === 2) return byteaCharLength(args, env);
    const a = args.length === 1 ? textOrBytea(env, args[0]) : undefined;
    if (!a) return undefined;
    return res(a.type === Oid.bytea ? `pg_bytea_length(${a.sql})` : `pg_char_length(${a.sql})`, I);
  },
  sha224: sha(224),
  sha256: sha(256),
  sha384: sha(384),
  sha512: sha(512),
  encode: sig('pg_encode', [Oid.bytea, T], T),
  decode: sig('pg_decode', [T, T], Oid.bytea),
  quote_literal: quoteAny('pg_quote_literal'),
  quote_nullable: quoteAny('pg_quote_nullable'),
  quote_ident: sig('pg_quote_ident', [T], T),
  concat: (args, env) =>
    args.length === 0 ? undefined : res(`(${args.map((a) => `COALESCE(${anyOut(env, a).sql}, '')`).join(' || ')})`, T),
  concat_ws: (args, env) => {
    const sep = args[0] ? as(env, args[0], T) : undefined;
    if (!sep || args.length < 2) return undefined;
    return res(`pg_concat_ws(${[sep.sql, ...args.slice(1).map((a) => anyOut(env, a).sql)].join(', ')})`, T);
  },
  format: (args, env) => {
    const fmt = args[0] ? as(env, args[0], T) : undefined;
    if (!fmt) return undefined;
    return res(`pg_format(${[fmt.sql, ...args.slice(1).map((a) => anyOut(env, a).sql)].join(', ')})`, T);
  },
  substring: (args, env) => substring(args, env),
  substr: (args, env) => {
    const out = substring(args, env, false);
    return out ? { ...out, name: 'substr' } : undefined;
  },
  string_to_array: stringToArray,
  array_to_string: arrayToString,
  regexp_replace: sig('pg_regexp_replace', [T, T, T, T], T, ["''"]),
  regexp_match: sig('pg_regexp_match', [T, T, T], Oid._text, ["''"]),
  regexp_split_to_array: sig('pg_regexp_split', [T, T, T], Oid._text, ["''"]),
  regexp_like: sig('pg_regexp_like', [T, T, T], Oid.bool, ["''"]),
  like_escape: sig('pg_like_escape', [T, T], T),
  similar_to_escape: sig('pg_similar_escape', [T, T], T, ['']),
  ...BYTEA_STRING_FUNCTIONS,
};
