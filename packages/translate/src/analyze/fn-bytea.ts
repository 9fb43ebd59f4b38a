import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { type FnResult, as, asAll, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';
import { isInteger, isString } from './types.js';

const T = Oid.text;
const B = Oid.bytea;
const I = Oid.int4;

/** An int4 argument (integers and untyped literals), or undefined. */
function int(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  return e && (isInteger(e.type) || e.type === Oid.unknown) ? as(env, e, I) : undefined;
}

/** A string argument as text (untyped literals too), or undefined. */
function text(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  return e && (isString(e.type) || e.type === Oid.unknown) ? as(env, e, T) : undefined;
}

/** True when the call takes its bytea form: some argument is bytea. */
export function byteaCall(args: readonly Expr[], n = args.length): boolean {
  return args.slice(0, n).some((a) => a.type === B);
}

/** substring/substr(bytea FROM int [FOR int]). */
export function byteaSubstring(args: Expr[], env: ExprEnv): FnResult | undefined {
  if (args.length < 2 || args.length > 3) return undefined;
  const b = as(env, args[0] as Expr, B);
  const f = int(env, args[1]);
  const l = args.length === 3 ? int(env, args[2]) : undefined;
  if (!b || !f || (args.length === 3 && !l)) return undefined;
  return res(`pg_bytea_substr(${b.sql}, ${f.sql}${l ? `, ${l.sql}` : ''})`, B);
}

/** Text/byte size of a string: bpchar keeps its padding (bpcharoctetlen), other strings are text. */
function sized(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  if (!e) return undefined;
  if (e.type === B || e.type === Oid.bpchar) return e;
  return text(env, e);
}

/** position, btrim, overlay, bit_length, length(bytea, encoding) and the encoding conversions. */
export const BYTEA_STRING_FUNCTIONS: Record<string, ScalarImpl> = {
  position: (args, env) => {
    if (args.length !== 2) return undefined;
    if (byteaCall(args)) {
      const a = asAll(env, args, [B, B]);
      return a ? res(`pg_bytea_position(${a[0]?.sql}, ${a[1]?.sql})`, I) : undefined;
    }
    const s = text(env, args[0]);
    const sub = text(env, args[1]);
    return s && sub ? res(`pg_strpos(${s.sql}, ${sub.sql})`, I) : undefined;
  },
  btrim: (args, env) => {
    if (args.length < 1 || args.length > 2) return undefined;
    if (byteaCall(args)) {
      const a = args.length === 2 ? asAll(env, args, [B, B]) : undefined;
      return a ? res(`pg_bytea_btrim(${a[0]?.sql}, ${a[1]?.sql})`, B) : undefined;
    }
    const s = text(env, args[0]);
    const chars = args.length === 2 ? text(env, args[1]) : undefined;
    if (!s || (args.length === 2 && !chars)) return undefined;
    return res(`pg_btrim(${s.sql}, ${chars ? chars.sql : "' '"})`, T);
  },
  overlay: (args, env) => {
    if (args.length < 3 || args.length > 4) return undefined;
    const bytea = byteaCall(args, 2);
    const s = bytea ? as(env, args[0] as Expr, B) : text(env, args[0]);
    const p = bytea ? as(env, args[1] as Expr, B) : text(env, args[1]);
    const f = int(env, args[2]);
    const n = args.length === 4 ? int(env, args[3]) : undefined;
    if (!s || !p || !f || (args.length === 4 && !n)) return undefined;
    return res(`${bytea ? 'pg_bytea_overlay' : 'pg_overlay'}(${s.sql}, ${p.sql}, ${f.sql}${n ? `, ${n.sql}` : ''})`, bytea ? B : T);
  },
  bit_length: (args, env) => {
    const a = args.length === 1 ? (args[0]?.type === B ? args[0] : text(env, args[0])) : undefined;
    return a ? res(`(pg_octet_length(${a.sql}) * 8)`, I) : undefined;
  },
  octet_length: (args, env) => {
    const a = args.length === 1 ? sized(env, args[0]) : undefined;
    return a ? res(`pg_octet_length(${a.sql})`, I) : undefined;
  },
  convert_to: (args, env) => {
    const a = asAll(env, args, [T, Oid.name]);
    return a ? res(`pg_convert_to(${a[0]?.sql}, ${a[1]?.sql})`, B) : undefined;
  },
  convert_from: (args, env) => {
    const a = asAll(env, args, [B, Oid.name]);
    return a ? res(`pg_convert_from(${a[0]?.sql}, ${a[1]?.sql})`, T) : undefined;
  },
  convert: (args, env) => {
    const a = asAll(env, args, [B, Oid.name, Oid.name]);
    return a ? res(`pg_convert(${a[0]?.sql}, ${a[1]?.sql}, ${a[2]?.sql})`, B) : undefined;
  },
};

/** length(bytea, encoding): the number of characters of bytes in that encoding. */
export function byteaCharLength(args: Expr[], env: ExprEnv): FnResult | undefined {
  const a = asAll(env, args, [B, Oid.name]);
  return a ? res(`pg_bytea_char_length(${a[0]?.sql}, ${a[1]?.sql})`, I) : undefined;
}
