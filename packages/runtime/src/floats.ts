import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './host.js';

/** Reads a stored float (REAL, or the text 'NaN' SQLite cannot store as REAL). */
export function readFloat(v: SqlValue): number {
  if (typeof v === 'number') return v;
  if (v === 'NaN') return NaN;
  return Number(v);
}

/** Writes a float in its storage form. */
export function writeFloat(v: number): SqlValue {
  return Number.isNaN(v) ? 'NaN' : v;
}

/** PostgreSQL's float order: NaN equals NaN and is above everything. */
export function compareFloat(a: number, b: number): number {
  const an = Number.isNaN(a);
  const bn = Number.isNaN(b);
  if (an || bn) return an && bn ? 0 : an ? 1 : -1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Checks a float arithmetic result: overflow to infinity from finite inputs is 22003 in PostgreSQL. */
export function checkFloat(v: SqlValue, oid: number): SqlValue {
  if (v === null) return null;
  const n = readFloat(v);
  if (oid === 700) {
    const f = Math.fround(n);
    if (!Number.isFinite(f) && Number.isFinite(n)) throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
    return writeFloat(f);
  }
  return writeFloat(n);
}

/**
 * The sort key of a float before NaN had a key of its own (NaN and +Infinity both sorted as
 * +Infinity); still registered as pg_float_sortkey because indexes in existing database files
 * are built on it. New plans use floatKey (pg_float_key).
 */
export function floatSortKey(v: SqlValue): SqlValue {
  if (v === null) return null;
  const n = readFloat(v);
  return Number.isNaN(n) ? 1.7976931348623157e308 * 10 : n;
}

/** The order key of a float: the REAL itself, NaN as the text 'NaN' (SQLite orders any TEXT above every REAL), so NaN = NaN and NaN > +Infinity as in PostgreSQL. */
export function floatKey(v: SqlValue): SqlValue {
  if (v === null) return null;
  const n = readFloat(v);
  return Number.isNaN(n) ? 'NaN' : n;
}
