import type { IntervalValue } from './interval.js';

/** pg_itm: an interval split into fields that each carry the sign of their source (C division). */
interface Itm {
  year: number;
  mon: number;
  mday: number;
  hour: bigint;
  min: number;
  sec: number;
  usec: number;
}

/** interval2itm. */
function toItm(v: IntervalValue): Itm {
  const hour = v.micros / 3600000000n;
  let rest = v.micros - hour * 3600000000n;
  const min = rest / 60000000n;
  rest -= min * 60000000n;
  const sec = rest / 1000000n;
  return {
    year: Math.trunc(v.months / 12),
    mon: v.months % 12,
    mday: v.days,
    hour,
    min: Number(min),
    sec: Number(sec),
    usec: Number(rest - sec * 1000000n),
  };
}

const abs = (n: number): number => Math.abs(n);
const absBig = (n: bigint): bigint => (n < 0n ? -n : n);

/** AppendSeconds: |sec| (2 digits when `fill`), then the fraction without trailing zeros. */
function seconds(sec: number, usec: number, fill: boolean): string {
  let out = fill ? String(abs(sec)).padStart(2, '0') : String(abs(sec));
  if (usec !== 0) out += '.' + String(abs(usec)).padStart(6, '0').replace(/0+$/, '');
  return out;
}

/** IntervalStyle `postgres`: `1 year 2 mons -3 days +04:05:06`. */
function postgresStyle(t: Itm): string {
  const parts: string[] = [];
  let before = false;
  const add = (n: number, unit: string): void => {
    if (n === 0) return;
    parts.push(`${before && n > 0 ? '+' : ''}${n} ${unit}${n === 1 ? '' : 's'}`);
    before = n < 0;
  };
  add(t.year, 'year');
  add(t.mon, 'mon');
  add(t.mday, 'day');
  if (parts.length === 0 || t.hour !== 0n || t.min !== 0 || t.sec !== 0 || t.usec !== 0) {
    const neg = t.hour < 0n || t.min < 0 || t.sec < 0 || t.usec < 0;
    const sign = neg ? '-' : before ? '+' : '';
    parts.push(`${sign}${String(absBig(t.hour)).padStart(2, '0')}:${String(abs(t.min)).padStart(2, '0')}:${seconds(t.sec, t.usec, true)}`);
  }
  return parts.join(' ');
}

/** IntervalStyle `sql_standard`: `1-2`, `3 4:05:06`, or `+1-2 +3 +4:05:06` when mixed. */
function sqlStandardStyle(t: Itm): string {
  const fields = [t.year, t.mon, t.mday, Number(t.hour), t.min, t.sec, t.usec];
  const hasNeg = fields.some((f) => f < 0);
  const hasPos = fields.some((f) => f > 0);
  const hasYearMonth = t.year !== 0 || t.mon !== 0;
  const hasDayTime = t.mday !== 0 || t.hour !== 0n || t.min !== 0 || t.sec !== 0 || t.usec !== 0;
  const standard = !(hasNeg && hasPos) && !(hasYearMonth && hasDayTime);
  if (!hasNeg && !hasPos) return '0';
  if (!standard) {
    const ys = t.year < 0 || t.mon < 0 ? '-' : '+';
    const ds = t.mday < 0 ? '-' : '+';
    const ss = t.hour < 0n || t.min < 0 || t.sec < 0 || t.usec < 0 ? '-' : '+';
    return `${ys}${abs(t.year)}-${abs(t.mon)} ${ds}${abs(t.mday)} ${ss}${absBig(t.hour)}:${String(abs(t.min)).padStart(2, '0')}:${seconds(t.sec, t.usec, true)}`;
  }
  const sign = hasNeg ? '-' : '';
  if (hasYearMonth) return `${sign}${abs(t.year)}-${abs(t.mon)}`;
  const clock = `${absBig(t.hour)}:${String(abs(t.min)).padStart(2, '0')}:${seconds(t.sec, t.usec, true)}`;
  return t.mday !== 0 ? `${sign}${abs(t.mday)} ${clock}` : `${sign}${clock}`;
}

/** IntervalStyle `iso_8601`: `P1Y2M3DT4H5M6.5S`, `PT0S`. */
function isoStyle(t: Itm): string {
  const hasTime = t.hour !== 0n || t.min !== 0 || t.sec !== 0 || t.usec !== 0;
  if (t.year === 0 && t.mon === 0 && t.mday === 0 && !hasTime) return 'PT0S';
  const part = (n: number | bigint, u: string): string => (n === 0 || n === 0n ? '' : `${n}${u}`);
  let out = 'P' + part(t.year, 'Y') + part(t.mon, 'M') + part(t.mday, 'D');
  if (hasTime) out += 'T';
  out += part(t.hour, 'H') + part(t.min, 'M');
  if (t.sec !== 0 || t.usec !== 0) out += `${t.sec < 0 || t.usec < 0 ? '-' : ''}${seconds(t.sec, t.usec, false)}S`;
  return out;
}

/** IntervalStyle `postgres_verbose`: `@ 1 year 2 mons`, `@ 1 day -2 hours ago`. */
function verboseStyle(t: Itm): string {
  let out = '@';
  let zero = true;
  let before = false;
  const add = (value: number, unit: string): void => {
    if (value === 0) return;
    let v = value;
    if (zero) {
      before = v < 0;
      v = abs(v);
    } else if (before) v = -v;
    out += ` ${v} ${unit}${v === 1 ? '' : 's'}`;
    zero = false;
  };
  add(t.year, 'year');
  add(t.mon, 'mon');
  add(t.mday, 'day');
  add(Number(t.hour), 'hour');
  add(t.min, 'min');
  if (t.sec !== 0 || t.usec !== 0) {
    out += ' ';
    if (t.sec < 0 || (t.sec === 0 && t.usec < 0)) {
      if (zero) before = true;
      else if (!before) out += '-';
    } else if (before) out += '-';
    out += `${seconds(t.sec, t.usec, false)} sec${abs(t.sec) !== 1 || t.usec !== 0 ? 's' : ''}`;
    zero = false;
  }
  if (zero) out += ' 0';
  if (before) out += ' ago';
  return out;
}

/** interval_out for an IntervalStyle (`postgres`, `postgres_verbose`, `sql_standard`, `iso_8601`). */
export function formatInterval(v: IntervalValue, style: string): string {
  const t = toItm(v);
  switch (style.toLowerCase()) {
    case 'sql_standard':
      return sqlStandardStyle(t);
    case 'iso_8601':
      return isoStyle(t);
    case 'postgres_verbose':
      return verboseStyle(t);
    default:
      return postgresStyle(t);
  }
}
