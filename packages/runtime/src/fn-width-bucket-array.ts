import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { compareScalar, items } from './fn-arrays.js';
import { compareFloat, readFloat } from './floats.js';

const FLOAT4 = 700;
const FLOAT8 = 701;

/**
 * width_bucket(anycompatible, anycompatiblearray) (width_bucket_array): the number of thresholds
 * not above the operand, found by binary search as PostgreSQL does (so an unsorted array answers
 * what PostgreSQL answers). A multi-dimensional array is 2202E, a NULL threshold 22004.
 */
export function widthBucketArray(operand: SqlValue, thresholds: SqlValue, elemOid: number): number {
  const { a } = items(thresholds);
  if (a.some((x) => Array.isArray(x))) throw new PgError('array_subscript_error', 'thresholds must be one-dimensional array');
  if (a.some((x) => x === null)) throw new PgError('null_value_not_allowed', 'thresholds array must not contain NULLs');
  const cmp = elemOid === FLOAT4 || elemOid === FLOAT8
    ? (x: unknown): number => compareFloat(readFloat(operand), readFloat(x as SqlValue))
    : (x: unknown): number => compareScalar(operand, x, elemOid);
  let left = 0;
  let right = a.length;
  while (left < right) {
    const mid = Math.floor((left + right) / 2);
    if (cmp(a[mid]) < 0) right = mid;
    else left = mid + 1;
  }
  return left;
}

/** Registers pg_width_bucket_array(operand, thresholds, element type OID). */
export function registerWidthBucketArray(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_width_bucket_array',
    arity: 3,
    deterministic: true,
    call: (operand, thresholds, oid) => (operand === null || thresholds === null ? null : widthBucketArray(operand, thresholds, Number(oid))),
  });
}
