import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { compareNumeric, numericOp, readNumeric, writeNumeric } from './numeric-math.js';
import { intervalSpan } from './order-keys.js';

const TS_INFINITY = 9223372036854775807n;
const TS_NEG_INFINITY = -9223372036854775808n;

function checkNumeric(start: SqlValue, stop: SqlValue, step: SqlValue): void {
  const parts: [string, SqlValue][] = [['start value', start], ['stop value', stop], ['step size', step]];
  for (const [what, v] of parts) {
    if (v === null) continue;
    const n = readNumeric(v);
    if (n.kind === 'nan') throw new PgError('invalid_parameter_value', `${what} cannot be NaN`);
    if (n.kind === 'inf') throw new PgError('invalid_parameter_value', `${what} cannot be infinity`);
  }
}

/**
 * generate_series(timestamp, ±infinity, step) toward the infinity: PostgreSQL materializes the
 * series and fails with 22008 once a step passes the last representable timestamp; this says so
 * before producing rows (instead of producing them for ever).
 */
function checkTimestamp(stop: SqlValue, step: SqlValue): void {
  if (stop === null || step === null) return;
  const s = BigInt(stop as number | bigint);
  const dir = intervalSpan(step);
  if ((s === TS_INFINITY && dir > 0n) || (s === TS_NEG_INFINITY && dir < 0n)) throw new PgError('datetime_field_overflow', 'timestamp out of range');
}

/**
 * The next value of a numeric series, or NULL once it passes `stop`: PostgreSQL adds the step
 * to an internal variable, so a step past the largest storable numeric ends the series instead
 * of overflowing.
 */
function nextNumeric(v: SqlValue, step: SqlValue, stop: SqlValue): SqlValue {
  if (v === null || step === null || stop === null) return null;
  const s = readNumeric(step);
  const next = numericOp('+', readNumeric(v), s);
  const c = compareNumeric(next, readNumeric(stop));
  const positive = compareNumeric(s, { kind: 'finite', neg: false, unscaled: 0n, scale: 0 }) > 0;
  if (positive ? c > 0 : c < 0) return null;
  return writeNumeric(next);
}

/** Registers pg_series_check(kind, start, stop, step): 1, or PostgreSQL's error for arguments it rejects. */
export function registerSeriesCheck(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_series_check',
    arity: 4,
    deterministic: true,
    call: (kind, start, stop, step) => {
      if (kind === 'numeric') checkNumeric(start, stop, step);
      else checkTimestamp(stop, step);
      return 1;
    },
  });
  host.defineFunction({ name: 'pg_numeric_series_next', arity: 3, deterministic: true, call: nextNumeric });
}
