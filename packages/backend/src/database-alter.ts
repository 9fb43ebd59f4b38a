import { PgError } from '@pgsqlite/errors';
import type { DatabaseOptions, DatabasePlan } from '@pgsqlite/translate';
import type { Uses } from './context.js';
import { Settings } from './settings/settings.js';

/** What every pgsqlite database is: UTF8 with the C locale (pg_database's encoding, datcollate). */
const ENCODING = 'UTF8';
const LOCALE = 'C';

const incompatible = (what: string, given: string, template: string): PgError =>
  new PgError('invalid_parameter_value', `new ${what} (${given}) is incompatible with the ${what} of the template database (${template})`, {
    hint: `Use the same ${what} as in the template database, or use template0 as template.`,
  });

/**
 * CREATE DATABASE's options against what pgsqlite's databases are (dbcommands.c createdb):
 * accepted where they say what the new database will be, else PostgreSQL's error — or, from
 * template0 (where PostgreSQL would make a database in another encoding or locale), 0A000.
 */
export function checkCreateOptions(core: Uses<'settings'>, template: string, o: DatabaseOptions): void {
  const user = core.settings.get('session_authorization');
  if (o.owner != null && o.owner !== user) {
    throw new PgError('undefined_object', `role "${o.owner}" does not exist`);
  }
  const fromZero = template === 'template0';
  if (o.encoding !== undefined && o.encoding !== ENCODING) {
    if (fromZero) throw new PgError('feature_not_supported', `encoding "${o.encoding}" is not supported by pgsqlite: its databases are ${ENCODING}`);
    throw new PgError('invalid_parameter_value', `new encoding (${o.encoding}) is incompatible with the encoding of the template database (${ENCODING})`, {
      hint: 'Use the same encoding as in the template database, or use template0 as template.',
    });
  }
  for (const [what, given] of [['collation', o.collate], ['LC_CTYPE', o.ctype]] as const) {
    // A locale of the machine PostgreSQL would check (check_locale); pgsqlite has only C.
    // POSIX is C's other name (check_locale's canonical spelling is C).
    if (given === undefined || given === LOCALE || given === 'POSIX') continue;
    if (fromZero) throw new PgError('feature_not_supported', `locale "${given}" is not supported by pgsqlite: its databases use the C locale`);
    throw incompatible(what, given, LOCALE);
  }
}

/** Changes made inside a transaction block, applied when it commits. */
const pending = new WeakMap<object, (() => void)[]>();

/** Runs `apply` now outside a transaction block, else when the block commits (dropped on rollback). */
function atCommit(core: Uses<'tx'>, apply: () => void): void {
  if (!core.tx.inBlock()) return apply();
  let list = pending.get(core);
  if (list === undefined) {
    const changes: (() => void)[] = [];
    list = changes;
    pending.set(core, changes);
    const previous = core.tx.onEnd;
    core.tx.onEnd = (committed) => {
      core.tx.onEnd = previous;
      pending.delete(core);
      previous?.(committed);
      if (committed) for (const change of changes) change();
    };
  }
  list.push(apply);
}

/** ALTER DATABASE … WITH options / SET / RESET, recorded by the server's database catalog. */
export function runAlterDatabase(core: Uses<'tx' | 'databases' | 'settings' | 'handle'>, plan: DatabasePlan): string {
  const catalog = core.databases.catalog;
  if (catalog === undefined) throw new PgError('feature_not_supported', 'ALTER DATABASE is not supported by this server');
  if (catalog.get(plan.name) === undefined) throw new PgError('invalid_catalog_name', `database "${plan.name}" does not exist`);
  if (plan.action === 'alter') {
    const options = plan.options ?? {};
    atCommit(core, () => catalog.alter(plan.name, options));
    return plan.tag;
  }
  const s = plan.setting;
  if (s === undefined || s.all) {
    atCommit(core, () => catalog.setDefault(plan.name, null, null));
    return plan.tag;
  }
  // The value is checked as SET would check it (42704 unknown name, 22023 bad value, 55P02 fixed).
  if (s.value !== null) new Settings(core.settings.get('session_authorization')).set(s.name, s.value, false);
  atCommit(core, () => catalog.setDefault(plan.name, s.name, s.value));
  return plan.tag;
}

/** A new session's settings from its database's ALTER DATABASE … SET, under those the client sent. */
export function databaseDefaults(defaults: [string, string][], sent: [string, string][], apply: (name: string, value: string) => void): void {
  const given = new Set(sent.map(([n]) => n.toLowerCase()));
  for (const [name, value] of defaults) {
    if (given.has(name.toLowerCase())) continue;
    try {
      apply(name, value);
    } catch {
      // A default that no longer applies is skipped, as PostgreSQL warns and goes on.
    }
  }
}

/** pg_database's rows as the statement's bound parameter (DATABASES_PARAM). */
export function databaseRows(core: Uses<'databases' | 'handle'>): string {
  const rows = core.databases.catalog?.list() ?? [{ oid: 5, name: core.handle.name, isTemplate: false, allowConnections: true, connectionLimit: -1, collate: 'C', ctype: 'C' }];
  return JSON.stringify(rows.map((r) => ({ ...r, isTemplate: r.isTemplate ? 1 : 0, allowConnections: r.allowConnections ? 1 : 0 })));
}
