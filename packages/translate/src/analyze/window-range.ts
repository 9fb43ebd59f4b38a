import { Oid, readInterval } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { AstNode, Fields } from '../parse/ast.js';
import { leftmostLocation } from '../errors/location.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { canCoerceImplicitly, coerce } from './coerce.js';
import { typeName } from './types.js';
import type { WindowSpec } from './window-defs.js';
import { checkNoVariables } from './window-frame-offset.js';
import { infiniteOffset } from './window-range-infinite.js';

/**
 * `RANGE BETWEEN <offset> PRECEDING / FOLLOWING` (transformFrameOffset + the in_range support
 * functions of PostgreSQL 15). SQLite's RANGE offsets need a numeric ORDER BY key and a constant
 * numeric offset; each type whose in_range is "key ± offset, compared" gets one
 * (pg_window_range_key, runtime range-keys.ts): integers, float, numeric, time, timetz and interval
 * keys, date and timestamp[tz] keys with an interval of days and time. An interval with months
 * has no fixed length over dates (a month is 28–31 days), so that one is 0A000.
 */

/** The offset types of each key type's in_range functions (pg_amproc, btree support 3). */
const IN_RANGE: ReadonlyMap<number, readonly number[]> = new Map([
  [Oid.int2, [Oid.int8, Oid.int4, Oid.int2]],
  [Oid.int4, [Oid.int8, Oid.int4, Oid.int2]],
  [Oid.int8, [Oid.int8]],
  [Oid.float4, [Oid.float8]],
  [Oid.float8, [Oid.float8]],
  [Oid.numeric, [Oid.numeric]],
  [Oid.date, [Oid.interval]],
  [Oid.timestamp, [Oid.interval]],
  [Oid.timestamptz, [Oid.interval]],
  [Oid.time, [Oid.interval]],
  [Oid.timetz, [Oid.interval]],
  [Oid.interval, [Oid.interval]],
]);

/** Key types whose stored value is not already the number SQLite's RANGE needs. */
const KEYED = new Set<number>([Oid.numeric, Oid.float4, Oid.float8, Oid.interval, Oid.time, Oid.timetz]);

/** The sort key of a RANGE frame with offsets and its type; null when the frame has none. */
export interface RangeKey {
  type: number;
  /** The SQLite ORDER BY key replacing the window's, or undefined to keep it */
  sql?: string;
}

/** The single ORDER BY column of a RANGE frame with offsets (42P20 otherwise), typed. */
export function rangeKeyOf(w: WindowSpec, env: ExprEnv): RangeKey {
  const ctx = env.scope.ctx;
  if (w.order.length !== 1) throw ctx.error('windowing_error', 'RANGE with offset PRECEDING/FOLLOWING requires exactly one ORDER BY column', w.location);
  const e = translateExpr(((w.order[0] as AstNode)['SortBy'] as Fields)['node'], env);
  // varchar sorts with text's operator family, whose type the message names
  const type = e.type === Oid.varchar ? Oid.text : e.type;
  if (!IN_RANGE.has(type)) {
    const offset = w.startOffset ?? w.endOffset;
    throw ctx.error('feature_not_supported', `RANGE with offset PRECEDING/FOLLOWING is not supported for column type ${typeName(type)}`, offset === undefined ? undefined : leftmostLocation(offset));
  }
  return KEYED.has(type) ? { type, sql: `pg_window_range_key(${type}, ${e.sql})` } : { type };
}

/**
 * The SQL of one RANGE offset for a key of type `key.type`: the offset coerced to the in_range
 * function's offset type (0A000 with PostgreSQL's hint when none takes it), checked as in_range
 * checks it (NULL → 22004, negative or NaN → 22013), in the key's units.
 */
