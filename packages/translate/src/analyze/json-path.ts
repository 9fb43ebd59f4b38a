import { Oid } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { parseJsonPath } from '@pgsqlite/runtime';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as, asAll, res, type FnResult } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * jsonpath arguments: pgsqlite has no jsonpath type, so a path is text (an untyped literal or a
 * text value) parsed when the function runs.
 */
function pathArgs(env: ExprEnv, args: Expr[]): Expr[] | undefined {
  if (args.length < 2 || args.length > 4) return undefined;
  checkLiteral(env, args[1] as Expr);
  return asAll(env, args, [Oid.jsonb, Oid.text, Oid.jsonb, Oid.bool].slice(0, args.length));
}

/** A literal path is parsed now, so a syntax error points at it as jsonpath_in's does. */
function checkLiteral(env: ExprEnv, e: Expr): void {
  if (e.literal === undefined) return;
  try {
    parseJsonPath(e.literal);
  } catch (err) {
    if (err instanceof PgError) throw env.scope.ctx.error('syntax_error', err.message, e.location);
    throw err;
  }
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

/** jsonb_path_exists / _match / _query_array / _query_first. */
export const JSON_PATH_FUNCTIONS: Record<string, ScalarImpl> = {
  jsonb_path_exists: fn('exists', Oid.bool),
  jsonb_path_match: fn('match', Oid.bool),
  jsonb_path_query_array: fn('array', Oid.jsonb),
  jsonb_path_query_first: fn('first', Oid.jsonb),
};

/** `jsonb @? path` and `jsonb @@ path` (jsonb_path_exists_opr / jsonb_path_match_opr: silent). */
export function jsonPathOperator(op: string, l: Expr, r: Expr, env: ExprEnv): FnResult | undefined {
  if ((op !== '@?' && op !== '@@') || l.type !== Oid.jsonb) return undefined;
  checkLiteral(env, r);
  const path = as(env, r, Oid.text);
  if (!path) return undefined;
  return res(`pg_jsonb_path('${op === '@?' ? 'exists' : 'match'}', ${l.sql}, ${path.sql}, '{}', 1)`, Oid.bool);
}
