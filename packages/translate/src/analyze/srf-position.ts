import { multirangeSpecOf } from './multirange-ops.js';
import { Oid } from '@pgsqlite/catalog';
import type { ExprEnv } from './expr.js';
import type { Expr } from './expr-types.js';
import { arrayElementOf } from './arrays.js';
import { RECORD_SRFS, SELECT_LIST_SRFS } from '../stmt/range-function.js';

/** Set-returning functions besides those a SELECT list expands (range-function.ts). */
const OTHER_SRFS: ReadonlySet<string> = new Set([
  'unnest', 'generate_subscripts', 'string_to_table', 'json_to_recordset', 'jsonb_to_recordset', 'json_populate_recordset', 'jsonb_populate_recordset',
]);

/** Clauses where PostgreSQL refuses set-returning functions, named as its message names them. */
const REFUSING = new Set(['VALUES', 'WHERE', 'HAVING', 'JOIN conditions', 'LIMIT', 'OFFSET', 'UPDATE', 'check constraints', 'DEFAULT expressions', 'index expressions', 'index predicate']);

/**
 * A set-returning function called where pgsqlite does not expand it (only SELECT-list targets and
 * FROM items are): 0A000 — PostgreSQL's "not allowed in WHERE" where it refuses them too, else
 * naming the position — instead of 42883 as for an unknown function. Undefined for other names,
 * and for unnest of a non-array (PostgreSQL's 42883).
 */
export function setReturningHere(env: ExprEnv, name: string, args: readonly Expr[], location: number | undefined): Error | undefined {
  if (!SELECT_LIST_SRFS.has(name) && !RECORD_SRFS.has(name) && !OTHER_SRFS.has(name)) return undefined;
  const first = args[0];
  if (name === 'unnest' && (first === undefined || (first.type !== Oid.unknown && arrayElementOf(first.type) === undefined && multirangeSpecOf(first.type) === undefined))) return undefined;
  const clause = env.clause;
  if (clause !== undefined && REFUSING.has(clause)) return env.scope.ctx.error('feature_not_supported', `set-returning functions are not allowed in ${clause}`, location);
  return env.scope.ctx.error('feature_not_supported', `set-returning function ${name}() outside the top level of a SELECT list (nested, in ORDER BY, …) is not supported by pgsqlite`, location);
}
