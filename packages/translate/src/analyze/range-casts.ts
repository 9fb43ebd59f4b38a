import { Oid, userTypeByOid } from '@pgsqlite/catalog';
import { untypedToUserType } from './untyped-input.js';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { rangeSpecOf, specSql } from './range-ops.js';
import { multirangeSpecOf } from './multirange-ops.js';
import { isString } from './types.js';

type Mode = 'implicit' | 'assignment' | 'explicit';
type CoerceFn = (ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode) => Expr;

/**
 * Casts to and from a CREATE TYPE … AS RANGE type (the built-in ranges are registered types and
 * go through the runtime's codecs): a literal is read at plan time by range_in, a string is read
 * by pg_range_in and a range is written as text by pg_range_out (I/O conversions). Undefined when
 * neither side is a user range.
 */
export function coerceUserRange(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode, coerce: CoerceFn): Expr | undefined {
  const targetKind = userTypeByOid(ctx.catalog, target)?.kind;
  const toRange = targetKind === 'r' || targetKind === 'm';
  const fromRange = userTypeByOid(ctx.catalog, e.type)?.kind === 'r';
  if (toRange && e.type !== target) {
    const spec = rangeSpecOf(target) ?? multirangeSpecOf(target);
    if (!spec) return undefined;
    const out = (sql: string): Expr => ({ ...e, sql, type: target, typmod: -1, literal: undefined, param: undefined, constant: undefined });
    const untyped = untypedToUserType(ctx, e, target, out);
    if (untyped !== undefined) return untyped;
    if (targetKind === 'r' && (e.type === Oid.unknown || (mode === 'explicit' && isString(e.type)))) {
      const text = coerce(ctx, { ...e, type: e.type === Oid.unknown ? Oid.text : e.type }, Oid.text, -1, 'explicit');
      return out(`pg_range_in(${text.sql}, ${specSql(spec)})`);
    }
    return undefined;
  }
  if (fromRange && e.type !== target && mode !== 'implicit' && isString(target)) {
    const spec = rangeSpecOf(e.type);
    if (!spec) return undefined;
    const text: Expr = { ...e, sql: `pg_range_out(${e.sql}, ${specSql(spec)})`, type: Oid.text, typmod: -1, literal: undefined, param: undefined, constant: undefined };
    return target === Oid.text ? text : coerce(ctx, text, target, typmod, mode);
  }
  return undefined;
}
