import { regAsText } from './reg-json.js';
import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';

/** An aggregate call: the SQLite aggregate, its result type and arguments (as functions.ts AggregateImpl). */
export interface MoreAggregate {
  fn: string;
  type: number;
  args: Expr[];
}

/** Names of the aggregates this file adds. */
export const MORE_AGGREGATE_NAMES: readonly string[] = ['json_object_agg', 'jsonb_object_agg'];

const typeArg = (type: number): Expr => ({ sql: String(type), type: Oid.int4, typmod: -1, name: '?column?' });

/** A value and its type OID for the runtime's JSON conversion (unknown literals as text). */
function typed(env: ExprEnv, e: Expr): Expr[] {
  const v = e.type === Oid.unknown ? coerce(env.scope.ctx, e, Oid.text, -1, 'implicit') : regAsText(env.scope.ctx, e);
  return [v, typeArg(v.type)];
}

/**
 * sum(interval) / avg(interval), json_object_agg / jsonb_object_agg("any", "any"); undefined for
 * any other aggregate or argument types.
 */
export function moreAggregate(name: string, args: Expr[], env: ExprEnv): MoreAggregate | undefined {
  const [a, b] = args;
  if ((name === 'sum' || name === 'avg') && args.length === 1 && a?.type === Oid.interval) {
    return { fn: name === 'sum' ? 'pg_interval_sum' : 'pg_interval_avg', type: Oid.interval, args: [a] };
  }
  if ((name === 'json_object_agg' || name === 'jsonb_object_agg') && args.length === 2 && a !== undefined && b !== undefined) {
    return { fn: `pg_${name}`, type: name === 'json_object_agg' ? Oid.json : Oid.jsonb, args: [...typed(env, a), ...typed(env, b)] };
  }
  return undefined;
}
