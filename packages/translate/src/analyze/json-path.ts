import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { asAll, res, type FnResult } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * The path argument: a jsonpath value, or an untyped literal read as jsonpath (jsonpath_in, so a
 * syntax error points at the literal). Any other type has no implicit cast to jsonpath.
 */
function pathArg(env: ExprEnv, e: Expr): Expr | undefined {
  if (e.type === Oid.jsonpath) return e;
  if (e.type !== Oid.unknown) return undefined;
  return coerce(env.scope.ctx, e, Oid.jsonpath, -1, 'implicit');
}

function pathArgs(env: ExprEnv, args: Expr[]): Expr[] | undefined {
  if (args.length < 2 || args.length > 4) return undefined;
  const path = pathArg(env, args[1] as Expr);
  if (!path) return undefined;
  const rest = asAll(env, [args[0] as Expr, ...args.slice(2)], [Oid.jsonb, Oid.jsonb, Oid.bool].slice(0, args.length - 1));
  if (!rest) return undefined;
  return [rest[0] as Expr, path, ...rest.slice(1)];
}

/** SQL of pg_jsonb_path(mode, target, path, vars, silent) with PostgreSQL's defaults filled in. */
export function jsonPathSql(mode: string, env: ExprEnv, args: Expr[]): string | undefined {
  const a = pathArgs(env, args);
  if (!a) return undefined;
  const sql = a.map((x) => x.sql);
  return `pg_jsonb_path('${mode}', ${sql[0]}, ${sql[1]}, ${sql[2] ?? `'{}'`}, ${sql[3] ?? '0'})`;
}

function fn(mode: string, type: number): ScalarImpl {
  return (args, env) => {
    const sql = jsonPathSql(mode, env, args);
    return sql === undefined ? undefined : res(sql, type);
  };
}

/** jsonb_path_exists / _match / _query_array / _query_first, and their _tz forms (datetime comparisons across zones). */
export const JSON_PATH_FUNCTIONS: Record<string, ScalarImpl> = {
  jsonb_path_exists: fn('exists', Oid.bool),
  jsonb_path_match: fn('match', Oid.bool),
  jsonb_path_query_array: fn('array', Oid.jsonb),
  jsonb_path_query_first: fn('first', Oid.jsonb),
  jsonb_path_exists_tz: fn('exists_tz', Oid.bool),
  jsonb_path_match_tz: fn('match_tz', Oid.bool),
  jsonb_path_query_array_tz: fn('array_tz', Oid.jsonb),
  jsonb_path_query_first_tz: fn('first_tz', Oid.jsonb),
};

/** `jsonb @? path` and `jsonb @@ path` (jsonb_path_exists_opr / jsonb_path_match_opr: silent). */
export function jsonPathOperator(op: string, l: Expr, r: Expr, env: ExprEnv): FnResult | undefined {
  if ((op !== '@?' && op !== '@@') || l.type !== Oid.jsonb) return undefined;
  const path = pathArg(env, r);
  if (!path) return undefined;
  return res(`pg_jsonb_path('${op === '@?' ? 'exists' : 'match'}', ${l.sql}, ${path.sql}, '{}', 1)`, Oid.bool);
}
