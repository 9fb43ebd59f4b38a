/** Proleptic Gregorian calendar helpers; years are astronomical (0 = 1 BC). */

/** Microseconds per day / second. */
export const USECS_PER_DAY = 86400000000n;
export const USECS_PER_SEC = 1000000n;
/** Days from 1970-01-01 to 2000-01-01 (PG's epoch for binary dates and timestamps). */
export const PG_EPOCH_DAYS = 10957;
export const PG_EPOCH_USECS = 946684800000000n;
/** Stored infinities. */
export const DATE_INFINITY = 2147483647;
export const DATE_NEG_INFINITY = -2147483648;
export const TS_INFINITY = 9223372036854775807n;
export const TS_NEG_INFINITY = -9223372036854775808n;

function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/** Days since 1970-01-01 of a civil date. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = floorDiv(yy, 400);
  const yoe = yy - era * 400;
  const doy = floorDiv(153 * (m + (m > 2 ? -3 : 9)) + 2, 5) + d - 1;
  const doe = yoe * 365 + floorDiv(yoe, 4) - floorDiv(yoe, 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date of days since 1970-01-01. */
export function civilFromDays(z0: number): { y: number; m: number; d: number } {
  const z = z0 + 719468;
  const era = floorDiv(z, 146097);
  const doe = z - era * 146097;
  const yoe = floorDiv(doe - floorDiv(doe, 1460) + floorDiv(doe, 36524) - floorDiv(doe, 146096), 365);
  const doy = doe - (365 * yoe + floorDiv(yoe, 4) - floorDiv(yoe, 100));
  const mp = floorDiv(5 * doy + 2, 153);
  const d = doy - floorDiv(153 * mp + 2, 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** Days in a month. */
export function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Day of week, 0 = Sunday. */
export function dayOfWeek(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** Splits microseconds since 1970 into days and micros of day (floor). */
export function splitMicros(us: bigint): { days: number; tod: bigint } {
  let days = us / USECS_PER_DAY;
  let tod = us % USECS_PER_DAY;
  if (tod < 0n) {
    tod += USECS_PER_DAY;
    days -= 1n;
  }
  return { days: Number(days), tod };
}

/** Stored INTEGER as bigint. */
export function toBig(v: number | bigint): bigint {
  return typeof v === 'bigint' ? v : BigInt(Math.trunc(v));
}
