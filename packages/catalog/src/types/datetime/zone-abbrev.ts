import { posixName, posixOffset, posixRuleZone } from './zone.js';
import { posixZoneAbbreviation } from './posix-rules.js';
import { parseTzif, tzifAbbreviation, type TzifZone } from './tzif.js';

/** Returns the TZif bytes of an IANA zone (`America/New_York`), or undefined when there is none. */
export type ZoneInfoReader = (zoneName: string) => Uint8Array | undefined;

let reader: ZoneInfoReader | null = null;
const parsed = new Map<string, TzifZone | null>();

/**
 * Installs the host's tz database reader (the Node server reads /usr/share/zoneinfo, as
 * PostgreSQL does). Without one — in a browser — a small built-in table of common zones is used.
 */
export function setZoneInfoReader(r: ZoneInfoReader | null): void {
  reader = r;
  parsed.clear();
}

/** [standard abbreviation, its offset east in seconds, daylight abbreviation (standard + 1 h)]. */
const BUILT_IN: Record<string, readonly [string, number, string?]> = {
  'america/new_york': ['EST', -18000, 'EDT'],
  'america/chicago': ['CST', -21600, 'CDT'],
  'america/denver': ['MST', -25200, 'MDT'],
  'america/phoenix': ['MST', -25200],
  'america/los_angeles': ['PST', -28800, 'PDT'],
  'america/anchorage': ['AKST', -32400, 'AKDT'],
  'america/halifax': ['AST', -14400, 'ADT'],
  'america/toronto': ['EST', -18000, 'EDT'],
  'america/vancouver': ['PST', -28800, 'PDT'],
  'pacific/honolulu': ['HST', -36000],
  'europe/london': ['GMT', 0, 'BST'],
  'europe/lisbon': ['WET', 0, 'WEST'],
  'europe/berlin': ['CET', 3600, 'CEST'],
  'europe/paris': ['CET', 3600, 'CEST'],
  'europe/madrid': ['CET', 3600, 'CEST'],
  'europe/rome': ['CET', 3600, 'CEST'],
  'europe/amsterdam': ['CET', 3600, 'CEST'],
  'europe/brussels': ['CET', 3600, 'CEST'],
  'europe/vienna': ['CET', 3600, 'CEST'],
  'europe/zurich': ['CET', 3600, 'CEST'],
  'europe/stockholm': ['CET', 3600, 'CEST'],
  'europe/oslo': ['CET', 3600, 'CEST'],
  'europe/copenhagen': ['CET', 3600, 'CEST'],
  'europe/warsaw': ['CET', 3600, 'CEST'],
  'europe/prague': ['CET', 3600, 'CEST'],
  'europe/athens': ['EET', 7200, 'EEST'],
  'europe/helsinki': ['EET', 7200, 'EEST'],
  'europe/kiev': ['EET', 7200, 'EEST'],
  'europe/kyiv': ['EET', 7200, 'EEST'],
  'europe/moscow': ['MSK', 10800],
  'africa/cairo': ['EET', 7200, 'EEST'],
  'africa/johannesburg': ['SAST', 7200],
  'africa/lagos': ['WAT', 3600],
  'africa/nairobi': ['EAT', 10800],
  'asia/kolkata': ['IST', 19800],
  'asia/calcutta': ['IST', 19800],
  'asia/jerusalem': ['IST', 7200, 'IDT'],
  'asia/shanghai': ['CST', 28800],
  'asia/hong_kong': ['HKT', 28800],
  'asia/tokyo': ['JST', 32400],
  'asia/seoul': ['KST', 32400],
  'asia/manila': ['PST', 28800],
  'asia/jakarta': ['WIB', 25200],
  'asia/karachi': ['PKT', 18000],
  'australia/sydney': ['AEST', 36000, 'AEDT'],
  'australia/melbourne': ['AEST', 36000, 'AEDT'],
  'australia/brisbane': ['AEST', 36000],
  'australia/adelaide': ['ACST', 34200, 'ACDT'],
  'australia/perth': ['AWST', 28800],
  'pacific/auckland': ['NZST', 43200, 'NZDT'],
  'est5edt': ['EST', -18000, 'EDT'],
  'cst6cdt': ['CST', -21600, 'CDT'],
  'mst7mdt': ['MST', -25200, 'MDT'],
  'pst8pdt': ['PST', -28800, 'PDT'],
};

