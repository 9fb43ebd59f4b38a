import { PgError } from '@pgsqlite/errors';
import { formatNumeric, parseNumeric } from '@pgsqlite/catalog';
import { numFormat, type NumDesc } from './num-format.js';

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** NUM_processor's reading state (NUMProc for TO_NUMBER). */
interface Reader {
  d: NumDesc;
  input: string;
  p: number;
  sign: string;
  digits: string;
  readPre: number;
  readPost: number;
  readDec: boolean;
}

const overload = (r: Reader): boolean => r.p >= r.input.length;
const amount = (r: Reader, n: number): boolean => r.p <= r.input.length - n;

/** NUM_eat_non_data_chars. */
function eatNonData(r: Reader, n: number): void {
  while (n-- > 0) {
    if (overload(r) || '0123456789.,+-'.includes(r.input[r.p] as string)) break;
    r.p++;
  }
}

/** NUM_numpart_from_char: a sign before the first digit, a digit or the decimal point, a sign after. */
function numpart(r: Reader, key: string): void {
  const d = r.d;
  if (overload(r)) return;
  if (r.input[r.p] === ' ') r.p++;
  if (overload(r)) return;
  if (r.sign === ' ' && (key === '0' || key === '9') && r.readPre + r.readPost === 0) {
    const c = r.input[r.p];
    if (d.lsign === 'pre') {
      if (c === '-' || c === '+') {
        r.p++;
        r.sign = c;
      }
    } else if (c === '-' || (d.bracket && c === '<')) {
      r.sign = '-';
      r.p++;
    } else if (c === '+') {
      r.sign = '+';
      r.p++;
    }
  }
  if (overload(r)) return;
  let isread = false;
  const c = r.input[r.p];
  if (isDigit(c)) {
    if (r.readDec && r.readPost === d.post) return;
    r.digits += c;
    if (r.readDec) r.readPost++;
    else r.readPre++;
    isread = true;
  } else if (d.decimal && !r.readDec && c === '.') {
    r.digits += '.';
    r.readDec = true;
    isread = true;
  }
  if (overload(r)) return;
  if (r.sign === ' ' && r.readPre + r.readPost > 0) {
    if (d.lsign !== 'none' && isread && r.p + 1 < r.input.length && !isDigit(r.input[r.p + 1])) {
      const next = r.input[r.p + 1];
      if (next === '-' || next === '+') {
        r.p++;
        r.sign = next;
      }
    } else if (!isread && d.lsign === 'none' && (d.plus || d.minus)) {
      if (c === '-' || c === '+') r.sign = c;
    }
  }
}

/** One format element in TO_NUMBER mode; returns false when the input position must not advance. */
function step(r: Reader, key: string): boolean {
  const d = r.d;
  switch (key.toUpperCase()) {
    case '9': case '0': case '.': case 'D':
      numpart(r, key);
      return true;
    // a group separator reads the input only where the input has one: to_number('3450', '999,99')
    // is 3450 and to_number('12.34', '99,99') 123, as PostgreSQL 15 reads them
    case ',':
    case 'G':
      if (d.fill) return false;
      return amount(r, 1) && r.input[r.p] === ',';
    case 'L':
      eatNonData(r, 1);
      return false;
    case 'TH':
      eatNonData(r, 2);
      return false;
    case 'MI':
      if (r.input[r.p] === '-') r.sign = '-';
      else {
        eatNonData(r, 1);
        return false;
      }
      return true;
    case 'PL':
      if (r.input[r.p] === '+') r.sign = '+';
      else {
        eatNonData(r, 1);
        return false;
      }
      return true;
    case 'SG':
      if (r.input[r.p] === '-' || r.input[r.p] === '+') r.sign = r.input[r.p] as string;
      else {
        eatNonData(r, 1);
        return false;
      }
      return true;
    case 'EEEE':
      throw new PgError('feature_not_supported', '"EEEE" not supported for input');
    case 'RN':
      throw new PgError('feature_not_supported', '"RN" not supported for input');
    default:
      return false;
  }
}

/** to_number(text, format) as numeric_to_number: the digits read, then numeric_in with the format's precision. */
export function toNumber(input: string, format: string): string | null {
  if (format === '') return null;
  const { nodes, desc } = numFormat(format);
  if (desc.zeroStart) desc.zeroStart--;
  if (desc.eeee) throw new PgError('feature_not_supported', '"EEEE" not supported for input');
  if (desc.roman) throw new PgError('feature_not_supported', '"RN" not supported for input');
  const r: Reader = { d: desc, input, p: 0, sign: ' ', digits: '', readPre: 0, readPost: 0, readDec: false };
  for (const n of nodes) {
    if (overload(r)) break;
    if (n.kind === 'char') {
      r.p += n.text.length;
      continue;
    }
    if (step(r, n.key)) r.p++;
  }
  const digits = r.digits.endsWith('.') ? r.digits.slice(0, -1) : r.digits;
  const text = `${r.sign}${digits}`;
  const scale = r.readPost;
  const precision = desc.pre + desc.multi + scale;
  let v = parseNumeric(text);
  if (v.kind === 'finite') {
    const intDigits = v.unscaled === 0n ? 0 : Math.max(0, v.unscaled.toString().length - v.scale);
    if (intDigits > precision - scale) {
      throw new PgError('numeric_value_out_of_range', 'numeric field overflow', {
        detail: `A field with precision ${precision}, scale ${scale} must round to an absolute value less than ${precision - scale === 0 ? '1' : `10^${precision - scale}`}.`,
      });
    }
    v = { ...v, scale };
    // numeric_power(10, -multi) has 16 decimal digits, so the product has scale + 16.
    if (desc.isMulti) v = { ...v, unscaled: desc.multi > 16 ? 0n : v.unscaled * 10n ** BigInt(16 - desc.multi), scale: scale + 16 };
  }
  return formatNumeric(v);
}
