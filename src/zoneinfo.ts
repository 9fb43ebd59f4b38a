import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setZoneInfoReader } from '@pgsqlite/catalog';

/** Where the system's compiled tz database lives (PostgreSQL built --with-system-tzdata reads the same). */
const ZONEINFO_DIR = process.env['TZDIR'] ?? '/usr/share/zoneinfo';

/**
 * Lets the catalog read zone abbreviations (EST, IST, CEST, LMT …) from the system's TZif files,
 * as PostgreSQL prints them in DateStyle SQL, Postgres and German. Called on every thread that
 * formats timestamps (the sockets' thread and each executor thread).
 */
export function installZoneInfo(): void {
  setZoneInfoReader((zone) => {
    try {
      return readFileSync(join(ZONEINFO_DIR, zone));
    } catch {
      return undefined;
    }
  });
}
