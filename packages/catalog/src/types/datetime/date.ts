import { PgError } from '@pgsqlite/errors';
import { badBinary, beBytes, storedBigInt, viewOf } from '../codec-util.js';
import { smallIntBytes } from '../binary-out.js';
import { defineType } from '../define.js';
import type { FormatSettings } from '../pg-type.js';
import { DATE_INFINITY, DATE_NEG_INFINITY, PG_EPOCH_DAYS, daysFromCivil } from './calendar.js';
import { decodeOrThrow } from './decode-errors.js';
import { formatDate, parseDateStyle } from './format.js';
import { zoneOffsetSeconds } from './zone.js';

/** Julian day 0 (4714-11-24 BC) and the last valid date (5874897-12-31), in days since 1970. */
const DATE_MIN = daysFromCivil(-4713, 11, 24);
const DATE_MAX = daysFromCivil(5874897, 12, 31);

/** Today's date in the session time zone, as days since 1970. */
export function todayDays(settings: FormatSettings): number {
  const nowS = settings.clock === undefined ? Date.now() / 1000 : Number(settings.clock / 1000n) / 1000;
  return Math.floor((nowS + zoneOffsetSeconds(settings.timeZone, nowS)) / 86400);
}

/** date_in. */
export function parseDate(text: string, settings: FormatSettings): number {
  const d = decodeOrThrow(text, 'date', settings);
  switch (d.special) {
    case 'infinity':
      return DATE_INFINITY;
    case '-infinity':
      return DATE_NEG_INFINITY;
    case 'epoch':
      return 0;
    case 'today':
    case 'now':
      return todayDays(settings);
    case 'tomorrow':
      return todayDays(settings) + 1;
    case 'yesterday':
      return todayDays(settings) - 1;
    default:
  }
  if (!d.date) throw new PgError('invalid_datetime_format', `invalid input syntax for type date: "${text}"`);
  const days = daysFromCivil(d.date.y, d.date.m, d.date.d);
  if (days < DATE_MIN || days > DATE_MAX) throw new PgError('datetime_field_overflow', `date out of range: "${text}"`);
  return days;
}

/** date_out. */
export function dateToText(days: number, settings: FormatSettings): string {
  if (days === DATE_INFINITY) return 'infinity';
  if (days === DATE_NEG_INFINITY) return '-infinity';
  return formatDate(days, parseDateStyle(settings.dateStyle));
}

/** date → INTEGER days since 1970-01-01 (±infinity = int32 max/min). */
export const dateType = defineType({
  oid: 1082,
  name: 'date',
  displayName: 'date',
  storage: 'integer',
  len: 4,
  category: 'D',
  arrayOid: 1182,
  toText: (v, _t, s) => dateToText(Number(storedBigInt(v)), s),
  fromText: (t, _m, s) => parseDate(t, s),
  toBinary: (v) =>
    (typeof v === 'number' && v !== DATE_INFINITY && v !== DATE_NEG_INFINITY ? smallIntBytes(v - PG_EPOCH_DAYS, 4, -2147483648, 2147483647) : undefined) ??
    beBytes(4, (dv) => {
      const d = Number(storedBigInt(v));
      dv.setInt32(0, d === DATE_INFINITY || d === DATE_NEG_INFINITY ? d : d - PG_EPOCH_DAYS);
    }),
  fromBinary: (b) => {
    if (b.length !== 4) throw badBinary();
    const d = viewOf(b, 4).getInt32(0);
    return d === DATE_INFINITY || d === DATE_NEG_INFINITY ? d : d + PG_EPOCH_DAYS;
  },
});
