/**
 * The abbreviations of an IANA zone, parsed from its compiled TZif file (RFC 8536, versions 1–4):
 * what PostgreSQL prints after a timestamptz in DateStyle SQL, Postgres and German. Bytes only —
 * reading the file is the host's business (see zone-abbrev.ts).
 */
export interface TzifZone {
  /** Transition instants, seconds since 1970 UTC, ascending. */
  readonly times: readonly number[];
  /** Local time type index in force from each transition on. */
  readonly typeIndex: readonly number[];
  /** Local time types: UT offset (seconds east) and abbreviation. */
  readonly types: readonly { readonly offset: number; readonly abbrev: string }[];
  /** The footer's POSIX TZ string parsed: abbreviations after the last transition. */
  readonly footer: { readonly std: string; readonly stdOffset: number; readonly dst: string | undefined } | undefined;
}

const HEADER = 44;

/** Parses TZif bytes; undefined when they are not a TZif file. */
export function parseTzif(bytes: Uint8Array): TzifZone | undefined {
  if (bytes.length < HEADER || bytes[0] !== 0x54 || bytes[1] !== 0x5a || bytes[2] !== 0x69 || bytes[3] !== 0x66) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[4] ?? 0;
  const counts = (at: number): number[] => [0, 1, 2, 3, 4, 5].map((i) => view.getUint32(at + 20 + i * 4));
  let at = 0;
  let [isut = 0, isstd = 0, leap = 0, timecnt = 0, typecnt = 0, charcnt = 0] = counts(0);
  let wide = false;
  if (version >= 0x32) {
    // Skip the 32-bit block: the 64-bit one follows with its own header.
    at = HEADER + timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut;
    if (bytes.length < at + HEADER) return undefined;
    [isut = 0, isstd = 0, leap = 0, timecnt = 0, typecnt = 0, charcnt = 0] = counts(at);
    wide = true;
  }
  let p = at + HEADER;
  const end = p + timecnt * (wide ? 9 : 5) + typecnt * 6 + charcnt + leap * (wide ? 12 : 8) + isstd + isut;
  if (bytes.length < end || typecnt === 0) return undefined;
  const times: number[] = [];
  for (let i = 0; i < timecnt; i++, p += wide ? 8 : 4) times.push(wide ? Number(view.getBigInt64(p)) : view.getInt32(p));
  const typeIndex = Array.from(bytes.subarray(p, p + timecnt));
  p += timecnt;
  const raw: { offset: number; idx: number }[] = [];
  for (let i = 0; i < typecnt; i++, p += 6) raw.push({ offset: view.getInt32(p), idx: bytes[p + 5] ?? 0 });
  const chars = bytes.subarray(p, p + charcnt);
  const types = raw.map(({ offset, idx }) => {
    let stop = idx;
    while (stop < chars.length && chars[stop] !== 0) stop++;
    return { offset, abbrev: ascii(chars.subarray(idx, stop)) };
  });
  let footer: TzifZone['footer'];
  if (wide && bytes[end] === 0x0a) {
    let stop = end + 1;
    while (stop < bytes.length && bytes[stop] !== 0x0a) stop++;
    footer = parsePosixNames(ascii(bytes.subarray(end + 1, stop)));
  }
  return { times, typeIndex, types, footer };
}

function ascii(b: Uint8Array): string {
  let s = '';
  for (const c of b) s += String.fromCharCode(c);
  return s;
}

/** The abbreviation names and standard offset of a POSIX TZ string (`EST5EDT,M3.2.0,M11.1.0`, `<+0545>-5:45`). */
function parsePosixNames(tz: string): TzifZone['footer'] {
  let i = 0;
  const name = (): string | undefined => {
    if (tz[i] === '<') {
      const close = tz.indexOf('>', i);
      if (close < 0) return undefined;
      const n = tz.slice(i + 1, close);
      i = close + 1;
      return n;
    }
    const start = i;
    while (i < tz.length && isAlpha(tz.charCodeAt(i))) i++;
    return i - start >= 3 ? tz.slice(start, i) : undefined;
  };
  const offset = (): number | undefined => {
    let sign = 1;
    if (tz[i] === '+' || tz[i] === '-') sign = tz[i++] === '-' ? -1 : 1;
    const parts: number[] = [];
    for (;;) {
      const start = i;
      while (i < tz.length && tz.charCodeAt(i) >= 48 && tz.charCodeAt(i) <= 57) i++;
      if (i === start) return undefined;
      parts.push(Number(tz.slice(start, i)));
      if (tz[i] !== ':' || parts.length === 3) break;
      i++;
    }
    return sign * ((parts[0] ?? 0) * 3600 + (parts[1] ?? 0) * 60 + (parts[2] ?? 0));
  };
  const std = name();
  if (std === undefined) return undefined;
  const west = offset();
  if (west === undefined) return undefined;
  const dst = i < tz.length && tz[i] !== ',' ? name() : undefined;
  return { std, stdOffset: west === 0 ? 0 : -west, dst };
}

function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * The abbreviation in force at `utcSeconds`. `offset` (seconds east, as computed elsewhere)
 * chooses between the footer's standard and daylight names after the last transition.
 */
export function tzifAbbreviation(zone: TzifZone, utcSeconds: number, offset: number): string {
  const { times, typeIndex, types, footer } = zone;
  if (times.length === 0 || utcSeconds >= times[times.length - 1]!) {
    if (footer !== undefined && (times.length === 0 || utcSeconds > times[times.length - 1]!)) {
      return footer.dst !== undefined && offset !== footer.stdOffset ? footer.dst : footer.std;
    }
    if (times.length === 0) return types[0]!.abbrev;
  }
  if (utcSeconds < times[0]!) return types[0]!.abbrev;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid]! <= utcSeconds) lo = mid;
    else hi = mid - 1;
  }
  return types[typeIndex[lo]!]?.abbrev ?? types[0]!.abbrev;
}
