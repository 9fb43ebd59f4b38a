import { intervalZoneSetting, numericZoneSetting, posixOffset, posixRuleZone } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { checkClientEncodingValue } from '@pgsqlite/wire';
import { normalizeDateStyle } from './datestyle.js';
import { invalidValue, showIntWithUnit, type GucUnit } from './guc-values.js';
import { withPg15Gucs } from './guc-pg15.js';

/** PostgreSQL version pgsqlite reports (server_version / server_version_num). */
export const SERVER_VERSION = '15.18';
/** server_version_num matching SERVER_VERSION. */
export const SERVER_VERSION_NUM = '150018';

/** Definition of one run-time parameter (a row of guc.c's tables, reduced). */
export interface GucDef {
  /** Canonical spelling (SHOW's column name, ParameterStatus name). */
  readonly name: string;
  readonly kind: 'bool' | 'int' | 'real' | 'string' | 'enum';
  /** Boot value, as SHOW displays it. */
  readonly boot: string;
  /** GUC_REPORT: changes are sent as ParameterStatus. */
  readonly report?: boolean;
  /** PGC_INTERNAL: SET fails with 55P02. */
  readonly readOnly?: boolean;
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly unit?: GucUnit;
  /** Normalises a string value; throws PgError 22023 when invalid. */
  readonly check?: (value: string, current: string) => string;
  readonly description: string;
  /** pg_settings.context (user, superuser, postmaster, sighup, backend, internal …). */
  readonly context?: string;
  /** GUC_NO_SHOW_ALL: readable by name, not in SHOW ALL / pg_settings (is_superuser, placeholders). */
  readonly hidden?: boolean;
  /** guc.c's parse_and_validate_value: the value as SHOW displays it; throws PgError 22023. */
  readonly validate?: (value: string, typedName: string) => string;
}

const INT_MAX = 2147483647;
const ISOLATION = ['serializable', 'repeatable read', 'read committed', 'read uncommitted'] as const;

function checkClientEncoding(value: string): string {
  // clean_encoding_name and pg_encname_tbl: 'latin1', 'ISO-8859-1', "'utf-8'" as asyncpg sends it.
  return checkClientEncodingValue(value);
}

function checkTimeZone(value: string): string {
  const v = value.trim();
  const upper = v.toUpperCase();
  if (upper === 'UTC' || upper === 'GMT' || upper === 'Z' || upper === 'ZULU') return upper === 'GMT' ? 'GMT' : 'UTC';
  // A plain number of hours is an ISO offset ('+02' is east): PG shows it as the POSIX zone '<+02>-02'.
  const numeric = numericZoneSetting(v) ?? intervalZoneSetting(v);
  if (numeric !== undefined) return numeric;
  // POSIX-style fixed offsets ('+00:00', 'UTC+3', '<+0330>-3:30'), as drivers such as Sequelize send.
  if (posixOffset(v) !== undefined) return v;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === v.toLowerCase() ? resolved : v;
  } catch {
    // a POSIX specification with summer time rules the tz database does not name (pg_tzset's
    // last resort, tzparse): shown upper-cased, as PostgreSQL names it
    if (posixRuleZone(v) !== undefined) return v.toUpperCase();
    throw invalidValue('TimeZone', value);
  }
}

function checkApplicationName(value: string): string {
  // PostgreSQL replaces non-printable-ASCII characters by '?' (check_application_name).
  let out = '';
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    out += c < 32 || c > 126 ? '?' : ch;
  }
  return out.length > 63 ? out.slice(0, 63) : out;
}

