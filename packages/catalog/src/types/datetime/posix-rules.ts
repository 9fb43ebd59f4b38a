/**
 * POSIX time zone specifications with summer time rules (`q1q`, `EST5EDT,M3.2.0,M11.1.0`,
 * `'a1'`), as PostgreSQL's pg_tzset accepts a name that is no zone of the tz database
 * (src/timezone/localtime.c tzparse): a standard name (any characters up to a digit, ',', '+'
 * or '-', or `<…>`), its offset (hours west, `[+-]h[:mm[:ss]]`), then optionally a summer name,
 * its offset (default: one hour east of the standard one) and the rules `,start[/time],end[/time]`
 * (`Jn` day of a year without Feb 29, `n` zero-based day, `Mm.w.d` day d of week w of month m;
 * time default 02:00). Without rules PostgreSQL takes the US ones, `,M3.2.0,M11.1.0`.
 */

interface Rule {
  kind: 'J' | 'D' | 'M';
  day: number;
  week: number;
  month: number;
  /** seconds after local midnight */
  time: number;
}

export interface PosixZone {
  stdName: string;
  /** seconds west of Greenwich (POSIX sign) */
  stdWest: number;
  dst?: { name: string; west: number; start: Rule; end: Rule };
}

const SECS_PER_DAY = 86400;
const MAX_OFFSET = (24 * 7 - 1) * 3600;

/** Parses a POSIX zone specification, or undefined where PostgreSQL's tzparse refuses it. */
export function parsePosixZone(spec: string): PosixZone | undefined {
  let s = spec.toUpperCase();
  let i = 0;
  const name = (): string | undefined => {
    if (s[i] === '<') {
      const close = s.indexOf('>', i + 1);
      if (close < 0) return undefined;
      const n = s.slice(i + 1, close);
      i = close + 1;
      return n;
    }
    const from = i;
    while (i < s.length && !/[0-9,+-]/.test(s[i] as string)) i++;
    return s.slice(from, i);
  };
  const num = (min: number, max: number): number | undefined => {
    const from = i;
    while (i < s.length && /[0-9]/.test(s[i] as string)) i++;
    if (i === from) return undefined;
    const n = Number(s.slice(from, i));
    return n < min || n > max ? undefined : n;
  };
  const secs = (): number | undefined => {
    const h = num(0, 24 * 7 - 1);
    if (h === undefined) return undefined;
    let total = h * 3600;
    if (s[i] === ':') {
      i++;
      const m = num(0, 59);
      if (m === undefined) return undefined;
      total += m * 60;
      if (s[i] === ':') {
        i++;
        const sec = num(0, 60);
        if (sec === undefined) return undefined;
        total += sec;
      }
    }
    return total;
  };
  const offset = (): number | undefined => {
    let neg = false;
    if (s[i] === '-') {
      neg = true;
      i++;
    } else if (s[i] === '+') i++;
    const v = secs();
    return v === undefined ? undefined : neg ? -v : v;
  };
  const rule = (): Rule | undefined => {
    let r: Rule;
    if (s[i] === 'J') {
      i++;
      const d = num(1, 365);
      if (d === undefined) return undefined;
      r = { kind: 'J', day: d, week: 0, month: 0, time: 7200 };
    } else if (s[i] === 'M') {
      i++;
      const m = num(1, 12);
      if (m === undefined || s[i++] !== '.') return undefined;
      const w = num(1, 5);
      if (w === undefined || s[i++] !== '.') return undefined;
      const d = num(0, 6);
      if (d === undefined) return undefined;
      r = { kind: 'M', day: d, week: w, month: m, time: 7200 };
    } else if (/[0-9]/.test(s[i] ?? '')) {
      const d = num(0, 365);
      if (d === undefined) return undefined;
      r = { kind: 'D', day: d, week: 0, month: 0, time: 7200 };
    } else return undefined;
    if (s[i] === '/') {
      i++;
      const t = offset();
      if (t === undefined) return undefined;
      r.time = t;
    }
    return r;
  };

  const stdName = name();
  if (stdName === undefined || i >= s.length) return undefined;
  const stdWest = offset();
  if (stdWest === undefined || Math.abs(stdWest) > MAX_OFFSET) return undefined;
  if (i >= s.length) return { stdName, stdWest };
  const dstName = name();
  if (dstName === undefined || dstName === '') return undefined;
  let dstWest = stdWest - 3600;
  if (i < s.length && s[i] !== ',' && s[i] !== ';') {
    const o = offset();
    if (o === undefined) return undefined;
    dstWest = o;
  }
  // without rules, the US ones (TZDEFRULESTRING)
  if (i === s.length) s += ',M3.2.0,M11.1.0';
  if (s[i] !== ',' && s[i] !== ';') return undefined;
  i++;
  const start = rule();
  if (start === undefined || s[i] !== ',') return undefined;
  i++;
  const end = rule();
  if (end === undefined || i !== s.length) return undefined;
  return { stdName, stdWest, dst: { name: dstName, west: dstWest, start, end } };
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Seconds from the year's Jan 1 00:00 UTC to the rule's moment, `west` the offset in force before it (tzcode transtime). */
function transtime(year: number, r: Rule, west: number): number {
  const leap = isLeap(year);
  let value: number;
  if (r.kind === 'J') {
    value = (r.day - 1) * SECS_PER_DAY;
    if (leap && r.day >= 60) value += SECS_PER_DAY;
  } else if (r.kind === 'D') value = r.day * SECS_PER_DAY;
  else {
    const first = new Date(Date.UTC(2000, r.month - 1, 1));
    first.setUTCFullYear(year);
    const dow = first.getUTCDay();
    let d = r.day - dow;
    if (d < 0) d += 7;
    const len = (MONTH_DAYS[r.month - 1] as number) + (leap && r.month === 2 ? 1 : 0);
    for (let k = 1; k < r.week; k++) {
      if (d + 7 >= len) break;
      d += 7;
    }
    value = d * SECS_PER_DAY;
    for (let m = 0; m < r.month - 1; m++) value += ((MONTH_DAYS[m] as number) + (leap && m === 1 ? 1 : 0)) * SECS_PER_DAY;
  }
  return value + r.time + west;
}

/** Offset east of UTC, in seconds, of the zone at `utcSeconds`. */
export function posixZoneOffset(z: PosixZone, utcSeconds: number): number {
  return -(isSummer(z, utcSeconds) ? (z.dst as { west: number }).west : z.stdWest);
}

/** The abbreviation in force at `utcSeconds`. */
export function posixZoneAbbreviation(z: PosixZone, utcSeconds: number): string {
  return isSummer(z, utcSeconds) ? (z.dst as { name: string }).name : z.stdName;
}

function isSummer(z: PosixZone, utcSeconds: number): boolean {
  const dst = z.dst;
  if (dst === undefined) return false;
  const date = new Date(Math.max(-8.64e15, Math.min(8.64e15, utcSeconds * 1000)));
  const year = date.getUTCFullYear();
  const jan1 = new Date(Date.UTC(2000, 0, 1));
  jan1.setUTCFullYear(year);
  const t = utcSeconds - jan1.getTime() / 1000;
  const start = transtime(year, dst.start, z.stdWest);
  const end = transtime(year, dst.end, dst.west);
  return start <= end ? t >= start && t < end : t < end || t >= start;
}
