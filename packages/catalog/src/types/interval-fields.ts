import { PgError } from '@pgsqlite/errors';

/**
 * The field accumulation of interval input (datetime.c's pg_itm_in and its Adjust* helpers), each
 * step overflow-checked as PostgreSQL 15 checks it: months, days and years as int32, microseconds
 * as int64. Shared by the PostgreSQL-style reader (interval-input.ts) and the ISO 8601 one
 * (interval-iso.ts).
 */

/** Why a reading failed: PostgreSQL's DTERR_BAD_FORMAT or DTERR_FIELD_OVERFLOW. */
export class Bad extends Error {
  constructor(readonly overflow: boolean) {
    super(overflow ? 'overflow' : 'format');
  }
}
export const badFormat = (): Bad => new Bad(false);
export const overflow = (): Bad => new Bad(true);

export const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

export const INT32_MIN = -2147483648n;
export const INT32_MAX = 2147483647n;
export const INT64_MIN = -9223372036854775808n;
export const INT64_MAX = 9223372036854775807n;
export const US_PER_SEC = 1_000_000n;
export const US_PER_MINUTE = 60_000_000n;
export const US_PER_HOUR = 3_600_000_000n;
export const US_PER_DAY = 86_400_000_000n;

/** pg_itm_in: the fields being accumulated. */
export interface Acc {
  usec: bigint;
  days: bigint;
  months: bigint;
  years: bigint;
}

export const int32 = (v: bigint): bigint => {
  if (v < INT32_MIN || v > INT32_MAX) throw overflow();
  return v;
};
export const int64 = (v: bigint): bigint => {
  if (v < INT64_MIN || v > INT64_MAX) throw overflow();
  return v;
};
/** C's rint: round half to even. */
export function rint(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

export function addFractMicros(acc: Acc, frac: number, scale: number): void {
  if (frac === 0) return;
  const f = frac * scale;
  const whole = Math.trunc(f);
  acc.usec = int64(acc.usec + BigInt(whole) + BigInt(rint(f - whole)));
}
export function addMicros(acc: Acc, val: bigint, frac: number, scale: bigint): void {
  acc.usec = int64(acc.usec + int64(val * scale));
  addFractMicros(acc, frac, Number(scale));
}
export function addFractDays(acc: Acc, frac: number, scale: number): void {
  if (frac === 0) return;
  const f = frac * scale;
  const extra = Math.trunc(f);
  acc.days = int32(acc.days + BigInt(extra));
  addFractMicros(acc, f - extra, Number(US_PER_DAY));
}
export function addDays(acc: Acc, val: bigint, scale: bigint): void {
  acc.days = int32(acc.days + int32(int32(val) * scale));
}
export function addMonths(acc: Acc, val: bigint): void {
  acc.months = int32(acc.months + int32(val));
}
export function addYears(acc: Acc, val: bigint, scale: bigint): void {
  acc.years = int32(acc.years + int32(int32(val) * scale));
}
export function addFractYears(acc: Acc, frac: number, scale: number): void {
  acc.months = int32(acc.months + BigInt(rint(frac * scale * 12)));
}