/** A numeric abbreviation as the tz database writes one: `+05`, `+0545`, `-0330`. */
export function numericAbbreviation(offset: number): string {
  const a = Math.abs(offset);
  const two = (n: number): string => String(n).padStart(2, '0');
  let out = (offset < 0 ? '-' : '+') + two(Math.floor(a / 3600));
  const m = Math.floor((a % 3600) / 60);
  const s = a % 60;
  if (m !== 0 || s !== 0) out += two(m);
  if (s !== 0) out += two(s);
  return out;
}

function tzif(zone: string): TzifZone | undefined {
  let z = parsed.get(zone);
  if (z === undefined) {
    let bytes: Uint8Array | undefined;
    // Zone names are paths in the tz database: never let one climb out of it.
    const safe = zone.length > 0 && !zone.startsWith('/') && !zone.split('/').includes('..');
    try {
      bytes = safe && reader !== null ? reader(zone) : undefined;
    } catch {
      bytes = undefined;
    }
    z = (bytes && parseTzif(bytes)) ?? null;
    parsed.set(zone, z);
  }
  return z ?? undefined;
}

/**
 * The zone abbreviation PostgreSQL prints for TimeZone `zone` at `utcSeconds`, where the offset
 * in force is `offset` (seconds east): the tz database's (`EST`, `IST`, `+0545`, `LMT`); for
 * POSIX-style settings the name before the offset (`UTC+3` → `UTC`, `<+02>-02` → `+02`), or '' when there is none
 * (`-03:30`).
 */
export function zoneAbbreviation(zone: string, utcSeconds: number, offset: number): string {
  const upper = zone.trim().toUpperCase();
  if (upper === 'UTC' || upper === 'GMT' || upper === 'Z' || upper === 'ZULU' || upper === 'UCT') return upper === 'GMT' ? 'GMT' : 'UTC';
  if (posixOffset(upper) !== undefined) return posixName(zone) ?? '';
  const rules = posixRuleZone(zone);
  if (rules !== undefined) return posixZoneAbbreviation(rules, utcSeconds);
  if (reader !== null) {
    const z = tzif(zone);
    if (z !== undefined) return tzifAbbreviation(z, utcSeconds, offset);
  }
  const entry = BUILT_IN[zone.toLowerCase()];
  if (entry !== undefined) {
    const [std, stdOffset, dst] = entry;
    if (offset === stdOffset) return std;
    if (dst !== undefined && offset === stdOffset + 3600) return dst;
  }
  if (upper === 'ETC/UTC' || upper === 'ETC/UCT' || upper === 'ETC/ZULU') return 'UTC';
  if (upper === 'ETC/GMT' || upper === 'ETC/GREENWICH') return 'GMT';
  return numericAbbreviation(offset);
}

/**
 * The offset (seconds east) a zone's abbreviation stood for around `utcSeconds`
 * (pg_interpret_timezone_abbrev): its last use at or before that instant, else its first use
 * after it; undefined when the zone's history never uses it. Without the tz database, the built-in
 * table's abbreviations of the zone (today's rules).
 */
export function abbreviationOffset(zone: string, abbrev: string, utcSeconds: number): number | undefined {
  const z = tzif(zone);
  const want = abbrev.toUpperCase();
  if (!z) {
    // No tz database (a browser): the built-in table's standard / daylight abbreviation of the zone.
    const entry = BUILT_IN[zone.toLowerCase()];
    if (entry === undefined) return undefined;
    const [std, stdOffset, dst] = entry;
    return want === std ? stdOffset : dst !== undefined && want === dst ? stdOffset + 3600 : undefined;
  }
  let before: number | undefined;
  let after: number | undefined;
  for (let i = 0; i < z.times.length; i++) {
    const type = z.types[z.typeIndex[i]!];
    if (type?.abbrev.toUpperCase() !== want) continue;
    if (z.times[i]! <= utcSeconds) before = type.offset;
    else if (after === undefined) after = type.offset;
  }
  if (before !== undefined) return before;
  if (after !== undefined) return after;
  if (z.footer?.std.toUpperCase() === want) return z.footer.stdOffset;
  return z.types.find((t) => t.abbrev.toUpperCase() === want)?.offset;
}
