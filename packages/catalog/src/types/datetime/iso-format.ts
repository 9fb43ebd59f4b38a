import { civilFromDays } from './calendar.js';
import { formatOffset } from './zone.js';

/**
 * DateStyle ISO output of dates and timestamps in ordinary number arithmetic (no BigInt, no
 * padStart per field): the result hot path. Each function returns undefined outside the range
 * it handles exactly (years before 1000 or after 9999, values beyond 2^52 µs), and the caller
 * then takes the general path of format.ts.
 */

const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) => (i < 10 ? '0' : '') + String(i));
const USECS_PER_DAY = 86400000000;
const LIMIT = 2 ** 52;

/** `YYYY-MM-DD` of days since 1970, years 1000..9999 only. */
export function isoDateText(days: number): string | undefined {
  const { y, m, d } = civilFromDays(days);
  if (y < 1000 || y > 9999) return undefined;
  return String(y) + '-' + (TWO_DIGITS[m] as string) + '-' + (TWO_DIGITS[d] as string);
}

/** `.ffffff` with trailing zeros removed, for 1..999999 µs. */
function fraction(us: number): string {
  let digits = 6;
  while (us % 10 === 0) {
    us /= 10;
    digits--;
  }
  return '.' + String(us).padStart(digits, '0');
}

/**
 * `YYYY-MM-DD HH:MM:SS[.ffffff]` of wall-clock microseconds since 1970 (a safe integer below
 * 2^52 in magnitude), years 1000..9999 only.
 */
export function isoTimestampText(local: number): string | undefined {
  if (!(local > -LIMIT && local < LIMIT)) return undefined;
  let days = Math.trunc(local / USECS_PER_DAY);
  let tod = local - days * USECS_PER_DAY;
  // The division rounds: bring the remainder exactly into [0, one day).
  while (tod < 0) {
    days--;
    tod += USECS_PER_DAY;
  }
  while (tod >= USECS_PER_DAY) {
    days++;
    tod -= USECS_PER_DAY;
  }
  const date = isoDateText(days);
  if (date === undefined) return undefined;
  let secs = Math.trunc(tod / 1000000);
  let us = tod - secs * 1000000;
  if (us < 0) {
    secs--;
    us += 1000000;
  } else if (us >= 1000000) {
    secs++;
    us -= 1000000;
  }
  const h = Math.trunc(secs / 3600);
  const rest = secs - h * 3600;
  const mi = Math.trunc(rest / 60);
  const out = date + ' ' + (TWO_DIGITS[h] as string) + ':' + (TWO_DIGITS[mi] as string) + ':' + (TWO_DIGITS[rest - mi * 60] as string);
  return us === 0 ? out : out + fraction(us);
}

let lastOffset = 0;
let lastOffsetText = formatOffset(0);

/** formatOffset, remembering the last one (a result column mostly has one offset). */
export function offsetText(offsetSeconds: number): string {
  if (offsetSeconds !== lastOffset) {
    lastOffsetText = formatOffset(offsetSeconds);
    lastOffset = offsetSeconds;
  }
  return lastOffsetText;
}
