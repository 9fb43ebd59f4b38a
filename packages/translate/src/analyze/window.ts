import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { noFunction, sortItem } from './functions.js';
import { windowFunction } from './fn-window.js';

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
  const inner: ExprEnv = { ...env, allowAggregates: env.allowAggregates };
  const parts: string[] = [];
  const partition = (w['partitionClause'] as AstNode[] | undefined) ?? [];
  if (partition.length) parts.push(`PARTITION BY ${partition.map((n) => translateExpr(n, inner).sql).join(', ')}`);
  const order = (w['orderClause'] as AstNode[] | undefined) ?? [];
  if (order.length) parts.push(`ORDER BY ${order.map((n) => sortItem(n, inner)).join(', ')}`);
  const frame = frameClause(w, inner);
  if (frame) parts.push(frame);
  const overSql = `OVER (${parts.join(' ')})`;
  if (aggSql !== undefined) return { sql: `${aggSql} ${overSql}`, type: Oid.unknown, typmod: -1, name, nameStrength: 2 };
  const value = windowFunction(name, args, env, overSql);
  if (value) return value;
  const type = RANKING[name];
  if (type === undefined || args.length !== 0) throw noFunction(env, name, args, location);
  return { sql: `${name}() ${overSql}`, type, typmod: -1, name, nameStrength: 2 };
}

/** FRAMEOPTION_* bits of parsenodes.h (PostgreSQL 15). */
const F = {
  NONDEFAULT: 0x1,
  RANGE: 0x2,
  ROWS: 0x4,
  GROUPS: 0x8,
  BETWEEN: 0x10,
  START_UNBOUNDED_PRECEDING: 0x20,
  END_UNBOUNDED_FOLLOWING: 0x100,
  START_CURRENT_ROW: 0x200,
  END_CURRENT_ROW: 0x400,
  START_OFFSET_PRECEDING: 0x800,
  END_OFFSET_PRECEDING: 0x1000,
  START_OFFSET_FOLLOWING: 0x2000,
  END_OFFSET_FOLLOWING: 0x4000,
  EXCLUDE_CURRENT_ROW: 0x8000,
  EXCLUDE_GROUP: 0x10000,
  EXCLUDE_TIES: 0x20000,
} as const;

/** The frame clause (ROWS/RANGE/GROUPS … [EXCLUDE …]); SQLite spells it as PostgreSQL does. */
function frameClause(w: Fields, env: ExprEnv): string {
  const o = Number(w['frameOptions'] ?? 0);
  if (!(o & F.NONDEFAULT)) return '';
  const mode = o & F.ROWS ? 'ROWS' : o & F.GROUPS ? 'GROUPS' : 'RANGE';
  const offset = (node: AstNode | undefined): string => (node ? translateExpr(node, env).sql : '0');
  const start =
    o & F.START_UNBOUNDED_PRECEDING ? 'UNBOUNDED PRECEDING'
    : o & F.START_CURRENT_ROW ? 'CURRENT ROW'
    : o & F.START_OFFSET_PRECEDING ? `${offset(w['startOffset'])} PRECEDING`
    : `${offset(w['startOffset'])} FOLLOWING`;
  let sql = `${mode} `;
  if (o & F.BETWEEN) {
    const end =
      o & F.END_UNBOUNDED_FOLLOWING ? 'UNBOUNDED FOLLOWING'
      : o & F.END_CURRENT_ROW ? 'CURRENT ROW'
      : o & F.END_OFFSET_PRECEDING ? `${offset(w['endOffset'])} PRECEDING`
      : `${offset(w['endOffset'])} FOLLOWING`;
    sql += `BETWEEN ${start} AND ${end}`;
  } else {
    sql += start;
  }
  if (o & F.EXCLUDE_CURRENT_ROW) sql += ' EXCLUDE CURRENT ROW';
  else if (o & F.EXCLUDE_GROUP) sql += ' EXCLUDE GROUP';
  else if (o & F.EXCLUDE_TIES) sql += ' EXCLUDE TIES';
  return sql;
}