export function rangeOffsetSql(node: AstNode, key: RangeKey, which: 'starting' | 'ending', env: ExprEnv, direction: 'PRECEDING' | 'FOLLOWING' = 'PRECEDING'): string {
  const ctx = env.scope.ctx;
  checkNoVariables(node, 'RANGE', env);
  const raw = translateExpr(node, env);
  const offsetType = pickOffsetType(raw, key.type);
  if (offsetType === undefined) {
    throw ctx.error('feature_not_supported', `RANGE with offset PRECEDING/FOLLOWING is not supported for column type ${typeName(key.type)} and offset type ${typeName(raw.type)}`, leftmostLocation(node), {
      hint: 'Cast the offset value to an appropriate type.',
    });
  }
  const e = coerce(ctx, raw, offsetType, -1, 'implicit');
  if (e.isNull || e.sql.trim() === 'NULL') throw ctx.error('null_value_not_allowed', `frame ${which} offset must not be null`);
  if (offsetType === Oid.interval) return intervalOffset(e, key.type, env);
  const value = constantNumber(e);
  if (value === undefined) throw ctx.error('feature_not_supported', 'a RANGE offset that is not a constant is not supported by pgsqlite');
  if (Number.isNaN(value) || value < 0) throw invalidSize();
  if (!Number.isFinite(value)) return infiniteOffset(ctx, which, direction);
  return String(value);
}

function invalidSize(): PgError {
  return PgError.fromCode('22013', 'invalid preceding or following size in window function');
}

/** The in_range offset type an offset of `raw`'s type takes (an untyped literal: the key's own type, else the first). */
function pickOffsetType(raw: Expr, keyType: number): number | undefined {
  const types = IN_RANGE.get(keyType) ?? [];
  if (types.includes(raw.type)) return raw.type;
  if (raw.type === Oid.unknown) return types.includes(keyType) ? keyType : types[0];
  const fits = types.filter((t) => canCoerceImplicitly(raw.type, t));
  return fits.length === 1 ? fits[0] : fits.find((t) => t === keyType) ?? fits[0];
}

/** A constant's numeric value (text of numeric, float and integer constants), or undefined. */
function constantNumber(e: Expr): number | undefined {
  const v = e.constant?.value ?? e.literal;
  const text = v !== undefined && v !== null ? String(v) : e.sql.startsWith("'") && e.sql.endsWith("'") ? e.sql.slice(1, -1) : e.sql;
  const t = text.trim().toLowerCase();
  if (t === 'nan') return NaN;
  if (t === 'infinity' || t === 'inf' || t === '+infinity' || t === '+inf') return Infinity;
  if (t === '-infinity' || t === '-inf') return -Infinity;
  const n = Number(t);
  return t === '' || Number.isNaN(n) ? undefined : n;
}

/**
 * A constant interval offset in the key's units: days for date, µs for timestamp[tz]; the time
 * part alone for time and timetz (in_range_time_interval ignores months and days); the span
 * (months as 30 days) for interval keys. Negative → 22013 (interval_cmp_value < 0, or the time part
 * for time keys).
 */
function intervalOffset(e: Expr, keyType: number, env: ExprEnv): string {
  const ctx = env.scope.ctx;
  const text = e.sql.startsWith("'") && e.sql.endsWith("'") ? e.sql.slice(1, -1) : '';
  if (text === '') throw ctx.error('feature_not_supported', 'a RANGE offset that is not a constant is not supported by pgsqlite');
  const iv = readInterval(text);
  const span = iv.micros + (BigInt(iv.days) + BigInt(iv.months) * 30n) * 86_400_000_000n;
  if (keyType === Oid.time || keyType === Oid.timetz) {
    if (iv.micros < 0n) throw invalidSize();
    return String(iv.micros);
  }
  if (span < 0n) throw invalidSize();
  if (keyType === Oid.interval) return String(span);
  if (iv.months !== 0) {
    throw ctx.error('feature_not_supported', `RANGE offsets with months over ${typeName(keyType)} (a month has no fixed length) are not supported by pgsqlite`);
  }
  return keyType === Oid.date ? String(iv.days + Number(iv.micros) / 86400e6) : String(BigInt(iv.days) * 86_400_000_000n + iv.micros);
}
