import { Oid } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { noFunction, sortParts } from './functions.js';
import { windowFunction } from './fn-window.js';
import { type WindowSpec, resolveOver } from './window-defs.js';
import { type RangeKey, rangeKeyOf, rangeOffsetSql } from './window-range.js';
import { equalityCheck, equalityKey, sortablePartitionCheck } from './order-key.js';
import { leftmostLocation } from '../errors/location.js';
import { windowRefusedIn } from './window-placement.js';
import { checkFrameOffset } from './window-frame-offset.js';
import { INFINITE_OFFSET, LARGEST_FINITE_OFFSET, clampedKey, failInfinite } from './window-range-infinite.js';
import type { PlanCtx } from './context.js';
import { recordWindowKeys } from './window-key-order.js';

/** With an infinite offset, the key with its infinities clamped (window-range-infinite.ts); a huge finite other offset is 0A000. */
function infiniteOffsetsKey(key: RangeKey, offsets: readonly string[], ctx: PlanCtx): RangeKey {
  if (!offsets.includes(INFINITE_OFFSET) || key.sql === undefined) return key;
  if (offsets.some((o) => o !== INFINITE_OFFSET && Number(o) >= LARGEST_FINITE_OFFSET)) failInfinite(ctx, 'a finite offset of 1e292 or more next to an infinite one');
  return { ...key, sql: clampedKey(key.sql) };
}

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
  const penv: ExprEnv = { ...env, clause: 'window PARTITION BY' };
  const keys = w.partition.map((n) => {
    const k = translateExpr(n, penv);
    equalityCheck({ ...k, location: leftmostLocation(n) ?? k.location }, ctx);
    return k;
  });
  hasAgg ||= keys.some((k) => k.hasAgg);
  if (keys.length) parts.push(`PARTITION BY ${keys.map((k) => equalityKey(k)).join(', ')}`);
  const oenv: ExprEnv = { ...env, clause: 'window ORDER BY' };
  const order = w.order.map((n) => sortParts(n, oenv));
  for (const k of keys) sortablePartitionCheck(k, ctx);
  recordWindowKeys(env.scope, [
    ...w.order.map((n, i) => ({ node: (n['SortBy'] as Fields)['node'] as AstNode, sql: order[i]?.key ?? '' })),
    ...w.partition.map((n, i) => ({ node: n, sql: keys[i]?.sql ?? '' })),
  ]);
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

/** A ROWS / GROUPS frame offset: a non-negative constant (checked here, as PostgreSQL does when the frame starts). */
function offsetSql(node: AstNode | undefined, which: 'starting' | 'ending', mode: string, env: ExprEnv): string {
  if (!node) return '0';
  const e = translateExpr(node, env);
  const ctx = env.scope.ctx;
  checkFrameOffset(node, e, mode, env);
  if (e.sql.trim() === 'NULL') throw ctx.error('null_value_not_allowed', `frame ${which} offset must not be null`);
  const n = Number(e.literal ?? e.sql);
  if (!Number.isNaN(n) && n < 0) throw PgError.fromCode('22013', `frame ${which} offset must not be negative`);
  return e.sql;
}

/** The frame clause (ROWS/RANGE/GROUPS … [EXCLUDE …]); SQLite spells it as PostgreSQL does. */
function frameClause(w: WindowSpec, env: ExprEnv): { sql: string; rangeKey?: string } {
  const o = w.frameOptions;
  if (!(o & F.NONDEFAULT)) return { sql: '' };
  const ctx = env.scope.ctx;
  const mode = o & F.ROWS ? 'ROWS' : o & F.GROUPS ? 'GROUPS' : 'RANGE';
  if (mode === 'GROUPS' && w.order.length === 0) throw ctx.error('windowing_error', 'GROUPS mode requires an ORDER BY clause', w.location);
  const rangeOffsets = mode === 'RANGE' && (o & (START_OFFSET | END_OFFSET)) !== 0;
  let key = rangeOffsets ? rangeKeyOf(w, env) : undefined;
  const offsets = new Map<AstNode | undefined, string>();
  if (key !== undefined) {
    // both offsets are checked before either is refused: a negative one is 22013 wherever it stands
    const errors: unknown[] = [];
    const directions = { starting: o & F.START_OFFSET_PRECEDING ? 'PRECEDING' : 'FOLLOWING', ending: o & F.END_OFFSET_PRECEDING ? 'PRECEDING' : 'FOLLOWING' } as const;
    for (const [node, which] of [[w.startOffset, 'starting'], [w.endOffset, 'ending']] as const) {
      if (node === undefined || offsets.has(node)) continue;
      try {
        offsets.set(node, rangeOffsetSql(node, key, which, env, directions[which]));
      } catch (e) {
        errors.push(e);
      }
    }
    const first = errors.find((e) => e instanceof PgError && e.fields.code === '22013') ?? errors[0];
    if (first !== undefined) throw first;
    key = infiniteOffsetsKey(key, [...offsets.values()], ctx);
  }
  const bound = (node: AstNode | undefined, which: 'starting' | 'ending'): string => offsets.get(node) ?? offsetSql(node, which, mode, env);
  const start =
    o & F.START_UNBOUNDED_PRECEDING ? 'UNBOUNDED PRECEDING'
    : o & F.START_CURRENT_ROW ? 'CURRENT ROW'
    : o & F.START_OFFSET_PRECEDING ? `${bound(w.startOffset, 'starting')} PRECEDING`
    : `${bound(w.startOffset, 'starting')} FOLLOWING`;
  let sql = `${mode} `;
  if (o & F.BETWEEN) {
    const end =
      o & F.END_UNBOUNDED_FOLLOWING ? 'UNBOUNDED FOLLOWING'
      : o & F.END_CURRENT_ROW ? 'CURRENT ROW'
      : o & F.END_OFFSET_PRECEDING ? `${bound(w.endOffset, 'ending')} PRECEDING`
      : `${bound(w.endOffset, 'ending')} FOLLOWING`;
    sql += `BETWEEN ${start} AND ${end}`;
  } else {
    sql += start;
  }
  if (o & F.EXCLUDE_CURRENT_ROW) sql += ' EXCLUDE CURRENT ROW';
  else if (o & F.EXCLUDE_GROUP) sql += ' EXCLUDE GROUP';
  else if (o & F.EXCLUDE_TIES) sql += ' EXCLUDE TIES';
  return key?.sql !== undefined ? { sql, rangeKey: key.sql } : { sql };
}
