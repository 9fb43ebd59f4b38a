import { PgError } from '@pgsqlite/errors';
import { type NumericValue, pgLsnOfStored, storedPgLsn } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { numericOp, readNumeric, roundTo, writeNumeric } from './numeric-math.js';

const MAX_LSN = 0xffffffffffffffffn;

function lsnOf(v: SqlValue): bigint {
  return pgLsnOfStored(String(v));
}

function numericOfLsn(v: bigint): NumericValue {
  return { kind: 'finite', neg: false, unscaled: v, scale: 0 };
}

/** numeric_pg_lsn: rounded to an integer (half away from zero); 0A000 for NaN/infinity, 22023 outside 0 … 2^64-1. */
export function pgLsnFromNumeric(n: NumericValue): string {
  if (n.kind === 'nan') throw new PgError('feature_not_supported', 'cannot convert NaN to pg_lsn');
  if (n.kind === 'inf') throw new PgError('feature_not_supported', 'cannot convert infinity to pg_lsn');
  const r = roundTo(n, 0);
  if (r.kind !== 'finite') throw new PgError('invalid_parameter_value', 'pg_lsn out of range');
  const v = r.unscaled * 10n ** BigInt(Math.max(0, -r.scale));
  const signed = r.neg ? -v : v;
  if (signed < 0n || signed > MAX_LSN) throw new PgError('invalid_parameter_value', 'pg_lsn out of range');
  return storedPgLsn(signed);
}

/** pg_lsn_pli / pg_lsn_mii: the LSN moved by a numeric count of bytes (sign 1 or -1). */
function lsnPlus(lsn: SqlValue, bytes: SqlValue, sign: number): string {
  const n = readNumeric(bytes);
  if (n.kind === 'nan') throw new PgError('feature_not_supported', sign > 0 ? 'cannot add NaN to pg_lsn' : 'cannot subtract NaN from pg_lsn');
  return pgLsnFromNumeric(numericOp(sign > 0 ? '+' : '-', numericOfLsn(lsnOf(lsn)), n));
}

function strict(fn: (...args: SqlValue[]) => SqlValue): (...args: SqlValue[]) => SqlValue {
  return (...args) => (args.some((a) => a === null) ? null : fn(...args));
}

/** Registers pg_lsn_mi (pg_lsn - pg_lsn → numeric), pg_lsn_pli (pg_lsn ± numeric) and pg_lsn_of_numeric (pg_lsn(numeric)). */
export function registerPgLsnFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: true, call: strict(call) });
  def('pg_lsn_mi', 2, (a, b) => writeNumeric(numericOfSigned(lsnOf(a) - lsnOf(b))));
  def('pg_lsn_pli', 3, (lsn, bytes, sign) => lsnPlus(lsn, bytes, Number(sign)));
  def('pg_lsn_of_numeric', 1, (n) => pgLsnFromNumeric(readNumeric(n)));
}

function numericOfSigned(v: bigint): NumericValue {
  return { kind: 'finite', neg: v < 0n, unscaled: v < 0n ? -v : v, scale: 0 };
}
