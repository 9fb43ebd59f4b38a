import type { PlanCtx } from './context.js';

/**
 * An infinite RANGE offset over a float or numeric key (PostgreSQL 15's in_range: `base ± inf`,
 * with `+inf - inf` and `-inf + inf` taken as true rather than NaN). A frame starting 'inf'
 * PRECEDING or ending 'inf' FOLLOWING takes every row that is not NaN; SQLite gets it as an
 * infinite offset over a key whose infinities are clamped to ±DBL_MAX (so that no `inf - inf`
 * arises), which keeps a finite offset of the other bound exact below 1e292. A frame ending
 * 'inf' PRECEDING or starting 'inf' FOLLOWING (only the infinite rows) is 0A000.
 */

/** The SQLite offset standing for an infinite one. */
export const INFINITE_OFFSET = '9e999';

/** The largest finite offset that stays exact next to the clamped infinities. */
export const LARGEST_FINITE_OFFSET = 1e292;

/** The offset SQL of an infinite offset, or 0A000 for the bounds that select only infinite keys. */
export function infiniteOffset(ctx: PlanCtx, which: 'starting' | 'ending', direction: 'PRECEDING' | 'FOLLOWING'): string {
  if ((which === 'starting') === (direction === 'PRECEDING')) return INFINITE_OFFSET;
  return failInfinite(ctx, `an infinite offset ${which === 'starting' ? 'starting' : 'ending'} a frame ${direction} (only the infinite rows)`);
}

/** The RANGE key with its infinities clamped to ±DBL_MAX (NULL, for NaN, stays NULL). */
export function clampedKey(sql: string): string {
  return `min(max(${sql}, -1.7976931348623157e308), 1.7976931348623157e308)`;
}

/** 0A000 naming what is refused. */
export function failInfinite(ctx: PlanCtx, what: string): never {
  throw ctx.error('feature_not_supported', `RANGE with ${what} is not supported by pgsqlite`);
}
