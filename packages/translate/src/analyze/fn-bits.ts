import { BIT_OID, Oid, VARBIT_OID } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import type { ScalarImpl } from './scalar-functions.js';
import { isBitType } from './bit-ops.js';
import { isInteger } from './types.js';

/**
 * The bit string functions: length, bit_length, octet_length, position, substring, overlay,
 * get_bit, set_bit, bit_count. Each falls through to the function of the same name for other types
 * (before coercing any other argument: `substring('hello', 'l+')` is the text one).
 */

type Out = ReturnType<ScalarImpl>;

function int(env: ExprEnv, e: Expr | undefined): Expr | undefined {
  // called only once the bit string argument matched, so an untyped literal here is meant as an integer
  if (!e || (e.type !== Oid.unknown && !isInteger(e.type) && !e.isNull)) return undefined;
  return coerce(env.scope.ctx, e, Oid.int4, -1, 'implicit');
}

function bitArg(env: ExprEnv, e: Expr | undefined, other?: Expr): Expr | undefined {
  if (!e) return undefined;
  if (isBitType(e.type)) return e;
  if (e.type === Oid.unknown && other && isBitType(other.type)) return coerce(env.scope.ctx, e, other.type, -1, 'implicit');
  return undefined;
}

const r = (sql: string, type: number): Out => ({ sql, type, typmod: -1 });

function fn(sqlName: string, a: Expr, b?: Expr, c?: Expr, d?: Expr): string {
  return `pg_bit_fn('${sqlName}', ${a.sql}, ${b?.sql ?? 'NULL'}, ${c?.sql ?? 'NULL'}, ${d?.sql ?? 'NULL'})`;
}

const BIT_IMPLS: Record<string, ScalarImpl> = {
  length: (args) => (args.length === 1 && isBitType(args[0]!.type) ? r(`length(${args[0]!.sql})`, Oid.int4) : undefined),
  bit_length: (args) => (args.length === 1 && isBitType(args[0]!.type) ? r(`length(${args[0]!.sql})`, Oid.int4) : undefined),
  octet_length: (args) => (args.length === 1 && isBitType(args[0]!.type) ? r(`((length(${args[0]!.sql}) + 7) / 8)`, Oid.int4) : undefined),
  bit_count: (args) => (args.length === 1 && isBitType(args[0]!.type) ? r(`pg_bit_count(${args[0]!.sql})`, Oid.int8) : undefined),
  position: (args, env) => {
    const s = bitArg(env, args[0], args[1]);
    const sub = bitArg(env, args[1], args[0]);
    return args.length === 2 && s && sub ? r(fn('position', s, sub), Oid.int4) : undefined;
  },
  substring: (args, env) => {
    const s = bitArg(env, args[0]);
    if (!s) return undefined;
    const from = int(env, args[1]);
    const count = args[2] ? int(env, args[2]) : undefined;
    if (!from || (args.length === 3 && !count) || args.length > 3) return undefined;
    return r(fn('substring', s, from, count), BIT_OID);
  },
  overlay: (args, env) => {
    const s = bitArg(env, args[0], args[1]);
    const p = bitArg(env, args[1], args[0]);
    if (!s || !p) return undefined;
    const from = int(env, args[2]);
    const count = args[3] ? int(env, args[3]) : undefined;
    if (!s || !p || !from || (args.length === 4 && !count) || args.length > 4) return undefined;
    return r(fn('overlay', s, p, from, count), BIT_OID);
  },
  get_bit: (args, env) => {
    const s = bitArg(env, args[0]);
    if (!s) return undefined;
    const n = int(env, args[1]);
    return args.length === 2 && s && n ? r(fn('get_bit', s, n), Oid.int4) : undefined;
  },
  set_bit: (args, env) => {
    const s = bitArg(env, args[0]);
    if (!s) return undefined;
    const n = int(env, args[1]);
    const v = int(env, args[2]);
    return args.length === 3 && s && n && v ? r(fn('set_bit', s, n, v), BIT_OID) : undefined;
  },
};

/** The bit functions over `fallback` (the functions of the same names for other types). */
export function bitFunctions(fallback: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const out: Record<string, ScalarImpl> = {};
  for (const [name, impl] of Object.entries(BIT_IMPLS)) out[name] = (args, env, location) => impl(args, env, location) ?? fallback[name]?.(args, env, location);
  return out;
}

export { VARBIT_OID };
