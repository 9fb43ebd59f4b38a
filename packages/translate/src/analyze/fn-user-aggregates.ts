import { ANY, ANYCOMPATIBLE, ANYCOMPATIBLEARRAY, Oid, type UserAggregateDef } from '@pgsqlite/catalog';
import { windowRefusedIn } from './window-placement.js';
import { arrayTypeOf } from './arrays.js';
import { type AstNode, type Fields } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { translateOver } from './window.js';
import { foldAggregateCall } from './fn-fold-aggregates.js';
import { typeName } from './types.js';
import { pickPolymorphic } from './polymorphic-aggregates.js';

/**
 * A call of a CREATE AGGREGATE aggregate: `pg_user_agg('<definition>', args…)` (runtime
 * user-aggregates.ts) with the call's ORDER BY, FILTER and OVER; undefined when no user aggregate
 * has the name. `order` and `filter` are the built-in aggregates' translations of those clauses.
 */
export function translateUserAggregateCall(
  f: Fields,
  parts: readonly string[],
  env: ExprEnv,
  clauses: { order: (f: Fields, env: ExprEnv) => string; filter: (node: AstNode, env: ExprEnv) => Expr },
): Expr | undefined {
  const ctx = env.scope.ctx;
  const name = (parts[parts.length - 1] ?? '').toLowerCase();
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  const candidates = (ctx.catalog.userAggregates?.() ?? []).filter((a) => a.name === name && (schema === undefined ? ctx.searchPath.includes(a.schema) : a.schema === schema));
  if (candidates.length === 0) return undefined;
  const location = f['location'] as number | undefined;
  const over = f['over'] as Fields | undefined;
  if (!over) {
    if (env.inAggregate) throw ctx.error('grouping_error', 'aggregate function calls cannot be nested', location);
    if (!env.allowAggregates) throw ctx.error('grouping_error', `aggregate functions are not allowed in ${windowRefusedIn(env.clause) ?? env.clause ?? 'this context'}`, location);
  }
  const argEnv: ExprEnv = over ? env : { ...env, inAggregate: true };
  const raw = ((f['args'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, argEnv));
  const star = f['agg_star'] === true;
  const chosen = pickPolymorphic(candidates, raw, f['func_variadic'] === true, env) ?? pick(candidates, raw, star, env);
  if (chosen === undefined) {
    const shown = star ? '*' : raw.map((a) => typeName(a.type)).join(', ');
    throw ctx.error('undefined_function', `function ${parts.join('.')}(${shown}) does not exist`, location, { hint: 'No function matches the given name and argument types. You might need to add explicit type casts.' });
  }
  const { def, args } = chosen;
  if (def.sfuncOid !== undefined) return foldAggregateCall(f, def, args, env, argEnv, clauses);
  if (f['agg_distinct']) throw ctx.error('feature_not_supported', `DISTINCT in a call of aggregate ${name} is not supported by pgsqlite`, location);
  const { oid: _o, schema: _s, name: _n, ...body } = def;
  const json = quoteString(JSON.stringify(body));
  let sql = `pg_user_agg(${[json, ...args.map((a) => a.sql)].join(', ')}${clauses.order(f, argEnv)})`;
  if (f['agg_filter']) sql += ` FILTER (WHERE ${clauses.filter(f['agg_filter'] as AstNode, env).sql})`;
  // a group of no rows: the value of the initial state (pg_user_agg_result)
  if (over) {
    const w = translateOver(name, f, [], env, location, sql);
    return { ...w, sql: `pg_user_agg_result(${json}, ${w.sql})`, type: def.resultType, typmod: -1 };
  }
  return { sql: `pg_user_agg_result(${json}, ${sql})`, type: def.resultType, typmod: -1, name, nameStrength: 2, hasAgg: true };
}

/** The aggregate whose argument types the call's arguments coerce to (implicitly), with the coerced arguments. */
function pick(candidates: readonly UserAggregateDef[], raw: readonly Expr[], star: boolean, env: ExprEnv): { def: UserAggregateDef; args: Expr[] } | undefined {
  for (const def of candidates) {
    if (star) {
      if (def.star) return { def, args: [] };
      continue;
    }
    if (def.argTypes.length !== raw.length) continue;
    try {
      const args = raw.map((a, i) => (def.argTypes[i] === ANY || def.argTypes[i] === ANYCOMPATIBLE ? a : coerce(env.scope.ctx, a, def.argTypes[i] as number, -1, 'implicit')));
      // a polymorphic aggregate takes its state and result types from its argument (anycompatible → its array)
      const poly = def.argTypes.findIndex((t) => t === ANYCOMPATIBLE);
      if (poly < 0) return { def, args };
      const elem = (args[poly] as Expr).type === Oid.unknown ? Oid.text : (args[poly] as Expr).type;
      const array = arrayTypeOf(elem);
      if (array === undefined) continue;
      const resolve = (t: number): number => (t === ANYCOMPATIBLEARRAY ? array : t === ANYCOMPATIBLE ? elem : t);
      return { def: { ...def, stype: resolve(def.stype), resultType: resolve(def.resultType) }, args };
    } catch {
      continue;
    }
  }
  return undefined;
}
