import { PgError } from '@pgsqlite/errors';
import type { FormatSettings } from '../pg-type.js';
import { parseDateStyle } from './format.js';
import { DateTimeBadZone, DateTimeRange, DateTimeSyntax, DateTimeZoneRange, decodeDateTime, type DecodedDateTime } from './parse.js';
import { tokenize } from './tokens.js';

/**
 * ParseDateTime copies each field, NUL-terminated, into its caller's work buffer and fails with
 * invalid syntax (22007) where it is full, or at a 26th field (MAXDATEFIELDS): date_in, time_in
 * and timetz_in have MAXDATELEN + 1 bytes, timestamp_in and timestamptz_in MAXDATELEN +
 * MAXDATEFIELDS (`repeat('1', 129)::date` is 22007, `repeat('1', 128)::date` 22008).
 */
function fitsWorkBuffer(text: string, typeName: string): boolean {
  const fields = tokenize(text);
  if (fields === undefined) return true;
  const size = typeName.startsWith('timestamp') ? 128 + 25 : 128 + 1;
  let used = 0;
  for (const f of fields) used += (f.extent ?? f.text).length + 1;
  return used <= size && fields.length <= 25;
}


/** decodeDateTime with PG's error reports: 22007 invalid syntax, 22008 field out of range. */
export function decodeOrThrow(text: string, typeName: string, settings: FormatSettings, timeOnly = false): DecodedDateTime {
  try {
    if (!fitsWorkBuffer(text, typeName)) throw new DateTimeSyntax();
    return decodeDateTime(text, parseDateStyle(settings.dateStyle), timeOnly);
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