const defs: GucDef[] = [
  { name: 'application_name', kind: 'string', boot: '', report: true, check: checkApplicationName, description: 'Sets the application name to be reported in statistics and logs.' },
  { name: 'array_nulls', kind: 'bool', boot: 'on', description: 'Enable input of NULL elements in arrays.' },
  { name: 'backslash_quote', kind: 'enum', boot: 'safe_encoding', values: ['safe_encoding', 'on', 'off'], description: 'Sets whether "\\\'" is allowed in string literals.' },
  { name: 'bytea_output', kind: 'enum', boot: 'hex', values: ['escape', 'hex'], description: 'Sets the output format for bytea.' },
  { name: 'check_function_bodies', kind: 'bool', boot: 'on', description: 'Check routine bodies during CREATE FUNCTION and CREATE PROCEDURE.' },
  { name: 'client_encoding', kind: 'string', boot: 'UTF8', report: true, check: checkClientEncoding, description: "Sets the client's character set encoding." },
  { name: 'client_min_messages', kind: 'enum', boot: 'notice', values: ['debug5', 'debug4', 'debug3', 'debug2', 'debug1', 'log', 'notice', 'warning', 'error'], description: 'Sets the message levels that are sent to the client.' },
  { name: 'DateStyle', kind: 'string', boot: 'ISO, MDY', report: true, check: normalizeDateStyle, description: 'Sets the display format for date and time values.' },
  { name: 'default_tablespace', kind: 'string', boot: '', description: 'Sets the default tablespace to create tables and indexes in.' },
  { name: 'default_transaction_deferrable', kind: 'bool', boot: 'off', description: 'Sets the default deferrable status of new transactions.' },
  { name: 'default_transaction_isolation', kind: 'enum', boot: 'read committed', values: ISOLATION, description: 'Sets the transaction isolation level of each new transaction.' },
  { name: 'default_transaction_read_only', kind: 'bool', boot: 'off', report: true, description: 'Sets the default read-only status of new transactions.' },
  { name: 'escape_string_warning', kind: 'bool', boot: 'on', description: 'Warn about backslash escapes in ordinary string literals.' },
  { name: 'extra_float_digits', kind: 'int', boot: '1', min: -15, max: 3, description: 'Sets the number of digits displayed for floating-point values.' },
  { name: 'idle_in_transaction_session_timeout', kind: 'int', boot: '0', min: 0, max: INT_MAX, unit: 'ms', description: 'Sets the maximum allowed idle time between queries, when in a transaction.' },
  { name: 'idle_session_timeout', kind: 'int', boot: '0', min: 0, max: INT_MAX, unit: 'ms', description: 'Sets the maximum allowed idle time between queries, when not in a transaction.' },
  { name: 'in_hot_standby', kind: 'bool', boot: 'off', report: true, readOnly: true, description: 'Shows whether hot standby is currently active.' },
  { name: 'integer_datetimes', kind: 'bool', boot: 'on', report: true, readOnly: true, description: 'Shows whether datetimes are integer based.' },
  { name: 'IntervalStyle', kind: 'enum', boot: 'postgres', report: true, values: ['postgres', 'postgres_verbose', 'sql_standard', 'iso_8601'], description: 'Sets the display format for interval values.' },
  { name: 'is_superuser', kind: 'bool', boot: 'on', report: true, readOnly: true, description: 'Shows whether the current user is a superuser.' },
  { name: 'jit', kind: 'bool', boot: 'on', description: 'Allow JIT compilation.' },
  { name: 'lc_messages', kind: 'string', boot: 'C.UTF-8', description: 'Sets the language in which messages are displayed.' },
  { name: 'lc_monetary', kind: 'string', boot: 'C.UTF-8', description: 'Sets the locale for formatting monetary amounts.' },
  { name: 'lc_numeric', kind: 'string', boot: 'C.UTF-8', description: 'Sets the locale for formatting numbers.' },
  { name: 'lc_time', kind: 'string', boot: 'C.UTF-8', description: 'Sets the locale for formatting date and time values.' },
  { name: 'lock_timeout', kind: 'int', boot: '10000', min: 0, max: INT_MAX, unit: 'ms', description: 'Sets the maximum allowed duration of any wait for a lock.' },
  { name: 'maintenance_work_mem', kind: 'int', boot: '65536', min: 1024, max: INT_MAX, unit: 'kB', description: 'Sets the maximum memory to be used for maintenance operations.' },
  { name: 'max_identifier_length', kind: 'int', boot: '63', readOnly: true, description: 'Shows the maximum identifier length.' },
  { name: 'row_security', kind: 'bool', boot: 'on', description: 'Enable row security.' },
  { name: 'search_path', kind: 'string', boot: '"$user", public', description: 'Sets the schema search order for names that are not schema-qualified.' },
  { name: 'server_encoding', kind: 'string', boot: 'UTF8', report: true, readOnly: true, description: 'Shows the server (database) character set encoding.' },
  { name: 'server_version', kind: 'string', boot: SERVER_VERSION, report: true, readOnly: true, description: 'Shows the server version.' },
  { name: 'server_version_num', kind: 'int', boot: SERVER_VERSION_NUM, readOnly: true, description: 'Shows the server version as an integer.' },
  { name: 'session_authorization', kind: 'string', boot: '', report: true, readOnly: true, description: 'Sets the session user name.' },
  { name: 'standard_conforming_strings', kind: 'bool', boot: 'on', report: true, description: "Causes '...' strings to treat backslashes literally." },
  { name: 'statement_timeout', kind: 'int', boot: '0', min: 0, max: INT_MAX, unit: 'ms', description: 'Sets the maximum allowed duration of any statement.' },
  { name: 'synchronous_commit', kind: 'enum', boot: 'on', values: ['local', 'remote_write', 'remote_apply', 'on', 'off'], description: "Sets the current transaction's synchronization level." },
  { name: 'TimeZone', kind: 'string', boot: 'UTC', report: true, check: checkTimeZone, description: 'Sets the time zone for displaying and interpreting time stamps.' },
  { name: 'timezone_abbreviations', kind: 'string', boot: 'Default', description: 'Selects a file of time zone abbreviations.' },
  { name: 'transaction_deferrable', kind: 'bool', boot: 'off', description: 'Whether to defer a read-only serializable transaction until it can be executed with no possible serialization failures.' },
  { name: 'transaction_isolation', kind: 'enum', boot: 'read committed', values: ISOLATION, description: "Sets the current transaction's isolation level." },
  { name: 'transaction_read_only', kind: 'bool', boot: 'off', description: "Sets the current transaction's read-only status." },
  { name: 'work_mem', kind: 'int', boot: '4096', min: 64, max: INT_MAX, unit: 'kB', description: 'Sets the maximum memory to be used for query workspaces.' },
  { name: 'xmloption', kind: 'enum', boot: 'content', values: ['content', 'document'], description: 'Sets whether XML data in implicit parsing and serialization operations is to be considered as documents or content fragments.' },
];

/** Every known parameter, sorted case-insensitively by name (as SHOW ALL lists them). */
export const GUC_DEFS: readonly GucDef[] = withPg15Gucs(defs)
  .map((d) => (d.kind === 'int' && d.unit !== undefined ? { ...d, boot: showIntWithUnit(Number(d.boot), d.unit) } : d))
  .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));

const byLowerName = new Map<string, GucDef>(GUC_DEFS.map((d) => [d.name.toLowerCase(), d]));

/** The parameters reported in ParameterStatus, with their lower-case keys (checked at every ReadyForQuery). */
export const REPORTED_GUCS: readonly (readonly [GucDef, string])[] = GUC_DEFS.filter((d) => d.report).map((d) => [d, d.name.toLowerCase()] as const);

/** Looks a parameter up by name, case-insensitively; throws 42704 when unknown. */
export function findGuc(name: string): GucDef {
  const def = byLowerName.get(name.toLowerCase());
  if (def === undefined) throw new PgError('undefined_object', `unrecognized configuration parameter "${name}"`);
  return def;
}
