import { PgError } from '@pgsqlite/errors';

/**
 * pg_size_bytes(text) as dbsize.c reads its argument: optional whitespace, a number (sign,
 * digits, fraction, an exponent only when digits follow the 'e'), optional whitespace, then an
 * optional unit compared case-insensitively with bytes, kB, MB, GB, TB, PB (powers of 1024). The
 * product is rounded to bigint as numeric → bigint rounds (half away from zero); 22003 beyond it.
 */

const UNITS: ReadonlyMap<string, bigint> = new Map([
  ['bytes', 1n],
  ['kb', 1n << 10n],
  ['mb', 1n << 20n],
  ['gb', 1n << 30n],
  ['tb', 1n << 40n],
  ['pb', 1n << 50n],
]);

const INT8_MAX = (1n << 63n) - 1n;
const INT8_MIN = -(1n << 63n);
const isSpace = (c: string | undefined): boolean => c !== undefined && ' \t\n\r\f\v'.includes(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

export function sizeBytes(input: string): bigint {
  const invalid = (): PgError => new PgError('invalid_parameter_value', `invalid size: "${input}"`);
  let i = 0;
  while (isSpace(input[i])) i++;
  let negative = false;
  if (input[i] === '-' || input[i] === '+') negative = input[i++] === '-';
  let digits = '';
  let fraction = '';
  while (isDigit(input[i])) digits += input[i++];
  if (input[i] === '.') {
    i++;
    while (isDigit(input[i])) fraction += input[i++];
  }
  if (digits === '' && fraction === '') throw invalid();
  let exponent = 0;
  if (input[i] === 'e' || input[i] === 'E') {
    let j = i + 1;
    let expNegative = false;
    if (input[j] === '-' || input[j] === '+') expNegative = input[j++] === '-';
    let expDigits = '';
    while (isDigit(input[j])) expDigits += input[j++];
    // not a number after the 'e': the 'e' starts the unit (dbsize.c leaves room for EB)
    if (expDigits !== '') {
      exponent = Number(expDigits) * (expNegative ? -1 : 1);
      i = j;
    }
  }
  while (isSpace(input[i])) i++;
  let multiplier = 1n;
  const unit = input.slice(i).replace(/[ \t\n\r\f\v]+$/, '');
  if (unit !== '') {
    const m = UNITS.get(unit.toLowerCase());
    if (m === undefined) {
      throw new PgError('invalid_parameter_value', `invalid size: "${input}"`, {
        detail: `Invalid size unit: "${unit}".`,
        hint: 'Valid units are "bytes", "kB", "MB", "GB", "TB", and "PB".',
      });
    }
    multiplier = m;
  }
  // value = ±(digits.fraction) × 10^exponent × multiplier, rounded half away from zero
  const mantissa = BigInt(`${digits}${fraction}` || '0');
  const scale = exponent - fraction.length;
  const outOfRange = (): PgError => new PgError('numeric_value_out_of_range', 'bigint out of range');
  let magnitude: bigint;
  if (mantissa === 0n) magnitude = 0n;
  else if (scale >= 0) {
    if (scale > 40) throw outOfRange();
    magnitude = mantissa * 10n ** BigInt(scale) * multiplier;
  } else {
    if (-scale > 100000) return 0n;
    const den = 10n ** BigInt(-scale);
    const num = mantissa * multiplier;
    magnitude = num / den;
    if ((num % den) * 2n >= den) magnitude += 1n;
  }
  const result = negative ? -magnitude : magnitude;
  if (result > INT8_MAX || result < INT8_MIN) throw outOfRange();
  return result;
}
