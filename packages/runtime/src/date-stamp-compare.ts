import { Oid } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { runtimeCast } from './casts.js';

/**
 * The largest stored finite timestamp: a date past the timestamp range compares above every
 * finite timestamp and below infinity (stored as int64 max).
 */
const PAST_END = 2n ** 63n - 2n;
const BEFORE_START = -(2n ** 63n) + 1n;

/**
 * date_cmp_timestamp / date_cmp_timestamptz (PostgreSQL's cross-type comparison operators
 * date < timestamp, date = timestamptz, …): the date is converted with
 * date2timestamp_opt_overflow, so a date the timestamp range cannot hold (5874897-12-31) is
 * not an error, as it is in a cast, but larger than any finite timestamp and smaller than
 * infinity (smaller than any finite one and larger than -infinity below the range).
 * `pg_date_stamp_key(date, target oid)`: the value the comparison uses.
 */
export function registerDateStampCompare(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({
    name: 'pg_date_stamp_key',
    arity: 2,
    // timestamptz depends on the session's TimeZone
    deterministic: false,
    call: (d: SqlValue, to: SqlValue): SqlValue => {
      if (d === null) return null;
      try {
        return runtimeCast(state, d, Oid.date, Number(to), -1, 'i');
      } catch (e) {
        if (!(e instanceof PgError) || e.fields.code !== '22008') throw e;
        return Number(d) > 0 ? PAST_END : BEFORE_START;
      }
    },
  });
}
