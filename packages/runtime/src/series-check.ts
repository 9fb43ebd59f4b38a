import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { readNumeric } from './numeric-math.js';
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
}
