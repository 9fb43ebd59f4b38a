import { PG15_GUCS, pg15Defaults, rawGucValue } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';

/**
 * current_setting() and the rows of pg_settings, read from the session's parameters as the
 * session last pushed them (pg_set_session's `gucs`: lower-case name → [value, reset, source]
 * of those that are not PostgreSQL 15's defaults).
 */
export function registerSettingsFunctions(host: RuntimeHost, state: RuntimeState): void {
  const current = (name: SqlValue, missingOk: SqlValue): SqlValue => {
    // current_setting is strict: a NULL missing_ok (the one-argument form passes 0) is a NULL answer
    if (name === null || missingOk === null) return null;
    const key = String(name).toLowerCase();
    const found = state.gucs.get(key)?.[0] ?? pg15Defaults().get(key);
    if (found !== undefined) return found;
    if (Number(missingOk) !== 0) return null;
    throw new PgError('undefined_object', `unrecognized configuration parameter "${String(name)}"`);
  };
  host.defineFunction({ name: 'pg_current_setting', arity: 2, deterministic: false, call: current });
  host.defineFunction({ name: 'pg_settings_rows', arity: 0, deterministic: false, call: () => settingsRows(state) });
}

/** pg_settings' rows as a JSON array of arrays, in PostgreSQL 15's column order. */
function settingsRows(state: RuntimeState): string {
  const rows: unknown[] = [];
  const defaults = pg15Defaults();
  for (const [name, vartype, context, category, shortDesc, extraDesc, unit, min, max, enumvals, boot] of PG15_GUCS) {
    const key = name.toLowerCase();
    const d = defaults.get(key) ?? '';
    const [value, reset, source] = state.gucs.get(key) ?? [d, d, 'default'];
    rows.push([name, rawGucValue(value, vartype, unit), unit, category, shortDesc, extraDesc, context, vartype, source, min, max, enumvals === null ? null : JSON.stringify(enumvals), boot, rawGucValue(reset, vartype, unit), null, null, 0]);
  }
  return JSON.stringify(rows);
}
