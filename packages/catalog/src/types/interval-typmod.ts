import { PgError } from '@pgsqlite/errors';
import type { IntervalValue } from './interval.js';

/**
 * interval's type modifier as PostgreSQL's timestamp.c keeps it: the allowed fields (a mask of
 * YEAR=1<<2, MONTH=1<<1, DAY=1<<3, HOUR=1<<10, MINUTE=1<<11, SECOND=1<<12; 0x7FFF for all) in the
 * high 16 bits, the fractional-second precision (0xFFFF for none) in the low 16 bits.
 */

const Y = 1 << 2;
const MO = 1 << 1;
const D = 1 << 3;
const H = 1 << 10;
const MI = 1 << 11;
const S = 1 << 12;
const FULL_RANGE = 0x7fff;
const FULL_PRECISION = 0xffff;
const MAX_PRECISION = 6;

/** The field ranges interval accepts, with intervaltypmodout's spelling. */
const RANGES = new Map<number, string>([
  [Y, ' year'], [MO, ' month'], [D, ' day'], [H, ' hour'], [MI, ' minute'], [S, ' second'],
  [Y | MO, ' year to month'], [D | H, ' day to hour'], [D | H | MI, ' day to minute'], [D | H | MI | S, ' day to second'],
  [H | MI, ' hour to minute'], [H | MI | S, ' hour to second'], [MI | S, ' minute to second'], [FULL_RANGE, ''],
]);

const invalid = (message: string): PgError => new PgError('invalid_parameter_value', message);

/** intervaltypmodin: the grammar's [range] or [range, precision] → atttypmod (-1 for plain interval). */
export function intervalTypmodIn(mods: readonly number[]): number {
  const [range, precision] = mods;
  if (range === undefined || mods.length > 2 || !RANGES.has(range)) throw invalid('invalid INTERVAL type modifier');
  if (precision === undefined) return range === FULL_RANGE ? -1 : ((range << 16) | FULL_PRECISION) >>> 0;
  if (precision < 0) throw invalid(`INTERVAL(${precision}) precision must not be negative`);
  return ((range << 16) | Math.min(precision, MAX_PRECISION)) | 0;
}

/** intervaltypmodout: ` day to second(3)`, `(2)`, ` year`, or '' for a typmod of -1. */
export function intervalTypmodOut(typmod: number): string {
  if (typmod < 0) return '';
  const fields = RANGES.get((typmod >>> 16) & 0x7fff) ?? '';
  const precision = typmod & 0xffff;
  return precision === FULL_PRECISION ? fields : `${fields}(${precision})`;
}

const US_PER_HOUR = 3_600_000_000n;
const US_PER_MINUTE = 60_000_000n;

/** AdjustIntervalForTypmod: drops the fields outside the range, rounds the seconds to the precision. */
export function adjustIntervalForTypmod(v: IntervalValue, typmod: number): IntervalValue {
  if (typmod < 0) return v;
  const range = (typmod >>> 16) & 0x7fff;
  const precision = typmod & 0xffff;
  let { months, days, micros } = v;
  if (range === Y) [months, days, micros] = [Math.trunc(months / 12) * 12, 0, 0n];
  else if (range === MO || range === (Y | MO)) [days, micros] = [0, 0n];
  else if (range === D) micros = 0n;
  else if (range === H || range === (D | H)) micros = (micros / US_PER_HOUR) * US_PER_HOUR;
  else if (range === MI || range === (D | H | MI) || range === (H | MI)) micros = (micros / US_PER_MINUTE) * US_PER_MINUTE;
  if (precision !== FULL_PRECISION && precision <= MAX_PRECISION) {
    const scale = 10n ** BigInt(MAX_PRECISION - precision);
    const offset = scale / 2n;
    micros = micros >= 0n ? ((micros + offset) / scale) * scale : -(((-micros + offset) / scale) * scale);
  }
  return { months, days, micros };
}
