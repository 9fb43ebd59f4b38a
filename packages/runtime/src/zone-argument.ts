import { DEFAULT_ZONE_ABBREVIATIONS } from '@pgsqlite/catalog';

/**
 * The zone named by the text argument of timezone(zone, …) / `AT TIME ZONE zone`: as
 * timestamptz_zone and timetz_zone, an abbreviation of the Default set comes first (lower-cased,
 * DecodeTimezoneAbbrev), so 'cet' is the fixed +01 of the abbreviation, not the tz database's
 * CET zone with its summer time; a dynamic abbreviation ('msk') is its zone's offset at that
 * moment. Anything else is a zone name (or POSIX spec) as given.
 */
export function zoneArgument(name: string): string {
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
