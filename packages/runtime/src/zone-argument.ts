import { DEFAULT_ZONE_ABBREVIATIONS } from '@pgsqlite/catalog';

/**
 * The zone named by the text argument of timezone(zone, …) / `AT TIME ZONE zone`: as
 * timestamptz_zone and timetz_zone, an abbreviation of the Default set comes first (lower-cased,
 * DecodeTimezoneAbbrev), so 'cet' is the fixed +01 of the abbreviation, not the tz database's
 * CET zone with its summer time; a dynamic abbreviation ('msk') is its zone's offset at that
 * moment. Anything else is a zone name (or POSIX spec) as given.
 */
export function zoneArgument(text: string): string {
  const name = clipZoneName(text);
  const abbrev = DEFAULT_ZONE_ABBREVIATIONS.get(name.toLowerCase());
  if (abbrev === undefined) return name;
  if (typeof abbrev === 'string') return abbrev;
  return fixedZone(abbrev);
}

/** A POSIX zone of a fixed offset `east` seconds east of UTC (POSIX counts west: `<+01>-01:00:00`). */
function fixedZone(east: number): string {
  const a = Math.abs(east);
  const two = (n: number): string => String(n).padStart(2, '0');
  const hms = `${two(Math.floor(a / 3600))}:${two(Math.floor((a % 3600) / 60))}:${two(a % 60)}`;
  return east < 0 ? `<-${hms}>+${hms}` : `<+${hms}>-${hms}`;
}

/** TZ_STRLEN_MAX: the zone name buffer of timestamptz_zone / timetz_zone (text_to_cstring_buffer). */
const TZ_STRLEN_MAX = 255;

/**
 * The zone name as PostgreSQL reads it into its buffer: its first 255 bytes, cut at a character
 * boundary (pg_mbcliplen), so a longer name is looked up (and reported) by that part only.
 */
function clipZoneName(text: string): string {
  if (text.length <= TZ_STRLEN_MAX / 4) return text;
  let bytes = 0;
  let end = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes > TZ_STRLEN_MAX) return text.slice(0, end);
    end += ch.length;
  }
  return text;
}
