import { PgError } from '@pgsqlite/errors';

/** What the StartupMessage asks for, once checked (postmaster.c ProcessStartupPacket). */
export interface StartupRequest {
  user: string;
  database: string;
  /** Run-time parameters from the packet and from `options`, in order. */
  gucs: [string, string][];
  /** `_pq_.*` options we do not know (for NegotiateProtocolVersion). */
  unrecognized: string[];
  /**
   * The version NegotiateProtocolVersion offers, or null when none is needed: PostgreSQL 15 sends
   * PG_PROTOCOL_LATEST, the whole version word 3.0 (196608), not the bare minor number.
   */
  negotiateMinor: number | null;
}

/** PG_PROTOCOL(3, 0): the newest protocol version this server speaks. */
const PROTOCOL_3_0 = 196608;

/** The values parse_bool accepts (unique prefixes of the words, case-insensitive). */
function isBool(value: string): boolean {
  const v = value.toLowerCase();
  if (v === '1' || v === '0') return true;
  const words = ['true', 'false', 'yes', 'no'];
  if (v.length > 0 && words.some((w) => w.startsWith(v))) return true;
  // "on" and "off" need two letters ("o" alone is ambiguous).
  return v.length >= 2 && (('on'.startsWith(v) && v.length === 2) || 'off'.startsWith(v));
}

/**
 * The `replication` startup parameter (ProcessStartupPacket): a boolean or "database", checked
 * before anything else of the session. pgsqlite has no walsender; valid values are accepted as
 * an ordinary session, as before.
 */
function checkReplication(value: string): void {
  if (value === 'database' || isBool(value)) return;
  throw fatal(
    new PgError('invalid_parameter_value', `invalid value for parameter "replication": "${value}"`, {
      hint: 'Valid values are: "false", 0, "true", 1, "database".',
    }),
  );
}

function fatal(err: PgError): PgError {
  return err.with({ severity: 'FATAL' });
}

/**
 * Validates a StartupMessage. Throws a FATAL PgError as PostgreSQL does for an unsupported
 * protocol (0A000) or a missing user (28000).
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#id-1.10.6.7.3
 */
export function checkStartup(major: number, minor: number, parameters: Record<string, string>): StartupRequest {
  if (major !== 3) {
    throw fatal(
      new PgError('feature_not_supported', `unsupported frontend protocol ${major}.${minor}: server supports 3.0 to 3.0`),
    );
  }
  const gucs: [string, string][] = [];
  const unrecognized: string[] = [];
  let user: string | undefined;
  let database: string | undefined;
  for (const [key, value] of Object.entries(parameters)) {
    if (key === 'user') user = value;
    else if (key === 'database') database = value;
    else if (key === 'replication') checkReplication(value);
    else if (key === 'options') gucs.push(...parseOptions(value));
    else if (key.startsWith('_pq_.')) unrecognized.push(key);
    else gucs.push([key, value]);
  }
  if (user === undefined || user === '') {
    throw fatal(new PgError('invalid_authorization_specification', 'no PostgreSQL user name specified in startup packet'));
  }
  return {
    user,
    database: database === undefined || database === '' ? user : database,
    gucs,
    unrecognized,
    negotiateMinor: minor > 0 || unrecognized.length > 0 ? PROTOCOL_3_0 : null,
  };
}

/** pg_split_opts: words separated by whitespace, a backslash escapes the next character. */
function splitOptions(options: string): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < options.length) {
    while (i < options.length && isSpace(options[i] as string)) i++;
    if (i >= options.length) break;
    let word = '';
    while (i < options.length && !isSpace(options[i] as string)) {
      if (options[i] === '\\' && i + 1 < options.length) i++;
      word += options[i];
      i++;
    }
    words.push(word);
  }
  return words;
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
}

function badSwitch(arg: string): PgError {
  return fatal(
    new PgError('syntax_error', `invalid command-line argument for server process: ${arg}`, {
      hint: 'Try "postgres --help" for more information.',
    }),
  );
}

function nameValue(arg: string, text: string): [string, string] {
  const eq = text.indexOf('=');
  if (eq <= 0) {
    throw fatal(new PgError('syntax_error', eq < 0 ? `-c ${text} requires a value` : `invalid command-line argument for server process: ${arg}`));
  }
  return [text.slice(0, eq).split('-').join('_'), text.slice(eq + 1)];
}

/** The `options` startup parameter: `-c name=value`, `-cname=value` and `--name=value` switches. */
export function parseOptions(options: string): [string, string][] {
  const words = splitOptions(options);
  const out: [string, string][] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w.startsWith('--')) out.push(nameValue(w, w.slice(2)));
    else if (w === '-c') {
      const next = words[++i];
      if (next === undefined) throw badSwitch(w);
      out.push(nameValue(w, next));
    } else if (w.startsWith('-c')) out.push(nameValue(w, w.slice(2)));
    else throw badSwitch(w);
  }
  return out;
}
