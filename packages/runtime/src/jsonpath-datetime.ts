import { PgError } from '@pgsqlite/errors';
import type { JsonNode } from '@pgsqlite/catalog';

/** The SQL/JSON datetime kinds `.datetime()` yields, named as `.type()` reports them. */
export type DatetimeKind = 'date' | 'time without time zone' | 'time with time zone' | 'timestamp without time zone' | 'timestamp with time zone';

/** A datetime item: its fields, kind and time zone offset in seconds east of UTC (null without one). */
export interface JsonDatetime {
  kind: DatetimeKind;
  year: number;
  month: number;
  day: number;
  /** microseconds since midnight */
  time: number;
  offset: number | null;
}

/** A datetime travels through the evaluator as a string item (its JSON text) carrying its value. */
export type DatetimeNode = Extract<JsonNode, { t: 'str' }> & { dt: JsonDatetime };

/** The datetime a node carries, if any. */
export function datetimeOf(n: JsonNode): JsonDatetime | undefined {
  return (n as Partial<DatetimeNode>).dt;
}

type Field = 'yyyy' | 'yy' | 'mm' | 'dd' | 'hh24' | 'hh12' | 'mi' | 'ss' | 'ms' | 'us' | 'ff' | 'tzh' | 'tzm' | 'am';
type FormatNode = { k: 'field'; f: Field; name: string; len: number } | { k: 'sep'; c: string } | { k: 'lit'; c: string };

const SEPARATORS = new Set(['-', '.', '/', ',', ':', ';', ' ', '+']);
/** Template patterns, longest first (DCH keywords; case-insensitive where PostgreSQL's are). */
const PATTERNS: [string, Field, number][] = [
  ['HH24', 'hh24', 2], ['HH12', 'hh12', 2], ['YYYY', 'yyyy', 4], ['FF1', 'ff', 1], ['FF2', 'ff', 2], ['FF3', 'ff', 3],
  ['FF4', 'ff', 4], ['FF5', 'ff', 5], ['FF6', 'ff', 6], ['TZH', 'tzh', 3], ['TZM', 'tzm', 2], ['HH', 'hh12', 2],
  ['YY', 'yy', 2], ['MM', 'mm', 2], ['DD', 'dd', 2], ['MI', 'mi', 2], ['SS', 'ss', 2], ['MS', 'ms', 3], ['US', 'us', 6],
  ['AM', 'am', 2], ['PM', 'am', 2],
];

const bad = (message: string, detail?: string): PgError => new PgError('invalid_datetime_format', message, detail === undefined ? {} : { detail });
const tooShort = (): PgError => bad('input string is too short for datetime format');

function compile(template: string): FormatNode[] {
  const out: FormatNode[] = [];
  let i = 0;
  while (i < template.length) {
    const c = template[i] as string;
    if (c === '"') {
      let j = i + 1;
      while (j < template.length && template[j] !== '"') {
        if (template[j] === '\\' && j + 1 < template.length) j++;
        out.push({ k: 'lit', c: template[j] as string });
        j++;
      }
      i = j + 1;
      continue;
    }
    const hit = PATTERNS.find(([p]) => template.slice(i, i + p.length).toUpperCase() === p);
    if (hit) {
      out.push({ k: 'field', f: hit[1], name: template.slice(i, i + hit[0].length), len: hit[2] });
      i += hit[0].length;
      continue;
    }
    if (!SEPARATORS.has(c)) throw bad(`invalid datetime format separator: "${c}"`);
    out.push({ k: 'sep', c });
    i++;
  }
  return out;
}

interface Parsed {
  fields: Partial<Record<Field, number>>;
  tzSign: number;
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** DCH_from_char in standard mode: the template over the whole input, or PostgreSQL's error. */
function fromChar(nodes: FormatNode[], s: string, isoT: boolean): Parsed {
  const fields: Partial<Record<Field, number>> = {};
  let tzSign = 1;
  let i = 0;
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n] as FormatNode;
    if (node.k !== 'field') {
      if (i >= s.length) throw tooShort();
      const ch = s[i] as string;
      const ok = node.c === ch || (isoT && node.k === 'sep' && node.c === ' ' && ch === 'T');
      if (!ok) throw bad(node.k === 'lit' ? `unmatched format character "${node.c}"` : `unmatched format separator "${node.c}"`);
      i++;
      continue;
    }
    if (i >= s.length) throw tooShort();
    if (node.f === 'am') {
      const w = s.slice(i, i + 2).toUpperCase();
      if (w !== 'AM' && w !== 'PM') throw bad(`invalid value "${s.slice(i, i + 2)}" for "${node.name}"`, 'The given value did not match any of the allowed values for this field.');
      fields.am = w === 'PM' ? 1 : 0;
      i += 2;
      continue;
    }
    if (node.f === 'tzh') {
      const c = s[i];
      if (c === '+' || c === '-' || c === ' ') {
        if (c === '-') tzSign = -1;
        i++;
      }
    }
    const nextSep = n + 1 >= nodes.length || nodes[n + 1]?.k !== 'field';
    const max = nextSep ? Infinity : node.f === 'tzh' ? 2 : node.len;
    // the number itself is read as strtol reads it: a sign of its own is allowed (" +1" for TZH)
    let numSign = 1;
    if (node.f === 'tzh' && (s[i] === '+' || s[i] === '-') && isDigit(s[i + 1])) {
      if (s[i] === '-') numSign = -1;
      i++;
    }
    let j = i;
    while (j < s.length && j - i < max && isDigit(s[j])) j++;
    if (j === i) {
      if (i >= s.length) throw tooShort();
      throw bad(`invalid value "${s.slice(i, i + Math.min(node.len, 2))}" for "${node.name}"`, 'Value must be an integer.');
    }
    const digits = s.slice(i, j);
    // fractions are microseconds: US and FFn digits scale to six places, MS to three
    if (node.f === 'ms') fields.ms = Number((digits + '000').slice(0, 3)) * 1000;
    else fields[node.f] = node.f === 'ff' || node.f === 'us' ? Number((digits + '000000').slice(0, 6)) : numSign * Number(digits);
    i = j;
  }
  if (i < s.length) throw bad('trailing characters remain in input string after datetime format');
  return { fields, tzSign };
}

