import { PgError } from '@pgsqlite/errors';
import { badBinary, storedString, viewOf } from '../codec-util.js';
import { defineType } from '../define.js';
import type { FormatSettings } from '../pg-type.js';
import { decodeOrThrow } from './decode-errors.js';
import { daysFromCivil } from './calendar.js';
import { formatTimeOfDay } from './format.js';
import { roundTime } from './time.js';
import { formatOffset, localToUtcSeconds, singleOffsetZone } from './zone.js';

/** Parses the stored canonical text `HH:MM:SS[.f]+HH[:MM[:SS]]` into µs and offset seconds east. */
function splitStored(s: string): { us: bigint; offset: number } {
  let k = s.length - 1;
  while (k > 0 && s[k] !== '+' && s[k] !== '-') k--;
  const [h = 0, m = 0, sec = 0] = s.slice(k + 1).split(':').map(Number);
  const off = (s[k] === '-' ? -1 : 1) * (h * 3600 + m * 60 + sec);
  const [hms, frac = ''] = s.slice(0, k).split('.');
  const [hh = 0, mm = 0, ss = 0] = (hms ?? '').split(':').map(Number);
  const us = BigInt((hh * 60 + mm) * 60 + ss) * 1000000n + BigInt((frac + '000000').slice(0, 6));
  return { us, offset: off };
}

function parseTimetz(text: string, typmod: number, settings: FormatSettings): string {
  const typeName = 'time with time zone';
  const d = decodeOrThrow(text, typeName, settings, true);
  if (d.time === undefined) throw new PgError('invalid_datetime_format', `invalid input syntax for type ${typeName}: "${text}"`);
  const us = roundTime(d.time, typmod);
  const tz = d.tz ?? settings.timeZone;
  if (typeof tz === 'number') return formatTimeOfDay(us) + formatOffset(tz);
  // A zone named in the input whose offset ever changed needs the date to know which applies
  // (PostgreSQL's DecodeTimeOnly: every geographic zone has had more than one); the session's
  // zone takes the date given, else today's.
  if (d.tz !== undefined && d.date === undefined && !singleOffsetZone(tz)) {
    throw new PgError('invalid_datetime_format', `invalid input syntax for type ${typeName}: "${text}"`);
  }
  const day = d.date === undefined ? Math.floor(Date.now() / 86_400_000) : daysFromCivil(d.date.y, d.date.m, d.date.d);
  const local = day * 86_400 + Number(us / 1_000_000n);
  return formatTimeOfDay(us) + formatOffset(local - localToUtcSeconds(tz, local));
}

/** timetz → TEXT in its canonical output form (time of day and offset). */
export const timetzType = defineType({
  oid: 1266,
  name: 'timetz',
  displayName: 'time with time zone',
  storage: 'text',
  len: 12,
  category: 'D',
  arrayOid: 1270,
  toText: (v) => storedString(v),
  fromText: (t, m, s) => parseTimetz(t, m, s),
  toBinary: (v) => {
    const { us, offset } = splitStored(storedString(v));
    const out = new Uint8Array(12);
    const dv = new DataView(out.buffer);
    dv.setBigInt64(0, us);
    dv.setInt32(8, -offset);
    return out;
  },
  fromBinary: (b, m) => {
    if (b.length !== 12) throw badBinary();
    const dv = viewOf(b, 12);
    return formatTimeOfDay(roundTime(dv.getBigInt64(0), m)) + formatOffset(-dv.getInt32(8));
  },
});
