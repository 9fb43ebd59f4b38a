import { quoteString } from '../../sql/quote.js';
import type { PlanCtx } from '../context.js';
import type { Expr } from '../expr-types.js';
import { isString, typeName } from '../types.js';
import { Oid } from '@pgsqlite/catalog';
import { geoCast, isGeoType } from './geo-catalog.js';

type Mode = 'implicit' | 'assignment' | 'explicit';

/**
 * Casts from and to the geometric types: between two of them the function pg_cast names, in the
 * contexts it allows (point → box and box/path ↔ polygon on assignment, the others explicit);
 * text casts stay I/O conversions; anything else is 42846 / 42804, as PostgreSQL answers.
 */
export function coerceGeo(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: Mode, castLocation?: number): Expr | undefined {
  const from = e.type;
  if (from === target || (!isGeoType(from) && !isGeoType(target))) return undefined;
  if (from === Oid.unknown || e.isNull || isString(from) || isString(target) || from === Oid.char || target === Oid.char) return undefined;
  const cast = isGeoType(from) && isGeoType(target) ? geoCast(from, target) : undefined;
  const allowed = cast !== undefined && (cast.context === 'i' || mode === 'explicit' || (mode === 'assignment' && cast.context === 'a'));
  if (cast === undefined || !allowed) {
    if (mode === 'explicit') throw ctx.error('cannot_coerce', `cannot cast type ${typeName(from)} to ${typeName(target)}`, castLocation ?? e.location);
    throw ctx.error('datatype_mismatch', `column is of type ${typeName(target)} but expression is of type ${typeName(from)}`, e.location, {
      hint: 'You will need to rewrite or cast the expression.',
    });
  }
  const sql = `pg_geo(${[quoteString(cast.prosrc), ...(cast.leading ?? []), e.sql].join(', ')})`;
  return { ...e, sql, type: target, typmod, literal: undefined, param: undefined, constant: undefined, column: undefined };
}
