import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { compare, unify } from './operators.js';

function rowItems(node: AstNode): AstNode[] | undefined {
  if (nodeType(node) !== 'RowExpr') return undefined;
  return (fieldsOf(node)['args'] as AstNode[] | undefined) ?? [];
}

/**
 * Row-wise comparison `(a, b) op (c, d)` as PostgreSQL defines it: = and <> combine the pairs;
 * ordering operators decide on the first unequal pair (NULL when that pair has a NULL).
 */
export function translateRowComparison(op: string, f: Fields, env: ExprEnv): Expr | undefined {
  const ctx = env.scope.ctx;
  const left = rowItems(f['lexpr']);
  const right = rowItems(f['rexpr']);
  if (!left || !right) return undefined;
  const location = f['location'] as number | undefined;
  if (left.length !== right.length) throw ctx.error('syntax_error', 'unequal number of entries in row expressions', location);
  const pairs = left.map((l, i) => unify(translateExpr(l, env), translateExpr(right[i] as AstNode, env), env, op, location));
  const cmp = (o: string, [a, b]: [Expr, Expr]): string => compare(o, a, b, env, location).sql;
  const bool = (sql: string): Expr => ({ sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: pairs.some(([a, b]) => a.hasAgg || b.hasAgg) });
  if (op === '=') return bool(`(${pairs.map((p) => cmp('=', p)).join(' AND ')})`);
  if (op === '<>' || op === '!=') return bool(`(${pairs.map((p) => cmp('<>', p)).join(' OR ')})`);
  if (!['<', '<=', '>', '>='].includes(op)) throw ctx.error('feature_not_supported', `row comparison with operator ${op} is not supported by pgsqlite`, location);
  const strict = op[0] as string;
  let sql = 'CASE';
  pairs.slice(0, -1).forEach(([a, b]) => {
    sql += ` WHEN ${a.sql} IS NULL OR ${b.sql} IS NULL THEN NULL WHEN ${cmp('<>', [a, b])} THEN ${cmp(strict, [a, b])}`;
  });
  sql += ` ELSE ${cmp(op, pairs[pairs.length - 1] as [Expr, Expr])} END`;
  return bool(`(${sql})`);
}
