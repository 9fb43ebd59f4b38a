import { PgError } from '@pgsqlite/errors';
import { Oid, formatJsonb } from '@pgsqlite/catalog';
import type { SqlValue } from './host.js';
import { readJson } from './json-ops.js';

/** The scalar targets of jsonb's explicit casts (jsonb_bool, jsonb_numeric, jsonb_int4, …). */
const TARGETS: Record<number, string> = {
  [Oid.bool]: 'boolean',
  [Oid.numeric]: 'numeric',
  [Oid.int2]: 'smallint',
  [Oid.int4]: 'integer',
  [Oid.int8]: 'bigint',
  [Oid.float4]: 'real',
  [Oid.float8]: 'double precision',
};

const KIND: Record<string, string> = { obj: 'object', arr: 'array', str: 'string', num: 'numeric' };

/**
 * jsonb → boolean / number: the value must be a JSON boolean (for boolean) or number (for the
 * numeric types), else 22023 "cannot cast jsonb object to type integer" as PostgreSQL words it.
 * Returns the scalar as a stored numeric text or 1/0, for the numeric → target cast to finish;
 * undefined when `to` is not one of these casts.
 */
export function jsonbScalar(v: SqlValue, to: number): { value: SqlValue; via: number } | undefined {
  const target = TARGETS[to];
  if (target === undefined) return undefined;
  const n = readJson(v);
  const kind = n.t === 'lit' ? (n.v === 'null' ? 'null' : 'boolean') : (KIND[n.t] as string);
  if (to === Oid.bool ? kind !== 'boolean' : kind !== 'numeric') {
    throw new PgError('invalid_parameter_value', `cannot cast jsonb ${kind} to type ${target}`);
  }
  if (n.t === 'lit') return { value: n.v === 'true' ? 1 : 0, via: Oid.bool };
  return { value: formatJsonb(n), via: Oid.numeric };
}
