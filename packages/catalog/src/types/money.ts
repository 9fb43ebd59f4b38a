import { PgError } from '@pgsqlite/errors';
import { beBytes, invalidSyntax, isPgSpace, normInt, storedBigInt, viewOf } from './codec-util.js';
import { defineType } from './define.js';

const MIN = -(2n ** 63n);
const MAX = 2n ** 63n - 1n;

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** cash_in in the C locale (`$`, `,` thousands, `.` decimals, 2 fraction digits, `(x)` or `-` negative). */
export function parseMoney(text: string): bigint {
  const outOfRange = (): PgError => new PgError('numeric_value_out_of_range', `value "${text}" is out of range for type money`);
  let i = 0;
  const skipSpace = (): void => {
    while (isPgSpace(text[i])) i++;
  };
  skipSpace();
  if (text[i] === '$') i++;
  skipSpace();
  let negative = false;
  if (text[i] === '-' || text[i] === '(') {
    negative = true;
    i++;
  } else if (text[i] === '+') i++;
  skipSpace();
  if (text[i] === '$') i++;
  skipSpace();
  let value = 0n;
  let dec = 0;
  let seenDot = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (isDigit(c) && (!seenDot || dec < 2)) {
      value = value * 10n + BigInt(Number(c));
      if (value > MAX + 1n) throw outOfRange();
      if (seenDot) dec++;
    } else if (c === '.' && !seenDot) seenDot = true;
    else if (c !== ',') break;
  }
  if (isDigit(text[i]) && (text[i] as string) >= '5') value += 1n;
  for (; dec < 2; dec++) value *= 10n;
  while (isDigit(text[i])) i++;
  for (; i < text.length; i++) {
    const c = text[i];
    if (isPgSpace(c) || c === ')' || c === '+' || c === '$') continue;
    if (c === '-') negative = true;
    else throw invalidSyntax('money', text);
  }
  const result = negative ? -value : value;
  if (result < MIN || result > MAX) throw outOfRange();
  return result;
}

/** cash_out in the C locale: `$1,000.50`, `-$1.00`. */
export function formatMoney(cents: bigint): string {
  const neg = cents < 0n;
  const digits = (neg ? -cents : cents).toString().padStart(3, '0');
  const whole = digits.slice(0, -2);
  let grouped = '';
  for (let k = whole.length; k > 0; k -= 3) grouped = whole.slice(Math.max(0, k - 3), k) + (grouped ? ',' + grouped : '');
  return `${neg ? '-' : ''}$${grouped}.${digits.slice(-2)}`;
}

/** money → INTEGER cents. */
export const moneyType = defineType({
  oid: 790,
  name: 'money',
  displayName: 'money',
  storage: 'integer',
  len: 8,
  category: 'N',
  arrayOid: 791,
  toText: (v) => formatMoney(storedBigInt(v)),
  fromText: (t) => normInt(parseMoney(t)),
  toBinary: (v) => beBytes(8, (dv) => dv.setBigInt64(0, storedBigInt(v))),
  fromBinary: (b) => normInt(viewOf(b, 8).getBigInt64(0)),
});
