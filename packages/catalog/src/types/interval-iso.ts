import { US_PER_DAY, US_PER_HOUR, US_PER_MINUTE, US_PER_SEC, addDays, addFractDays, addFractMicros, addFractYears, addMicros, addMonths, addYears, badFormat, isDigit, overflow, type Acc } from './interval-fields.js';

/**
 * DecodeISO8601Interval: `P…` with designators (`P1Y2M3DT4H5M6S`), or the alternative formats,
 * basic (`P00021015T103020`) and extended (`P0002-10-15T10:30:20`), upper case only as PostgreSQL
 * reads them.
 */

/** ParseISO8601Number: a strtod-style number at `s[i]`, its integer part truncated and the fraction. */
function isoNumber(s: string, i: number): { val: bigint; fval: number; end: number } {
  const c = s[i];
  if (!(isDigit(c) || c === '-' || c === '.')) throw badFormat();
  const m = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(s.slice(i));
  if (m === null) {
    if (/^-(?:inf|nan)/i.test(s.slice(i))) throw overflow();
    throw badFormat();
  }
  const v = Number(m[0]);
  if (Number.isNaN(v) || v < -1e15 || v > 1e15) throw overflow();
  const whole = v >= 0 ? Math.floor(v) : -Math.floor(-v);
  return { val: BigInt(whole), fval: v - whole, end: i + m[0].length };
}

/** ISO8601IntegerWidth: the digits at `i` after an optional '-'. */
function integerWidth(s: string, i: number): number {
  let k = s[i] === '-' ? i + 1 : i;
  const from = k;
  while (isDigit(s[k])) k++;
  return k - from;
}

/** DecodeISO8601Interval: `P…` with designators, or the alternative formats (basic and extended). */
export function decodeIso(str: string): Acc {
  const acc: Acc = { usec: 0n, days: 0n, months: 0n, years: 0n };
  if (str.length < 2 || str[0] !== 'P') throw badFormat();
  let i = 1;
  let datePart = true;
  let haveField = false;
  const n = str.length;
  while (i < n) {
    if (str[i] === 'T') {
      datePart = false;
      haveField = false;
      i++;
      continue;
    }
    const start = i;
    let num = isoNumber(str, i);
    i = num.end;
    const unit = i < n ? (str[i] as string) : '';
    i++;
    if (datePart) {
      if (unit === 'Y') {
        addYears(acc, num.val, 1n);
        addFractYears(acc, num.fval, 1);
      } else if (unit === 'M') {
        addMonths(acc, num.val);
        addFractDays(acc, num.fval, 30);
      } else if (unit === 'W') {
        addDays(acc, num.val, 7n);
        addFractDays(acc, num.fval, 7);
      } else if (unit === 'D') {
        addDays(acc, num.val, 1n);
        addFractMicros(acc, num.fval, Number(US_PER_DAY));
      } else if (unit === 'T' || unit === '' || unit === '-') {
        if (unit !== '-' && integerWidth(str, start) === 8 && !haveField) {
          addYears(acc, num.val / 10000n, 1n);
          addMonths(acc, (num.val / 100n) % 100n);
          addDays(acc, num.val % 100n, 1n);
          addFractMicros(acc, num.fval, Number(US_PER_DAY));
          if (unit === '') return acc;
          datePart = false;
          haveField = false;
          continue;
        }
        if (haveField) throw badFormat();
        addYears(acc, num.val, 1n);
        addFractYears(acc, num.fval, 1);
        if (unit === '') return acc;
        if (unit === 'T') {
          datePart = false;
          haveField = false;
          continue;
        }
        num = isoNumber(str, i);
        i = num.end;
        addMonths(acc, num.val);
        addFractDays(acc, num.fval, 30);
        if (i >= n) return acc;
        if (str[i] === 'T') {
          datePart = false;
          haveField = false;
          i++;
          continue;
        }
        if (str[i] !== '-') throw badFormat();
        num = isoNumber(str, i + 1);
        i = num.end;
        addDays(acc, num.val, 1n);
        addFractMicros(acc, num.fval, Number(US_PER_DAY));
        if (i >= n) return acc;
        if (str[i] === 'T') {
          datePart = false;
          haveField = false;
          i++;
          continue;
        }
        throw badFormat();
      } else throw badFormat();
    } else if (unit === 'H') {
      addMicros(acc, num.val, num.fval, US_PER_HOUR);
    } else if (unit === 'M') {
      addMicros(acc, num.val, num.fval, US_PER_MINUTE);
    } else if (unit === 'S') {
      addMicros(acc, num.val, num.fval, US_PER_SEC);
    } else if (unit === '' || unit === ':') {
      if (unit === '' && integerWidth(str, start) === 6 && !haveField) {
        addMicros(acc, num.val / 10000n, 0, US_PER_HOUR);
        addMicros(acc, (num.val / 100n) % 100n, 0, US_PER_MINUTE);
        addMicros(acc, num.val % 100n, 0, US_PER_SEC);
        addFractMicros(acc, num.fval, 1);
        return acc;
      }
      if (haveField) throw badFormat();
      addMicros(acc, num.val, num.fval, US_PER_HOUR);
      if (unit === '') return acc;
      num = isoNumber(str, i);
      i = num.end;
      addMicros(acc, num.val, num.fval, US_PER_MINUTE);
      if (i >= n) return acc;
      if (str[i] !== ':') throw badFormat();
      num = isoNumber(str, i + 1);
      i = num.end;
      addMicros(acc, num.val, num.fval, US_PER_SEC);
      if (i >= n) return acc;
      throw badFormat();
    } else throw badFormat();
    haveField = true;
  }
  return acc;
}
