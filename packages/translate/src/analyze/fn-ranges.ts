import { BUILTIN_RANGES, Oid, type RangeSpec, findUserType, multirangeNameFor } from '@pgsqlite/catalog';
import { multirangeOfRange, multirangeOperator, multirangeSpecOf, rangeOfMultirange } from './multirange-ops.js';
import { planType } from './types.js';
import { rangeOperator } from './range-ops.js';
import { canCoerceImplicitly, coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import type { ScalarImpl } from './scalar-functions.js';
import { rangeSpecOf, specSql } from './range-ops.js';

/**
 * The range functions: the constructors `int4range(lower, upper [, flags])` (and those of
 * CREATE TYPE … AS RANGE), lower/upper, isempty, lower_inc/upper_inc/lower_inf/upper_inf and
 * range_merge. lower/upper of any other type fall through to the text functions.
 */

/** `rangetype(lower, upper [, flags])`: bounds cast to the subtype (NULL = infinite), flags text. */
export function rangeConstructor(rangeOid: number, spec: RangeSpec, args: Expr[], env: ExprEnv): Omit<Expr, 'name'> | undefined {
  if (args.length !== 2 && args.length !== 3) return undefined;
  const ctx = env.scope.ctx;
  const ok = (e: Expr): boolean => e.isNull === true || e.type === Oid.unknown || e.type === spec.subtype || canImplicit(e, spec.subtype);
  if (!ok(args[0] as Expr) || !ok(args[1] as Expr)) return undefined;
  const lo = coerce(ctx, args[0] as Expr, spec.subtype, -1, 'implicit');
  const hi = coerce(ctx, args[1] as Expr, spec.subtype, -1, 'implicit');
  const flagsArg = args[2];
  if (flagsArg && flagsArg.type !== Oid.unknown && flagsArg.type !== Oid.text && flagsArg.type !== Oid.varchar && !flagsArg.isNull) return undefined;
  const flags = flagsArg ? coerce(ctx, flagsArg, Oid.text, -1, 'implicit').sql : `'[)'`;
  return { sql: `pg_range_make(${lo.sql}, ${hi.sql}, ${flags}, ${specSql(spec)})`, type: rangeOid, typmod: -1 };
}

/** Implicit casts a constructor's bound takes (int2 → int4, int4 → numeric, date → timestamp …). */
function canImplicit(e: Expr, target: number): boolean {
  return canCoerceImplicitly(e.type, target);
}

function part(name: string, type: (spec: RangeSpec) => number): ScalarImpl {
  return (args) => {
    const a = args[0];
    if (args.length !== 1 || !a) return undefined;
    const spec = rangeSpecOf(a.type);
    const mr = spec ? undefined : multirangeSpecOf(a.type);
    if (mr) return { sql: `pg_mr_part(${a.sql}, '${name}', ${specSql(mr)})`, type: type(mr), typmod: -1 };
    if (!spec) return undefined;
    return { sql: `pg_range_part(${a.sql}, '${name}', ${specSql(spec)})`, type: type(spec), typmod: -1 };
  };
}

const bool = (): number => Oid.bool;

/** Range functions by name; `fallback` is the function of the same name for other types. */
export function rangeFunctions(fallback: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const orElse = (name: string, impl: ScalarImpl): ScalarImpl => (args, env, location) => impl(args, env, location) ?? fallback[name]?.(args, env, location);
  const out: Record<string, ScalarImpl> = {
    lower: orElse('lower', part('lower', (s) => s.subtype)),
    upper: orElse('upper', part('upper', (s) => s.subtype)),
    isempty: part('isempty', bool),
    lower_inc: part('lower_inc', bool),
    upper_inc: part('upper_inc', bool),
    lower_inf: part('lower_inf', bool),
    upper_inf: part('upper_inf', bool),
    range_merge: (args, env) => {
      const mr = args.length === 1 ? multirangeSpecOf((args[0] as Expr).type) : undefined;
      const range = mr ? rangeOfMultirange(env.scope.ctx, (args[0] as Expr).type) : undefined;
      if (mr && range !== undefined) return { sql: `pg_mr_part(${(args[0] as Expr).sql}, 'merge', ${specSql(mr)})`, type: range, typmod: -1 };
      if (args.length !== 2) return undefined;
      const [a, b] = args as [Expr, Expr];
      const t = rangeSpecOf(a.type) ? a.type : b.type;
      const spec = rangeSpecOf(t);
      if (!spec) return undefined;
      const x = coerce(env.scope.ctx, a, t, -1, 'implicit');
      const y = coerce(env.scope.ctx, b, t, -1, 'implicit');
      if (x.type !== y.type) return undefined;
      return { sql: `pg_range_combine(${x.sql}, ${y.sql}, 'merge', ${specSql(spec)})`, type: t, typmod: -1 };
    },
  };
  for (const name of Object.keys(OPERATOR_FUNCTIONS)) out[name] = (args, env, location) => rangeOperatorFunction(name, args, env, location);
  out['multirange'] = (args, env) => {
    const a = args[0];
    const mr = a && args.length === 1 && rangeSpecOf(a.type) ? multirangeOfRange(env.scope.ctx, a.type) : undefined;
    return mr === undefined ? undefined : multirangeConstructor(mr, args, env);
  };
  for (const [, name, , , mrOid] of BUILTIN_RANGES) out[multirangeNameFor(name)] = (args, env) => multirangeConstructor(mrOid, args, env);
  for (const [oid, name] of BUILTIN_RANGES) {
    out[name] = (args, env) => {
      const spec = rangeSpecOf(oid);
      return spec ? rangeConstructor(oid, spec, args, env) : undefined;
    };
  }
  return out;
}

/** The constructor of a CREATE TYPE … AS RANGE type named `parts`, or undefined. */
export function userRangeConstructor(parts: readonly string[], args: Expr[], env: ExprEnv): Expr | undefined {
  const ctx = env.scope.ctx;
  const name = parts[parts.length - 1] ?? '';
  const t = findUserType(ctx.catalog, name, parts.length > 1 ? parts[parts.length - 2] : undefined, ctx.searchPath);
  if (t?.kind === 'm') {
    const out = multirangeConstructor(t.oid, args, env);
    return out ? { ...out, name, nameStrength: 2 } : undefined;
  }
  if (t?.kind !== 'r') return undefined;
  const spec = rangeSpecOf(t.oid);
  const out = spec ? rangeConstructor(t.oid, spec, args, env) : undefined;
  return out ? { ...out, name, nameStrength: 2 } : undefined;
}

const OP_WORDS: Readonly<Record<string, string>> = {
  overlaps: '&&', contains: '@>', contained_by: '<@', before: '<<', after: '>>', overleft: '&<', overright: '&>', adjacent: '-|-',
};

/** multirange_overlaps_range, elem_contained_by_multirange, multirange_eq …: the operator, or undefined. */
function multirangeFunctionOperator(name: string): string | undefined {
  const m = /^(range|multirange|elem)_([a-z_]+?)_(range|multirange|elem)$/.exec(name);
  if (m && (m[1] === 'multirange' || m[3] === 'multirange')) return OP_WORDS[m[2] as string];
  const cmp: Record<string, string> = { eq: '=', ne: '<>', lt: '<', le: '<=', gt: '>', ge: '>=', union: '+', minus: '-', intersect: '*' };
  return name.startsWith('multirange_') ? cmp[name.slice('multirange_'.length)] : undefined;
}

/** The multirange operator functions by name. */
export function multirangeOperatorFunction(name: string, args: Expr[], env: ExprEnv, location?: number): Expr | undefined {
  const op = multirangeFunctionOperator(name);
  if (op === undefined || args.length !== 2) return undefined;
  const ctx = env.scope.ctx;
  // an untyped argument is of the kind the name gives it (range_overlaps_multirange(r, '{…}'))
  const kinds = /^(range|multirange|elem)_.*_(range|multirange|elem)$/.exec(name) ?? [name, 'multirange', 'multirange'];
  const mr = args.map((a) => (multirangeSpecOf(a.type) ? a.type : rangeSpecOf(a.type) ? multirangeOfRange(ctx, a.type) : undefined)).find((t) => t !== undefined);
  const range = mr === undefined ? undefined : rangeOfMultirange(ctx, mr);
  const typed = args.map((a, i) => {
    if (a.type !== Oid.unknown || mr === undefined) return a;
    const kind = kinds[i + 1];
    return kind === 'multirange' ? coerce(ctx, a, mr, -1, 'implicit') : kind === 'range' && range !== undefined ? coerce(ctx, a, range, -1, 'implicit') : a;
  });
  const out = multirangeOperator(op, typed[0] as Expr, typed[1] as Expr, env, location);
  return out ? { ...out, name } : undefined;
}

/** `nummultirange(VARIADIC ranges)`: the multirange of an array of ranges. */
export function variadicMultirange(name: string, args: Expr[], env: ExprEnv): Expr | undefined {
  const mr = BUILTIN_RANGES.find((r) => multirangeNameFor(r[1]) === name)?.[4];
  const a = args[0];
  if (mr === undefined || args.length !== 1 || !a) return undefined;
  const spec = multirangeSpecOf(mr);
  const range = rangeOfMultirange(env.scope.ctx, mr);
  const arrType = range === undefined ? undefined : planType(range)?.arrayOid;
  if (!spec || arrType === undefined) return undefined;
  const arr = coerce(env.scope.ctx, a, arrType, -1, 'implicit');
  return { sql: `pg_mr_of_array(${arr.sql}, ${specSql(spec)})`, type: mr, typmod: -1, name, nameStrength: 2 };
}

/** The function forms of the range operators (range_eq, range_contains, range_union …). */
const OPERATOR_FUNCTIONS: Readonly<Record<string, string>> = {
  range_eq: '=', range_ne: '<>', range_lt: '<', range_le: '<=', range_gt: '>', range_ge: '>=',
  range_contains: '@>', range_contained_by: '<@', range_overlaps: '&&', range_before: '<<', range_after: '>>',
  range_overleft: '&<', range_overright: '&>', range_adjacent: '-|-', range_union: '+', range_intersect: '*', range_minus: '-',
  range_contains_elem: '@>', elem_contained_by_range: '<@',
};

/** range_eq(a, b) … as `a OP b`, when an argument is a range. */
export function rangeOperatorFunction(name: string, args: Expr[], env: ExprEnv, location?: number): Expr | undefined {
  const op = OPERATOR_FUNCTIONS[name];
  if (op === undefined || args.length !== 2) return undefined;
  const out = rangeOperator(op, args[0] as Expr, args[1] as Expr, env, location);
  return out ? { ...out, name } : undefined;
}

/** PostgreSQL 15 has no min()/max() over ranges or bit strings (nor an implicit cast to a type that has one). */
export function hasNoMinMax(type: number): boolean {
  return rangeSpecOf(type) !== undefined || multirangeSpecOf(type) !== undefined || type === 1560 || type === 1562;
}

/** `int4multirange(VARIADIC int4range[])` and `multirange(range)`: the ranges normalized; none → '{}'. */
export function multirangeConstructor(mrOid: number, args: Expr[], env: ExprEnv): Omit<Expr, 'name'> | undefined {
  const spec = multirangeSpecOf(mrOid);
  const range = rangeOfMultirange(env.scope.ctx, mrOid);
  if (!spec || range === undefined) return undefined;
  if (args.length === 0) return { sql: `'{}'`, type: mrOid, typmod: -1 };
  if (!args.every((a) => a.type === range || a.type === Oid.unknown || a.isNull)) return undefined;
  const parts = args.map((a) => coerce(env.scope.ctx, a, range, -1, 'implicit').sql);
  return { sql: `pg_mr_of(${parts.join(', ')}, ${specSql(spec)})`, type: mrOid, typmod: -1 };
}

/** range_agg / range_intersect_agg over ranges or multiranges, or undefined. */
export function rangeAggregate(name: string, args: Expr[], env: ExprEnv): { fn: string; type: number; args: Expr[] } | undefined {
  if ((name !== 'range_agg' && name !== 'range_intersect_agg') || args.length !== 1) return undefined;
  const a = args[0] as Expr;
  const ctx = env.scope.ctx;
  const rspec = rangeSpecOf(a.type);
  const mspec = multirangeSpecOf(a.type);
  const spec = rspec ?? mspec;
  if (!spec) return undefined;
  const kind = rspec ? 'r' : 'm';
  const type = name === 'range_intersect_agg' ? a.type : rspec ? multirangeOfRange(ctx, a.type) : a.type;
  if (type === undefined) return undefined;
  const c = (sql: string): Expr => ({ sql, type: Oid.text, typmod: -1, name: '?column?' });
  return { fn: name === 'range_agg' ? 'pg_range_agg' : 'pg_range_intersect_agg', type, args: [a, c(specSql(spec)), c(`'${kind}'`)] };
}
