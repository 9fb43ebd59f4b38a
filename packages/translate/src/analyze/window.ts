import { Oid } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { noFunction, sortParts } from './functions.js';
import { windowFunction } from './fn-window.js';
import { type WindowSpec, resolveOver } from './window-defs.js';
import { isNumeric, typeName } from './types.js';
import { coerce } from './coerce.js';
import { equalityKey } from './order-key.js';
import { windowRefusedIn } from './window-placement.js';

const RANKING: Record<string, number> = {
  row_number: Oid.int8,
  rank: Oid.int8,
  dense_rank: Oid.int8,
  percent_rank: Oid.float8,
  cume_dist: Oid.float8,
};

/** Names that are only window functions (42809 without OVER, as PostgreSQL). */
export const WINDOW_ONLY = new Set([...Object.keys(RANKING), 'ntile', 'lag', 'lead', 'first_value', 'last_value', 'nth_value']);


/** `fn(...) OVER (…)` or `OVER name` (WINDOW clause), with PostgreSQL's placement and frame checks. */
export function translateOver(name: string, f: Fields, args: Expr[], env: ExprEnv, location?: number, aggSql?: string): Expr {
  const ctx = env.scope.ctx;
  if (env.inAggregate) throw ctx.error('grouping_error', 'aggregate function calls cannot contain window function calls', location);
  const refused = windowRefusedIn(env.clause);
  if (refused !== undefined) throw ctx.error('windowing_error', `window functions are not allowed in ${refused}`, location);
  if (f['agg_distinct']) throw ctx.error('feature_not_supported', 'DISTINCT is not implemented for window functions', location);
  if (aggSql === undefined && f['agg_filter']) {
    throw ctx.error('feature_not_supported', 'FILTER is not implemented for non-aggregate window functions', location);
  }
  const w = resolveOver(f['over'] as Fields, env.scope);
  const parts: string[] = [];
  let hasAgg = args.some((a) => a.hasAgg);
  if (w.partition.length) {
    const penv: ExprEnv = { ...env, clause: 'window PARTITION BY' };
    const keys = w.partition.map((n) => translateExpr(n, penv));
    hasAgg ||= keys.some((k) => k.hasAgg);
    parts.push(`PARTITION BY ${keys.map((k) => equalityKey(k)).join(', ')}`);
  }
  const oenv: ExprEnv = { ...env, clause: 'window ORDER BY' };
  const order = w.order.map((n) => sortParts(n, oenv));
  // an aggregate in the window's keys makes the query grouped (42803 for ungrouped columns)
  hasAgg ||= order.some((o) => o.hasAgg);
  const frame = frameClause(w, oenv);
  if (frame.rangeKey !== undefined && order[0]) order[0] = { ...order[0], key: frame.rangeKey };
  if (order.length) parts.push(`ORDER BY ${order.map((p) => `${p.key} ${p.direction}`).join(', ')}`);
  if (frame.sql) parts.push(frame.sql);
  const overSql = `OVER (${parts.join(' ')})`;
  const agg = hasAgg ? { hasAgg } : {};
  if (aggSql !== undefined) return { sql: `${aggSql} ${overSql}`, type: Oid.unknown, typmod: -1, name, nameStrength: 2, ...agg };
  const value = windowFunction(name, args, env, overSql);
  if (value) return { ...value, ...agg };
  const type = RANKING[name];
  if (type === undefined || args.length !== 0) throw noFunction(env, name, args, location);
  return { sql: `${name}() ${overSql}`, type, typmod: -1, name, nameStrength: 2, ...agg };
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

const START_OFFSET = F.START_OFFSET_PRECEDING | F.START_OFFSET_FOLLOWING;
const END_OFFSET = F.END_OFFSET_PRECEDING | F.END_OFFSET_FOLLOWING;

/** Offsets of RANGE frames need a numeric ORDER BY key in SQLite: numeric sorts as REAL there. */
function rangeOrderKey(w: WindowSpec, env: ExprEnv, offset: AstNode | undefined): string | undefined {
  const ctx = env.scope.ctx;
  if (w.order.length !== 1) {
    throw ctx.error('windowing_error', 'RANGE with offset PRECEDING/FOLLOWING requires exactly one ORDER BY column', w.location);
  }
  const e = translateExpr(((w.order[0] as AstNode)['SortBy'] as Fields)['node'], env);
  if (e.type === Oid.date || e.type === Oid.timestamp || e.type === Oid.timestamptz) return undefined;
  if (!isNumeric(e.type)) {
    const at = offset ? ((Object.values(offset)[0] as Fields | undefined)?.['location'] as number | undefined) : undefined;
    throw ctx.error('feature_not_supported', `RANGE with offset PRECEDING/FOLLOWING is not supported for column type ${typeName(e.type)}`, at);
  }
  return e.type === Oid.numeric ? `CAST(${e.sql} AS REAL)` : undefined;
}

/**
 * A constant interval offset of a RANGE frame over date (days) or timestamp[tz] (µs), the units
 * of their storage; intervals with months have no fixed length → 0A000.
 */
function intervalOffset(e: Expr, orderType: number, env: ExprEnv): string {
  const ctx = env.scope.ctx;
  const iv = coerce(ctx, e, Oid.interval, -1, 'implicit');
  const text = iv.sql.startsWith("'") && iv.sql.endsWith("'") ? iv.sql.slice(1, -1) : '';
  const [months, days, micros] = text.split(' ').map(Number) as [number, number, number];
  if (text === '' || months !== 0 || Number.isNaN(days) || Number.isNaN(micros)) {
    throw ctx.error('feature_not_supported', 'RANGE offsets other than constant day/time intervals are not supported by pgsqlite');
  }
  if (days < 0 || micros < 0) throw PgError.fromCode('22013', 'invalid preceding or following size in window function');
  return orderType === Oid.date ? String(days + micros / 86400e6) : String(days * 86400e6 + micros);
}

/** The date/timestamp type of a RANGE frame's single ORDER BY key, if it is one. */
function temporalOrderType(w: WindowSpec, env: ExprEnv): number | undefined {
  const t = translateExpr(((w.order[0] as AstNode)['SortBy'] as Fields)['node'], env).type;
  return t === Oid.date || t === Oid.timestamp || t === Oid.timestamptz ? t : undefined;
}

/** A frame offset: a non-negative constant (checked here, as PostgreSQL does when the frame starts). */
function offsetSql(node: AstNode | undefined, mode: string, which: 'starting' | 'ending', env: ExprEnv, orderType?: number): string {
  if (!node) return '0';
  const e = translateExpr(node, env);
  const ctx = env.scope.ctx;
  if (orderType !== undefined) return intervalOffset(e, orderType, env);
  if (e.sql.trim() === 'NULL') throw ctx.error('null_value_not_allowed', `frame ${which} offset must not be null`);
  const n = Number(e.literal ?? e.sql);
  if (!Number.isNaN(n) && n < 0) {
    if (mode === 'RANGE') throw PgError.fromCode('22013', 'invalid preceding or following size in window function');
    throw PgError.fromCode('22013', `frame ${which} offset must not be negative`);
  }
  return mode === 'RANGE' && e.type === Oid.numeric ? `CAST(${e.sql} AS REAL)` : e.sql;
}

/** The frame clause (ROWS/RANGE/GROUPS … [EXCLUDE …]); SQLite spells it as PostgreSQL does. */
function frameClause(w: WindowSpec, env: ExprEnv): { sql: string; rangeKey?: string } {
  const o = w.frameOptions;
  if (!(o & F.NONDEFAULT)) return { sql: '' };
  const ctx = env.scope.ctx;
  const mode = o & F.ROWS ? 'ROWS' : o & F.GROUPS ? 'GROUPS' : 'RANGE';
  if (mode === 'GROUPS' && w.order.length === 0) throw ctx.error('windowing_error', 'GROUPS mode requires an ORDER BY clause', w.location);
  const rangeOffsets = mode === 'RANGE' && (o & (START_OFFSET | END_OFFSET)) !== 0;
  const rangeKey = rangeOffsets ? rangeOrderKey(w, env, w.startOffset ?? w.endOffset) : undefined;
  const temporal = rangeOffsets ? temporalOrderType(w, env) : undefined;
  const start =
    o & F.START_UNBOUNDED_PRECEDING ? 'UNBOUNDED PRECEDING'
    : o & F.START_CURRENT_ROW ? 'CURRENT ROW'
    : o & F.START_OFFSET_PRECEDING ? `${offsetSql(w.startOffset, mode, 'starting', env, temporal)} PRECEDING`
    : `${offsetSql(w.startOffset, mode, 'starting', env, temporal)} FOLLOWING`;
  let sql = `${mode} `;
  if (o & F.BETWEEN) {
    const end =
      o & F.END_UNBOUNDED_FOLLOWING ? 'UNBOUNDED FOLLOWING'
      : o & F.END_CURRENT_ROW ? 'CURRENT ROW'
      : o & F.END_OFFSET_PRECEDING ? `${offsetSql(w.endOffset, mode, 'ending', env, temporal)} PRECEDING`
      : `${offsetSql(w.endOffset, mode, 'ending', env, temporal)} FOLLOWING`;
    sql += `BETWEEN ${start} AND ${end}`;
  } else {
    sql += start;
  }
  if (o & F.EXCLUDE_CURRENT_ROW) sql += ' EXCLUDE CURRENT ROW';
  else if (o & F.EXCLUDE_GROUP) sql += ' EXCLUDE GROUP';
  else if (o & F.EXCLUDE_TIES) sql += ' EXCLUDE TIES';
  return { sql, rangeKey };
}