function daysIn(year: number, month: number): number {
  return [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function build(p: Parsed, input: string): JsonDatetime {
  const f = p.fields;
  const hasDate = f.yyyy !== undefined || f.yy !== undefined || f.mm !== undefined || f.dd !== undefined;
  const hasTime = f.hh24 !== undefined || f.hh12 !== undefined || f.mi !== undefined || f.ss !== undefined || f.us !== undefined || f.ms !== undefined || f.ff !== undefined;
  const hasTz = f.tzh !== undefined || f.tzm !== undefined;
  const year = f.yyyy ?? (f.yy !== undefined ? (f.yy < 70 ? 2000 + f.yy : 1900 + f.yy) : 1);
  const month = f.mm ?? 1;
  const day = f.dd ?? 1;
  let hour = f.hh24 ?? f.hh12 ?? 0;
  if (f.hh12 !== undefined) {
    if (hour < 1 || hour > 12) throw new PgError('invalid_datetime_format', `hour "${hour}" is invalid for the 12-hour clock`, { hint: 'Use the 24-hour clock, or give an hour between 1 and 12.' });
    hour = (hour % 12) + (f.am === 1 ? 12 : 0);
  }
  const minute = f.mi ?? 0;
  const second = f.ss ?? 0;
  const micro = f.us ?? f.ms ?? f.ff ?? 0;
  const outOfRange = (): PgError => new PgError('datetime_field_overflow', `date/time field value out of range: "${input}"`);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) throw outOfRange();
  const offset = hasTz ? p.tzSign * ((f.tzh ?? 0) * 3600 + (f.tzm ?? 0) * 60) : null;
  const kind: DatetimeKind = hasDate
    ? hasTime || hasTz ? (hasTz ? 'timestamp with time zone' : 'timestamp without time zone') : 'date'
    : hasTz ? 'time with time zone' : 'time without time zone';
  return { kind, year, month, day, time: ((hour * 60 + minute) * 60 + second) * 1_000_000 + micro, offset };
}

/** executeDateTimeMethod's formats tried in order without a template (PostgreSQL 15). */
const ISO_FORMATS = [
  'yyyy-mm-dd',
  'HH24:MI:SS.USTZH:TZM', 'HH24:MI:SS.USTZH', 'HH24:MI:SSTZH:TZM', 'HH24:MI:SSTZH', 'HH24:MI:SS.US', 'HH24:MI:SS',
  'yyyy-mm-dd HH24:MI:SS.USTZH:TZM', 'yyyy-mm-dd HH24:MI:SS.USTZH', 'yyyy-mm-dd HH24:MI:SSTZH:TZM', 'yyyy-mm-dd HH24:MI:SSTZH',
  'yyyy-mm-dd HH24:MI:SS.US', 'yyyy-mm-dd HH24:MI:SS',
].map(compile);

/** `.datetime([template])` of a string. */
export function parseJsonDatetime(input: string, template: string | undefined): JsonDatetime {
  if (template !== undefined) return build(fromChar(compile(template), input, false), input);
  for (const nodes of ISO_FORMATS) {
    let p: Parsed;
    try {
      p = fromChar(nodes, input, true);
    } catch (e) {
      if (e instanceof PgError) continue;
      throw e;
    }
    return build(p, input);
  }
  throw PgError.fromCode('22031', `datetime format is not recognized: "${input}"`, { hint: 'Use a datetime template argument to specify the input data format.' });
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function timeText(micros: number): string {
  const s = Math.floor(micros / 1_000_000);
  const frac = micros % 1_000_000;
  const base = `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  return frac === 0 ? base : `${base}.${pad(frac, 6).replace(/0+$/, '')}`;
}

function offsetText(offset: number): string {
  const a = Math.abs(offset);
  const secs = a % 60;
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(a / 3600))}:${pad(Math.floor(a / 60) % 60)}${secs ? `:${pad(secs)}` : ''}`;
}

/** The JSON text of a datetime (JsonEncodeDateTime: ISO 8601 with a T, the original offset). */
export function datetimeJsonText(d: JsonDatetime): string {
  const date = `${d.year < 1 ? pad(1 - d.year, 4) : pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}${d.year < 1 ? ' BC' : ''}`;
  switch (d.kind) {
    case 'date':
      return date;
    case 'time without time zone':
      return timeText(d.time);
    case 'time with time zone':
      return timeText(d.time) + offsetText(d.offset ?? 0);
    case 'timestamp without time zone':
      return `${date}T${timeText(d.time)}`;
    case 'timestamp with time zone':
      return `${date}T${timeText(d.time)}${offsetText(d.offset ?? 0)}`;
  }
}

/** A datetime item for the evaluator. */
export function datetimeNode(d: JsonDatetime): JsonNode {
  const n: DatetimeNode = { t: 'str', v: datetimeJsonText(d), dt: d };
  return n;
}

/** The session's local-time → UTC conversion (microseconds), present only for the *_tz functions. */
export type LocalToUtc = (localMicros: bigint) => bigint;

const SHORT: Record<DatetimeKind, string> = {
  date: 'date',
  'time without time zone': 'time',
  'time with time zone': 'timetz',
  'timestamp without time zone': 'timestamp',
  'timestamp with time zone': 'timestamptz',
};


/** Days from 1970-01-01 of a proleptic Gregorian date (any year, unlike Date.UTC). */
function civilDays(year: number, month: number, day: number): bigint {
  const y = BigInt(month <= 2 ? year - 1 : year);
  const era = (y >= 0n ? y : y - 399n) / 400n;
  const yoe = y - era * 400n;
  const m = BigInt(month);
  const doy = (153n * (m > 2n ? m - 3n : m + 9n) + 2n) / 5n + BigInt(day) - 1n;
  const doe = yoe * 365n + yoe / 4n - yoe / 100n + doy;
  return era * 146097n + doe - 719468n;
}

function localMicros(d: JsonDatetime): bigint {
  return civilDays(d.year, d.month, d.day) * 86_400_000_000n + BigInt(d.kind === 'date' ? 0 : d.time);
}

/** The UTC instant of a timestamptz, or of a date/timestamp read in the session's zone (useTz only). */
function utcMicros(d: JsonDatetime, tz: LocalToUtc | undefined, other: JsonDatetime): bigint {
  if (d.kind === 'timestamp with time zone') return localMicros(d) - BigInt((d.offset ?? 0) * 1_000_000);
  if (tz === undefined) {
    throw new PgError('feature_not_supported', `cannot convert value from ${SHORT[d.kind]} to ${SHORT[other.kind]} without time zone usage`, { hint: 'Use *_tz() function for time zone support.' });
  }
  return tz(localMicros(d));
}

/** A time's (UTC-normalised time, zone west of UTC) pair as timetz_cmp orders it; a time takes the session's current offset (useTz only). */
function timetzKey(d: JsonDatetime, tz: LocalToUtc | undefined, other: JsonDatetime): [bigint, number] {
  let offset = d.offset;
  if (d.kind === 'time without time zone') {
    if (tz === undefined) {
      throw new PgError('feature_not_supported', `cannot convert value from time to ${SHORT[other.kind]} without time zone usage`, { hint: 'Use *_tz() function for time zone support.' });
    }
    const now = BigInt(Date.now()) * 1000n;
    offset = Number((now - tz(now)) / 1_000_000n);
  }
  return [BigInt(d.time) - BigInt((offset ?? 0) * 1_000_000), -(offset ?? 0)];
}

const sign = (x: bigint): number => (x < 0n ? -1 : x > 0n ? 1 : 0);

/**
 * compareDatetime in jsonpath_exec.c: -1/0/1, or null when the kinds are not comparable (date or
 * timestamp against a time). Comparing across "with/without time zone" needs the session's zone
 * (the *_tz functions); without it, 0A000.
 */
export function compareDatetimes(a: JsonDatetime, b: JsonDatetime, tz: LocalToUtc | undefined): number | null {
  const isTime = (d: JsonDatetime): boolean => d.kind === 'time without time zone' || d.kind === 'time with time zone';
  if (isTime(a) !== isTime(b)) return null;
  if (isTime(a)) {
    if (a.kind === b.kind && a.kind === 'time without time zone') return sign(BigInt(a.time) - BigInt(b.time));
    const [x, xz] = timetzKey(a, tz, b);
    const [y, yz] = timetzKey(b, tz, a);
    return x !== y ? sign(x - y) : Math.sign(xz - yz);
  }
  const zoned = (d: JsonDatetime): boolean => d.kind === 'timestamp with time zone';
  if (!zoned(a) && !zoned(b)) return sign(localMicros(a) - localMicros(b));
  // a date or timestamp against a timestamptz: the order of the conversion names follows PostgreSQL's message
  if (zoned(a) && zoned(b)) return sign(utcMicros(a, tz, b) - utcMicros(b, tz, a));
  const [plain, withZone, flip] = zoned(a) ? [b, a, -1] : [a, b, 1];
  return flip * sign(utcMicros(plain, tz, withZone) - utcMicros(withZone, tz, plain));
}
