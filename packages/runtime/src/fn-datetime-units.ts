import { PgError } from '@pgsqlite/errors';
import { T_DATE, T_INTERVAL, T_TIME, T_TIMESTAMP, T_TIMESTAMPTZ } from './fn-datetime-calendar.js';

/** The field a unit name denotes (PostgreSQL's DTK_* codes). */
export type Field =
  | 'microseconds' | 'milliseconds' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year'
  | 'decade' | 'century' | 'millennium' | 'dow' | 'isodow' | 'doy' | 'isoyear' | 'julian' | 'epoch'
  | 'timezone' | 'timezone_hour' | 'timezone_minute' | 'other';

const UNITS: Record<string, Field> = {};
const add = (field: Field, ...names: string[]): void => {
  for (const n of names) UNITS[n] = field;
};
add('century', 'c', 'cent', 'centuries', 'century');
add('day', 'd', 'day', 'days');
add('decade', 'dec', 'decade', 'decades', 'decs');
add('hour', 'h', 'hour', 'hours', 'hr', 'hrs');
add('minute', 'm', 'min', 'mins', 'minute', 'minutes');
add('microseconds', 'microsecon', 'us', 'usec', 'usecond', 'useconds', 'usecs');
add('millennium', 'mil', 'millennia', 'millennium', 'mils');
add('milliseconds', 'millisecon', 'ms', 'msec', 'msecond', 'mseconds', 'msecs');
add('month', 'mon', 'mons', 'month', 'months');
add('quarter', 'qtr', 'quarter');
add('second', 's', 'sec', 'second', 'seconds', 'secs');
add('timezone', 'timezone');
add('timezone_hour', 'timezone_h');
add('timezone_minute', 'timezone_m');
add('week', 'w', 'week', 'weeks');
add('year', 'y', 'year', 'years', 'yr', 'yrs');
/** Units of datetktbl (DecodeSpecial): extract knows them, date_trunc does not. */
const SPECIAL_UNITS: Record<string, Field> = { dow: 'dow', doy: 'doy', isodow: 'isodow', isoyear: 'isoyear', j: 'julian', jd: 'julian', julian: 'julian' };

/** Words of datetktbl that are not units (DecodeSpecial finds them; extract refuses them as "not supported"). */
const SPECIAL = new Set(['epoch', 'infinity', '-infinity', 'now', 'today', 'tomorrow', 'yesterday', 'allballs', 'ago', 'at', 'on', 'am', 'pm', 'ad', 'bc', 'z', 'zulu', 'invalid']);

const TYPE_NAMES: Record<number, string> = {
  [T_DATE]: 'date',
  [T_TIME]: 'time without time zone',
  [T_TIMESTAMP]: 'timestamp without time zone',
  [T_TIMESTAMPTZ]: 'timestamp with time zone',
  [T_INTERVAL]: 'interval',
  1266: 'time with time zone',
};

/** The lower-cased unit as PostgreSQL prints it in messages (downcase_truncate_identifier). */
export function lowUnit(unit: string): string {
  let out = '';
  for (const c of unit) out += c >= 'A' && c <= 'Z' ? c.toLowerCase() : c;
  return out;
}

/** DecodeUnits: the unit's field, or undefined when the name is not a unit. */
export function decodeUnit(unit: string): Field | undefined {
  return UNITS[lowUnit(unit).slice(0, 10)];
}

/** DecodeUnits then DecodeSpecial as extract/date_part do: 'epoch' and other special words. */
export function decodeExtractUnit(unit: string): Field | 'special' | undefined {
  const f = decodeUnit(unit);
  if (f !== undefined) return f;
  const low = lowUnit(unit).slice(0, 10);
  const special = SPECIAL_UNITS[low];
  if (special !== undefined) return special;
  if (low === 'epoch') return 'epoch';
  return SPECIAL.has(low) ? 'special' : undefined;
}

/** 0A000: unit "x" not supported for type T. */
export function unitNotSupported(unit: string, type: number, detail?: string): PgError {
  return new PgError('feature_not_supported', `unit "${lowUnit(unit)}" not supported for type ${TYPE_NAMES[type] ?? 'unknown'}`, detail ? { detail } : {});
}

/** 22023: unit "x" not recognized for type T. */
export function unitNotRecognized(unit: string, type: number): PgError {
  return new PgError('invalid_parameter_value', `unit "${lowUnit(unit)}" not recognized for type ${TYPE_NAMES[type] ?? 'unknown'}`);
}
