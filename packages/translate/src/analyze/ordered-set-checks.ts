import { type PgError, isPgError } from '@pgsqlite/errors';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { noFunction } from './functions.js';
import { WINDOW_ONLY } from './window.js';

/**
 * What PostgreSQL's ParseFuncOrColumn and parse_agg.c check of ordered-set aggregate calls
 * (`f(direct args) WITHIN GROUP (ORDER BY …)`) before they run.
 */

/** The ORDER BY expressions of a WITHIN GROUP call, as nodes. */
function orderNodes(f: Fields): AstNode[] {
  return ((f['agg_order'] as AstNode[] | undefined) ?? []).map((n) => (n['SortBy'] as Fields)['node'] as AstNode);
}

/**
 * The types PostgreSQL looks the call up with: the direct arguments followed by the ordering
 * expressions (transformFuncCall appends them), for 42883 messages.
 */
export function withinGroupSignature(f: Fields, direct: Expr[], argEnv: ExprEnv): Expr[] {
  return [...direct, ...orderNodes(f).map((n) => translateExpr(n, argEnv))];
}

/**
 * WITHIN GROUP on a function that is not an ordered-set aggregate: looked up with the direct
 * arguments and the ordering expressions, no such function is 42883 naming them all; a plain
 * aggregate is 42809 `f is not an ordered-set aggregate, so it cannot have WITHIN GROUP`; another
 * function 42809 `WITHIN GROUP specified, but f is not an aggregate function`.
 */
export function withinGroupMisuse(f: Fields, name: string, env: ExprEnv): PgError {
  const ctx = env.scope.ctx;
  const location = f['location'] as number | undefined;
  const args = [...((f['args'] as AstNode[] | undefined) ?? []), ...orderNodes(f)];
  if (WINDOW_ONLY.has(name)) {
    // window functions are found only with their own arguments (none takes ordering columns)
    return noFunction(env, name, args.map((n) => translateExpr(n, { ...env, inAggregate: true })), location) as PgError;
  }
  const plain: Fields = { ...f, args };
  delete plain['agg_within_group'];
  delete plain['agg_order'];
  delete plain['agg_star'];
  const found = translateExpr({ FuncCall: plain }, env);
  if (found.hasAgg) return ctx.error('wrong_object_type', `${name} is not an ordered-set aggregate, so it cannot have WITHIN GROUP`, location);
  return ctx.error('wrong_object_type', `WITHIN GROUP specified, but ${name} is not an aggregate function`, location);
}

/**
 * Direct arguments are evaluated once per group (check_ungrouped_columns): under grouping they
 * may read only grouped columns, 42803 with PostgreSQL's detail otherwise. Translated here as
 * outside the aggregate, for the check only.
 */
export function checkDirectArguments(f: Fields, env: ExprEnv): void {
  if (!env.grouping) return;
  for (const node of (f['args'] as AstNode[] | undefined) ?? []) {
    try {
      translateExpr(node, { ...env, inAggregate: false });
    } catch (e) {
      if (isPgError(e) && e.code === '42803' && e.message.startsWith('column ') && e.fields.detail === undefined) {
        throw e.with({ detail: 'Direct arguments of an ordered-set aggregate must use only grouped columns.' });
      }
      throw e;
    }
  }
}
