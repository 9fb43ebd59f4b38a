import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { compare, unify } from './operators.js';
import { starColumns } from './row-expr.js';

/** Is `node` a whole-row `alias.*`? */
function isStar(node: AstNode | undefined): boolean {
  if (node === undefined || nodeType(node) !== 'ColumnRef') return false;
  const parts = (fieldsOf(node)['fields'] as AstNode[] | undefined) ?? [];
  const last = parts[parts.length - 1];
  return parts.length >= 2 && last !== undefined && nodeType(last) === 'A_Star';
}

/** The fields of one side: a whole row's columns, a ROW(…)'s items; undefined for anything else. */
function fieldsOfSide(node: AstNode, env: ExprEnv): Expr[] | undefined {
  if (isStar(node)) return starColumns(node, env);
  if (nodeType(node) === 'RowExpr') return ((fieldsOf(node)['args'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, env));
  return undefined;
}

/**
 * `a.* = b.*` / `a.* <> b.*` (or against a ROW(…)): whole-row values compare with the record
 * operators (record_eq / record_ne), field by field, where two NULL fields are equal; a NULL row
 * (an outer join's null-extended side) gives NULL. Undefined when neither side is `alias.*`.
 */
export function translateWholeRowComparison(op: string, f: Fields, env: ExprEnv): Expr | undefined {
  const lnode = f['lexpr'] as AstNode | undefined;
  const rnode = f['rexpr'] as AstNode | undefined;
  if (lnode === undefined || rnode === undefined || (!isStar(lnode) && !isStar(rnode))) return undefined;
  if (op !== '=' && op !== '<>' && op !== '!=') return undefined;
  const ctx = env.scope.ctx;
  const location = f['location'] as number | undefined;
  const left = fieldsOfSide(lnode, env);
  const right = fieldsOfSide(rnode, env);
  if (left === undefined || right === undefined) return undefined;
  if (left.length !== right.length) throw ctx.error('datatype_mismatch', 'cannot compare record types with different numbers of columns', location);
  const pairs = left.map((l, i) => unify(l, right[i] as Expr, env, '=', location));
  const same = pairs.map(([a, b]) => `(CASE WHEN ${a.sql} IS NULL THEN ${b.sql} IS NULL WHEN ${b.sql} IS NULL THEN 0 ELSE ${compare('=', a, b, env, location).sql} END)`);
  const all = same.length === 0 ? '1' : same.join(' AND ');
  const rows = [lnode, rnode].filter(isStar).map((n) => translateExpr(n, env).sql);
  const value = op === '=' ? `(${all})` : `(NOT (${all}))`;
  const sql = `(CASE WHEN ${rows.map((r) => `${r} IS NULL`).join(' OR ')} THEN NULL ELSE ${value} END)`;
  return { sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: pairs.flat().some((p) => p.hasAgg) };
}
