import { pg15Defaults } from '@pgsqlite/catalog';
import type { Settings } from './settings.js';

/**
 * What the connection's runtime needs for current_setting() and pg_settings: every parameter
 * whose [value, reset value, pg_settings.source] is not simply PostgreSQL 15's default (the
 * runtime assumes pg15Defaults() for the rest), by lower-case name. Sent whole each time, so a
 * connection that serves another session, or was replaced, is never left with stale values.
 */
export function gucOverrides(settings: Settings): Record<string, readonly [string, string, string]> {
  const defaults = pg15Defaults();
  const out: Record<string, readonly [string, string, string]> = {};
  for (const [key, v] of settings.snapshot()) {
    const d = defaults.get(key);
    if (d === undefined || v[0] !== d || v[1] !== d || v[2] !== 'default') out[key] = v;
  }
  return out;
}
