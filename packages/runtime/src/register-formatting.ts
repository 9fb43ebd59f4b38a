import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { numToChar } from './fn-num-to-char.js';
import { floatText, integerText, numericText } from './fn-num-values.js';
import { readNumeric } from './numeric-math.js';
import { readFloat } from './floats.js';
import { toNumber } from './fn-to-number.js';
import { toDate, toTimestamp } from './fn-to-date.js';
import { localToUtc } from './fn-datetime-trunc.js';
import type { RuntimeState } from './state.js';
import { store } from './fn-datetime-calendar.js';

const OID = { int2: 21, int4: 23, int8: 20, float4: 700, float8: 701, numeric: 1700 } as const;

/** to_char(number, format) for each numeric type OID. */
export function numberToChar(v: SqlValue, oid: number, format: string): string {
  switch (oid) {
    case OID.int2:
    case OID.int4:
    case OID.int8:
      return numToChar(format, (d) => integerText(BigInt(v as number | bigint), d));
    case OID.float4:
      return numToChar(format, (d) => floatText(readFloat(v), d, 6));
    case OID.float8:
      return numToChar(format, (d) => floatText(readFloat(v), d, 15));
    case OID.numeric:
      return numToChar(format, (d) => numericText(readNumeric(v), d));
  }
  throw new PgError('internal_error', `to_char: unexpected type ${oid}`);
}

/** to_char for numbers, to_number, to_date, to_timestamp. */
export function registerFormatting(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({
    name: 'pg_to_char_num',
    arity: 3,
    deterministic: true,
    call: (v, oid, fmt) => (v === null || fmt === null ? null : numberToChar(v, Number(oid), String(fmt))),
  });
  host.defineFunction({
    name: 'pg_to_number',
    arity: 2,
    deterministic: true,
    call: (v, fmt) => (v === null || fmt === null ? null : toNumber(String(v), String(fmt))),
  });
  host.defineFunction({
    name: 'pg_to_date',
    arity: 2,
    deterministic: true,
    call: (v, fmt) => (v === null || fmt === null ? null : toDate(String(v), String(fmt))),
  });
  host.defineFunction({
    name: 'pg_to_timestamp',
    arity: 2,
    deterministic: false,
    call: (v, fmt) => (v === null || fmt === null ? null : store(toTimestamp(String(v), String(fmt), (local) => localToUtc(state.settings.timeZone, local)))),
  });
  host.defineFunction({ name: 'pg_to_timestamp_epoch', arity: 1, deterministic: true, call: (v) => (v === null ? null : store(epochToTimestamp(readFloat(v)))) });
}

/** printf's %g. */
function cG(x: number): string {
  const [m, e] = x.toPrecision(6).split('e') as [string, string | undefined];
  const mant = m.includes('.') ? m.replace(/0+$/, '').replace(/\.$/, '') : m;
  if (e === undefined) return mant;
  return `${mant}e${e[0]}${e.slice(1).padStart(2, '0')}`;
}

/** to_timestamp(double precision): seconds since 1970 (float8_timestamptz). */
function epochToTimestamp(x: number): bigint {
  if (Number.isNaN(x)) throw new PgError('datetime_field_overflow', 'timestamp cannot be NaN');
  if (x === Infinity) return 2n ** 63n - 1n;
  if (x === -Infinity) return -(2n ** 63n);
  if (x < -210866803200 || x >= 9224318016000) throw new PgError('datetime_field_overflow', `timestamp out of range: "${cG(x)}"`);
  // As PostgreSQL: shift to its 2000-01-01 epoch first, then rint(seconds * 1e6).
  const us = (x - 946684800) * 1e6;
  const r = Math.abs(us % 1) === 0.5 ? 2 * Math.round(us / 2) : Math.round(us);
  return BigInt(r) + 946684800000000n;
}
