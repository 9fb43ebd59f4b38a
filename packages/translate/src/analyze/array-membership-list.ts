import { Oid, parseArrayLiteral } from '@pgsqlite/catalog';
import { type AstNode, type Fields } from '../parse/ast.js';
import { quoteString } from '../sql/quote.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { compareOrMatch, unify } from './operators.js';

/**
 * Clauses whose SQLite form may hold no subquery: a CHECK constraint, an index expression or
 * predicate, a generated column, a column DEFAULT. What a query translates into a subquery must take a scalar
 * form there, or the table cannot be created (or rebuilt, from the stored PostgreSQL text).
 */
const ROW_LOCAL_CLAUSES = new Set(['check constraints', 'index expressions', 'index predicate', 'generation expression', 'DEFAULT expressions']);

/** PostgreSQL's name of each clause where it refuses a subquery (0A000 'cannot use subquery in …'). */
const NO_SUBQUERY: Record<string, string> = {
  'check constraints': 'check constraint',
  'index expressions': 'index expression',
  'index predicate': 'index predicate',
  'generation expression': 'column generation expression',
  'DEFAULT expressions': 'DEFAULT expression',
};

/** A subquery in a clause where PostgreSQL refuses one: its 0A000 error. */
export function refuseSubquery(env: ExprEnv, location: number | undefined): void {
  const where = env.clause === undefined ? undefined : NO_SUBQUERY[env.clause];
  if (where) throw env.scope.ctx.error('feature_not_supported', `cannot use subquery in ${where}`, location);
}

/** The expression is translated for a clause whose SQLite form may hold no subquery. */
export function isRowLocalClause(env: ExprEnv): boolean {
  return env.clause !== undefined && !env.domainCheck && ROW_LOCAL_CLAUSES.has(env.clause);
}

function unwrapCast(node: AstNode): { array: Fields | undefined; text: string | undefined; cast: boolean } {
  const tc = node['TypeCast'] as Fields | undefined;
  const arg = tc ? (tc['arg'] as AstNode) : node;
  const sval = (arg['A_Const'] as Fields | undefined)?.['sval'] as Fields | undefined;
  return { array: arg['A_ArrayExpr'] as Fields | undefined, text: sval ? String(sval['sval'] ?? '') : undefined, cast: tc !== undefined };
}

/** The elements of a flat array literal (`'{a,b}'`), each read by the element type's input function. */
function literalElements(env: ExprEnv, text: string, elem: number): Expr[] | undefined {
  const tree = parseArrayLiteral(text);
  if (tree.some((t) => Array.isArray(t))) return undefined;
  return tree.map((t) =>
    t === null
      ? { sql: 'NULL', type: elem, typmod: -1, name: '?column?', isNull: true }
      : coerce(env.scope.ctx, { sql: quoteString(t as string), type: Oid.unknown, typmod: -1, name: '?column?', literal: t as string }, elem, -1, 'implicit'),
  );
}

/** The elements of a constant flat array (its JSON storage), as constant expressions of `elem`. */
function constantElements(arr: Expr, elem: number): Expr[] | undefined {
  const v = arr.constant?.value;
  if (typeof v !== 'string' || !v.startsWith('[') || v.startsWith('[[') || elem === Oid.bytea) return undefined;
  let items: unknown;
  try {
    items = JSON.parse(v);
  } catch {
    return undefined;
  }
  if (!Array.isArray(items)) return undefined;
  const out: Expr[] = [];
  for (const item of items) {
    let sql: string;
    if (item === null) sql = 'NULL';
    else if (typeof item === 'string') sql = quoteString(item);
    else if (typeof item === 'boolean') sql = item ? '1' : '0';
    else if (typeof item === 'number' && Number.isFinite(item) && (!Number.isInteger(item) || Number.isSafeInteger(item))) sql = String(item);
    else return undefined;
    out.push({ sql, type: elem, typmod: -1, name: '?column?', isNull: item === null });
  }
  return out;
}

/**
 * `x op ANY/ALL (array)` in a row-local clause, where the json_each subquery cannot go: an
 * `ARRAY[…]` constructor (also cast, as PostgreSQL stores an IN list over varchar:
 * `(ARRAY['a'::varchar, …])::text[]`) or a constant array becomes `x op e1 OR x op e2 …`
 * (`AND` for ALL), which has PostgreSQL's three-valued result: true when one comparison is,
 * NULL when none is and one is NULL, false otherwise (the reverse for ALL); an empty constant
 * array gives false (true for ALL). Undefined when the array is neither.
 */
export function expandArrayMembership(f: Fields, op: string, all: boolean, x: Expr, arr: Expr, elem: number, env: ExprEnv, location?: number): Expr | undefined {
  const ctx = env.scope.ctx;
  const { array, text, cast } = unwrapCast(f['rexpr'] as AstNode);
  let elements: Expr[] | undefined;
  if (text !== undefined) {
    elements = literalElements(env, text, elem);
  } else if (array && !((array['elements'] as AstNode[] | undefined) ?? []).some((n) => n['A_ArrayExpr'] !== undefined)) {
    elements = ((array['elements'] as AstNode[] | undefined) ?? []).map((n) => coerce(ctx, translateExpr(n, env), elem, -1, cast ? 'explicit' : 'implicit'));
  } else {
    elements = constantElements(arr, elem);
  }
  if (!elements) return undefined;
  const parts = elements.map((e) => compareOrMatch(op, ...unify(x, e, env, op, location), env, location).sql);
  const sql = parts.length === 0 ? (all ? '1' : '0') : `(${parts.join(all ? ' AND ' : ' OR ')})`;
  return { sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: x.hasAgg || arr.hasAgg };
}
