import { PgError } from '@pgsqlite/errors';
import type { FormatSettings } from '../pg-type.js';
import { parseDateStyle } from './format.js';
import { DateTimeBadZone, DateTimeRange, DateTimeSyntax, DateTimeZoneRange, decodeDateTime, type DecodedDateTime } from './parse.js';

/**
 * The work buffer of the input function ParseDateTime fills (parse.ts fitsWorkBuffer): date_in,
 * time_in and timetz_in have MAXDATELEN + 1 bytes, timestamp_in and timestamptz_in MAXDATELEN +
 * MAXDATEFIELDS (`repeat('1', 129)::date` is 22007, `repeat('1', 128)::date` 22008).
 */
function workBuffer(typeName: string): number {
  return typeName.startsWith('timestamp') ? 128 + 25 : 128 + 1;
}

/** decodeDateTime with PG's error reports: 22007 invalid syntax, 22008 field out of range. */
export function decodeOrThrow(text: string, typeName: string, settings: FormatSettings, timeOnly = false): DecodedDateTime {
  try {
    return decodeDateTime(text, parseDateStyle(settings.dateStyle), timeOnly, workBuffer(typeName));
  } catch (e) {
    if (e instanceof DateTimeZoneRange) {
      throw new PgError('invalid_time_zone_displacement_value', `time zone displacement out of range: "${text}"`);
    }
    if (e instanceof DateTimeRange) {
      const hint = e.dateStyleHint ? { hint: 'Perhaps you need a different "datestyle" setting.' } : {};
      throw new PgError('datetime_field_overflow', `date/time field value out of range: "${text}"`, hint);
    }
    if (e instanceof DateTimeBadZone) throw new PgError('invalid_parameter_value', `time zone "${e.message}" not recognized`);
    if (e instanceof DateTimeSyntax) {
      throw new PgError('invalid_datetime_format', `invalid input syntax for type ${typeName}: "${text}"`);
    }
    throw e;
  }
}
