import { quoteJsonString, readInterval, typeByOid, writeInterval } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { jsonbOf, toJsonText } from './json-build.js';
import { intervalScale } from './type-datetime.js';

interface IntervalSum {
  months: number;
  days: number;
  micros: bigint;
  n: number;
}

const INT64_MAX = 9223372036854775807n;

function checked(acc: IntervalSum): IntervalSum {
  if (Math.abs(acc.months) > 2147483647 || Math.abs(acc.days) > 2147483647 || acc.micros > INT64_MAX || acc.micros < -INT64_MAX - 1n) {
    throw new PgError('datetime_field_overflow', 'interval out of range');
  }
  return acc;
}

function addInterval(acc: IntervalSum, v: SqlValue, sign: 1 | -1): IntervalSum {
  if (v === null) return acc;
  const iv = readInterval(String(v));
  return checked({ months: acc.months + sign * iv.months, days: acc.days + sign * iv.days, micros: acc.micros + BigInt(sign) * iv.micros, n: acc.n + sign });
}

/** json_object_agg's text: `{ "k" : v, … }` (json_object_agg_transfn / _finalfn). */
function objectPair(state: RuntimeState, key: SqlValue, keyOid: SqlValue, value: SqlValue, valueOid: SqlValue): string {
  if (key === null) throw new PgError('invalid_parameter_value', 'field name must not be null');
  const keyText = typeByOid(Number(keyOid))?.toText(key, -1, state.settings) ?? String(key);
  return `${quoteJsonString(keyText)} : ${toJsonText(value, Number(valueOid), state.settings)}`;
}

/**
 * sum(interval) and avg(interval) (also as window functions: they have an inverse), and
 * json_object_agg / jsonb_object_agg over (key, key type, value, value type).
 */
export function registerMoreAggregates(host: RuntimeHost, state: RuntimeState): void {
  const intervalAcc = {
    arity: 1,
    deterministic: true,
    start: (): IntervalSum => ({ months: 0, days: 0, micros: 0n, n: 0 }),
    step: (acc: IntervalSum, v: SqlValue) => addInterval(acc, v, 1),
    inverse: (acc: IntervalSum, v: SqlValue) => addInterval(acc, v, -1),
  };
  host.defineAggregate({ name: 'pg_interval_sum', ...intervalAcc, result: (a: IntervalSum) => (a.n === 0 ? null : writeInterval(a)) });
  host.defineAggregate({ name: 'pg_interval_avg', ...intervalAcc, result: (a: IntervalSum) => (a.n === 0 ? null : writeInterval(intervalScale(a, a.n, true))) });
  host.defineAggregate<string[] | null>({
    name: 'pg_json_object_agg',
    arity: 4,
    deterministic: true,
    start: () => null,
    step: (acc, k, kt, v, vt) => [...(acc ?? []), objectPair(state, k, kt, v, vt)],
    result: (acc) => (acc === null ? null : `{ ${acc.join(', ')} }`),
  });
  host.defineAggregate<string[] | null>({
    name: 'pg_jsonb_object_agg',
    arity: 4,
    deterministic: true,
    start: () => null,
    step: (acc, k, kt, v, vt) => [...(acc ?? []), objectPair(state, k, kt, v, vt)],
    result: (acc) => (acc === null ? null : jsonbOf(`{${acc.join(', ')}}`)),
  });
}
