import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as, asAll, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';
import { byteaCall } from './fn-bytea.js';
import { isInteger } from './types.js';

/**
 * get_byte(bytea, int4), set_byte(bytea, int4, int4), and the bytea overloads of names the
 * allowlist knows for other types: get_bit(bytea, int8),
 * set_bit(bytea, int8, int4), bit_count(bytea), ltrim/rtrim(bytea, bytea),
 * like_escape(bytea, bytea), and bytea LIKE (`~~`, `!~~`). Each falls through to the existing
 * function of the name when no argument is bytea.
 */

const B = Oid.bytea;

function int(env: ExprEnv, e: Expr | undefined, t: number): Expr | undefined {
  return e && (isInteger(e.type) || e.type === Oid.unknown) ? as(env, e, t) : undefined;
}

function byteaArg(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  return e && (e.type === B || e.type === Oid.unknown) ? as(env, e, B) : undefined;
}

const BYTEA_IMPLS: Record<string, ScalarImpl> = {
  get_bit: (args, env) => {
    const n = args.length === 2 && args[0]?.type === B ? int(env, args[1], Oid.int8) : undefined;
    return n ? res(`pg_bytea_get_bit(${args[0]?.sql}, ${n.sql})`, Oid.int4) : undefined;
  },
  set_bit: (args, env) => {
    if (args.length !== 3 || args[0]?.type !== B) return undefined;
    const n = int(env, args[1], Oid.int8);
    const v = int(env, args[2], Oid.int4);
    return n && v ? res(`pg_bytea_set_bit(${args[0].sql}, ${n.sql}, ${v.sql})`, B) : undefined;
  },
  // get_byte / set_byte exist only for bytea: an untyped first argument is read as bytea
  get_byte: (args, env) => {
    const b = args.length === 2 ? byteaArg(env, args[0]) : undefined;
    const n = b ? int(env, args[1], Oid.int4) : undefined;
    return b && n ? res(`pg_bytea_get_byte(${b.sql}, ${n.sql})`, Oid.int4) : undefined;
  },
  set_byte: (args, env) => {
    const b = args.length === 3 ? byteaArg(env, args[0]) : undefined;
    const n = b ? int(env, args[1], Oid.int4) : undefined;
    const v = n ? int(env, args[2], Oid.int4) : undefined;
    return b && n && v ? res(`pg_bytea_set_byte(${b.sql}, ${n.sql}, ${v.sql})`, B) : undefined;
  },
  bit_count: (args) => (args.length === 1 && args[0]?.type === B ? res(`pg_bytea_bit_count(${args[0].sql})`, Oid.int8) : undefined),
  ltrim: (args, env) => pair('pg_bytea_ltrim', args, env),
  rtrim: (args, env) => pair('pg_bytea_rtrim', args, env),
  like_escape: (args, env) => pair('pg_bytea_like_escape', args, env),
};

function pair(fn: string, args: Expr[], env: ExprEnv): ReturnType<ScalarImpl> {
  if (args.length !== 2 || !byteaCall(args)) return undefined;
  const a = asAll(env, args, [B, B]);
  return a ? res(`${fn}(${a[0]?.sql}, ${a[1]?.sql})`, B) : undefined;
}

/** The bytea overloads over `fallback` (the functions of the same names for other types). */
export function byteaFunctions(fallback: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const out: Record<string, ScalarImpl> = {};
  for (const [name, impl] of Object.entries(BYTEA_IMPLS)) out[name] = (args, env, location) => impl(args, env, location) ?? fallback[name]?.(args, env, location);
  return out;
}

/** `bytea ~~ bytea` / `bytea !~~ bytea` (bytealike, byteanlike); undefined unless a side is bytea and the other bytea or untyped. */
export function byteaLike(op: string, l: Expr, r: Expr, env: ExprEnv): Expr | undefined {
  if ((op !== '~~' && op !== '!~~') || !byteaCall([l, r])) return undefined;
  const a = asAll(env, [l, r], [B, B]);
  if (!a) return undefined;
  const sql = `pg_bytea_like(${a[0]?.sql}, ${a[1]?.sql})`;
  return { sql: op === '!~~' ? `(NOT ${sql})` : sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: l.hasAgg || r.hasAgg };
}
