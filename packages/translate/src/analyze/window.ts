import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { noFunction, sortItem } from './functions.js';

const RANKING: Record<string, number> = {
  row_number: Oid.int8,
  rank: Oid.int8,
  dense_rank: Oid.int8,
  percent_rank: Oid.float8,
  cume_dist: Oid.float8,
};

/** `fn(...) OVER (PARTITION BY … ORDER BY …)`; frames other than the default → 0A000. */
export function translateOver(name: string, f: Fields, args: Expr[], env: ExprEnv, location?: number, aggSql?: string): Expr {
  const ctx = env.scope.ctx;
  const w = f['over'] as Fields;
  if (w['name'] || w['refname']) throw ctx.error('feature_not_supported', 'named windows are not supported by pgsqlite', location);
  const frame = Number(w['frameOptions'] ?? 1058);
  if (frame !== 1058) throw ctx.error('feature_not_supported', 'window frame clauses are not supported by pgsqlite', location);
  const inner: ExprEnv = { ...env, allowAggregates: env.allowAggregates };
  const parts: string[] = [];
  const partition = (w['partitionClause'] as AstNode[] | undefined) ?? [];
  if (partition.length) parts.push(`PARTITION BY ${partition.map((n) => translateExpr(n, inner).sql).join(', ')}`);
  const order = (w['orderClause'] as AstNode[] | undefined) ?? [];
  if (order.length) parts.push(`ORDER BY ${order.map((n) => sortItem(n, inner)).join(', ')}`);
  const overSql = `OVER (${parts.join(' ')})`;
  if (aggSql !== undefined) return { sql: `${aggSql} ${overSql}`, type: Oid.unknown, typmod: -1, name, nameStrength: 2 };
  const type = RANKING[name];
  if (type === undefined || args.length !== 0) throw noFunction(env, name, args, location);
  return { sql: `${name}() ${overSql}`, type, typmod: -1, name, nameStrength: 2 };
}
