import { Oid, arrayLowerBound } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { arrayElementOf, arrayTypeOf } from './arrays.js';
import { type FnResult, as, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';

/** An array argument and its element type; an untyped literal takes `like`'s array type. */
function arrayArg(env: ExprEnv, e: Expr | undefined, elemHint?: number): { a: Expr; elem: number } | undefined {
  if (!e) return undefined;
  if (e.type === Oid.unknown && elemHint !== undefined) {
    const at = arrayTypeOf(elemHint);
    return at ? { a: coerce(env.scope.ctx, e, at, -1, 'implicit'), elem: elemHint } : undefined;
  }
  const elem = arrayElementOf(e.type);
  return elem === undefined ? undefined : { a: e, elem };
}

/** An element argument coerced to the array's element type. */
const elemArg = (env: ExprEnv, e: Expr | undefined, elem: number): Expr | undefined => (e ? as(env, e, elem) : undefined);

/** Element storage for the runtime: nested arrays are JSON text. */
const elemSql = (e: Expr): string => e.sql;

function withElem(fn: (arr: Expr, elem: number, rest: Expr[], env: ExprEnv) => FnResult | undefined, arity: number[]): ScalarImpl {
  return (args, env) => {
    if (!arity.includes(args.length)) return undefined;
    const arr = arrayArg(env, args[0]);
    if (!arr) return undefined;
    return fn(arr.a, arr.elem, args.slice(1), env);
  };
}

/** Array functions, merged into the scalar allowlist. */
export const ARRAY_FUNCTIONS: Record<string, ScalarImpl> = {
  array_append: withElem((a, elem, [x], env) => {
    const v = elemArg(env, x, elem);
    return v ? res(`pg_array_append(${a.sql}, ${elemSql(v)})`, a.type) : undefined;
  }, [2]),
  array_prepend: (args, env) => {
    const arr = arrayArg(env, args[1], args[0]?.type);
    const v = arr && args.length === 2 ? elemArg(env, args[0], arr.elem) : undefined;
    return arr && v ? res(`pg_array_prepend(${elemSql(v)}, ${arr.a.sql})`, arr.a.type) : undefined;
  },
  array_cat: (args, env) => {
    const l = arrayArg(env, args[0], args[1] ? arrayElementOf(args[1].type) : undefined);
    const r = l ? arrayArg(env, args[1], l.elem) : undefined;
    if (!l || !r || args.length !== 2 || l.a.type !== r.a.type) return undefined;
    return res(`pg_array_concat(${l.a.sql}, ${r.a.sql})`, l.a.type);
  },
  array_remove: withElem((a, elem, [x], env) => {
    const v = elemArg(env, x, elem);
    return v ? res(`pg_array_remove(${a.sql}, ${elemSql(v)}, ${elem})`, a.type) : undefined;
  }, [2]),
  array_replace: withElem((a, elem, [x, y], env) => {
    const v = elemArg(env, x, elem);
    const w = elemArg(env, y, elem);
    return v && w ? res(`pg_array_replace(${a.sql}, ${v.sql}, ${w.sql}, ${elem})`, a.type) : undefined;
  }, [3]),
  array_position: withElem((a, elem, [x, s], env) => {
    const v = elemArg(env, x, elem);
    const st = s ? as(env, s, Oid.int4) : undefined;
    if (!v || (s && !st)) return undefined;
    return res(`pg_array_position(${a.sql}, ${v.sql}, ${st ? st.sql : 'NULL'}, ${elem})`, Oid.int4);
  }, [2, 3]),
  array_positions: withElem((a, elem, [x], env) => {
    const v = elemArg(env, x, elem);
    return v ? res(`pg_array_positions(${a.sql}, ${v.sql}, ${elem})`, Oid._int4) : undefined;
  }, [2]),
  array_to_json: withElem((a, _elem, [p], env) => {
    const pretty = p ? as(env, p, Oid.bool) : undefined;
    if (p && !pretty) return undefined;
    const sql = `pg_to_json(${a.sql}, ${a.type}, 0)`;
    return res(pretty ? `pg_json_pretty_top(${sql}, ${pretty.sql})` : sql, Oid.json);
  }, [1, 2]),
  array_ndims: withElem((a) => res(`pg_array_ndims(${a.sql})`, Oid.int4), [1]),
  array_dims: withElem((a) => res(arrayLowerBound(a.type) === 0 ? `('[0:' || (json_array_length(${a.sql}) - 1) || ']')` : `pg_array_dims(${a.sql})`, Oid.text), [1]),
  trim_array: withElem((a, _elem, [n], env) => {
    const k = n ? as(env, n, Oid.int4) : undefined;
    return k ? res(`pg_trim_array(${a.sql}, ${k.sql})`, a.type) : undefined;
  }, [2]),
  array_fill: (args, env) => {
    const [v, dims, lbs] = args;
    if (!v || !dims || args.length > 3 || v.type === Oid.unknown) return undefined;
    const at = arrayTypeOf(v.type);
    const d = as(env, dims, Oid._int4);
    const l = lbs ? as(env, lbs, Oid._int4) : undefined;
    if (!at || !d || (lbs && !l)) return undefined;
    return res(`pg_array_fill(${v.sql}, ${d.sql}, ${l ? l.sql : 'NULL'}, ${lbs ? 1 : 0})`, at);
  },
};

/** `@>`, `<@` and `&&` between arrays of one type. */
export function arrayOperator(op: string, l0: Expr, r0: Expr, env: ExprEnv): Expr | undefined {
  if (op !== '@>' && op !== '<@' && op !== '&&') return undefined;
  const l = arrayArg(env, l0, r0.type === Oid.unknown ? undefined : arrayElementOf(r0.type));
  const r = l ? arrayArg(env, r0, l.elem) : undefined;
  if (!l || !r || l.a.type !== r.a.type) return undefined;
  const [big, small] = op === '<@' ? [r.a, l.a] : [l.a, r.a];
  const fn = op === '&&' ? 'pg_array_overlap' : 'pg_array_contains';
  return { sql: `${fn}(${big.sql}, ${small.sql}, ${l.elem})`, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: Boolean(l0.hasAgg || r0.hasAgg) };
}
