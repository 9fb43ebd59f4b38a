import type { FormatSettings } from '@pgsqlite/catalog';

/**
 * The settings a plan can depend on, as part of a plan-cache key: constants are read and folded
 * when the statement is planned (an interval literal under IntervalStyle sql_standard, 'now'
 * under a time zone, a float or bytea cast to text), so a plan made under other values is not
 * the statement's plan.
 */
export function settingsKey(s: FormatSettings): string {
  return `${s.timeZone}\u0001${s.dateStyle}\u0001${s.intervalStyle}\u0001${s.extraFloatDigits}\u0001${s.byteaOutput}${s.uncommittedEnumValues === undefined ? '' : `\u0001${s.uncommittedEnumValues.join('\u0002')}`}${s.replicationRole === undefined ? '' : `\u0003${s.replicationRole}`}`;
}
