import { PgError } from '@pgsqlite/errors';
import { beBytes, normInt, storedBigInt, viewOf } from '../codec-util.js';
import { defineType } from '../define.js';
import type { FormatSettings } from '../pg-type.js';
import { decodeOrThrow } from './decode-errors.js';
import { formatTimeOfDay } from './format.js';

const SCALES = [1000000n, 100000n, 10000n, 1000n, 100n, 10n, 1n];

/** AdjustTimeForTypmod: round half up to the precision. */
export function roundTime(us: bigint, typmod: number): bigint {
  if (typmod < 0 || typmod >= 6) return us;
  const scale = SCALES[typmod]!;
  return ((us + scale / 2n) / scale) * scale;
}

/** time_in → µs since midnight (a date or zone in the input is ignored, as PG does). */
export function parseTime(text: string, typmod: number, settings: FormatSettings, typeName = 'time'): bigint {
  const d = decodeOrThrow(text, typeName, settings, true);
  if (d.special === 'allballs') return 0n;
  if (d.time === undefined) throw new PgError('invalid_datetime_format', `invalid input syntax for type ${typeName}: "${text}"`);
  return roundTime(d.time, typmod);
}

/** time → INTEGER µs since midnight. */
export const timeType = defineType({
  oid: 1083,
  name: 'time',
  displayName: 'time without time zone',
  storage: 'integer',
  len: 8,
  category: 'D',
  arrayOid: 1183,
  toText: (v) => formatTimeOfDay(storedBigInt(v)),
  fromText: (t, m, s) => normInt(parseTime(t, m, s)),
  toBinary: (v) => beBytes(8, (dv) => dv.setBigInt64(0, storedBigInt(v))),
  fromBinary: (b, m) => normInt(roundTime(viewOf(b, 8).getBigInt64(0), m)),
});
