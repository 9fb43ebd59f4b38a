import { InvalidArgumentError } from 'commander';
import { logFormats, logLevels, type LogFormat, type LogLevel } from './console-logger.js';
import type { AuthCliOptions } from './cli-auth.js';

/** SQLite's `PRAGMA synchronous` modes, as `--synchronous` accepts them (any case). */
export const synchronousModes = ['OFF', 'NORMAL', 'FULL', 'EXTRA'] as const;
export type SynchronousMode = (typeof synchronousModes)[number];

/** The CLI's options after parsing (flags only; see `withEnvironment`). */
export interface CliOptions extends AuthCliOptions {
  dataDir?: string;
  port?: number;
  host?: string;
  socketDir?: string;
  synchronous: SynchronousMode;
  logLevel: LogLevel;
  logFormat: LogFormat;
  logMinDurationStatement?: number;
  maxConnections: number;
  engine: 'native' | 'wasm';
  executors?: number;
  maxMessageSize?: number;
  maxStatementSize?: number;
  statementMemory?: number;
}

/** What the server starts with: flags, then the environment, then defaults. */
export interface Settings extends Omit<CliOptions, 'port' | 'host'> {
  port: number;
  host: string;
}

/** `--port`, PGPORT: 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('Not a TCP port (0-65535).');
  return n;
}

/** `--max-connections`: an integer from 1. */
export function parsePositive(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < 1) throw new InvalidArgumentError('Not a positive integer.');
  return n;
}

/** `--max-message-size`, `--max-statement-size`: bytes with an optional unit (kB, MB, GB), from 1kB to 1 GiB − 2. */
export function parseMessageSize(value: string): number {
  const units: Record<string, number> = { '': 1, B: 1, kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
  const t = value.trim();
  let i = 0;
  while (i < t.length && t[i]! >= '0' && t[i]! <= '9') i++;
  const unit = units[t.slice(i).trim()];
  const n = i === 0 || unit === undefined ? NaN : Number(t.slice(0, i)) * unit;
  if (!Number.isSafeInteger(n) || n < 1024 || n > 0x3ffffffe) throw new InvalidArgumentError('Not a size from 1kB to 1073741822 bytes (e.g. 64MB).');
  return n;
}

/** `--log-min-duration-statement`: milliseconds, -1 (off) or more, as PostgreSQL's setting. */
export function parseDurationMs(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < -1) throw new InvalidArgumentError('Not a number of milliseconds (-1 turns it off).');
  return n;
}

/** `--synchronous`: one of synchronousModes in any case. */
export function parseSynchronous(value: string): SynchronousMode {
  const mode = synchronousModes.find((m) => m === value.toUpperCase());
  if (mode === undefined) throw new InvalidArgumentError(`Allowed choices are ${synchronousModes.join(', ')}.`);
  return mode;
}

/** A setting read from the environment that cannot be used (the message names the variable). */
export class EnvironmentError extends Error {}

/**
 * Completes the flags with the environment, as libpq's clients read it: PGPORT and PGHOST, the
 * data directory from PGDATA, else host and port from DATABASE_URL (so that the server binds
 * where the application will connect). A flag always wins; PGHOST/PGPORT win over DATABASE_URL.
 * Defaults: 127.0.0.1, port 5432, in memory.
 */
export function withEnvironment(flags: CliOptions, dataDirArg: string | undefined, env: NodeJS.ProcessEnv): Settings {
  const fromUrl = databaseUrl(env['DATABASE_URL']);
  const envPort = nonEmpty(env['PGPORT']);
  let port = flags.port;
  if (port === undefined && envPort !== undefined) port = fromEnv('PGPORT', envPort, parsePort);
  port ??= fromUrl.port ?? 5432;
  const host = flags.host ?? nonEmpty(env['PGHOST']) ?? fromUrl.host ?? '127.0.0.1';
  if (host.startsWith('/')) throw new EnvironmentError(`PGHOST "${host}" is a socket directory: use --socket-dir (-k) for a Unix socket, and --host for the TCP address`);
  const dataDir = flags.dataDir ?? dataDirArg ?? nonEmpty(env['PGDATA']);
  return { ...flags, port, host, ...(dataDir === undefined ? {} : { dataDir }) };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function fromEnv<T>(name: string, value: string, parse: (v: string) => T): T {
  try {
    return parse(value);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new EnvironmentError(`invalid ${name} "${value}": ${why.charAt(0).toLowerCase()}${why.slice(1).replace(/\.$/, '')}`);
  }
}

/** Host and port of a `postgres://` / `postgresql://` URL (nothing else of it is used). */
function databaseUrl(value: string | undefined): { host?: string; port?: number } {
  if (value === undefined || value === '') return {};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvironmentError('invalid DATABASE_URL: not a URL (postgresql://user@host:port/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new EnvironmentError(`invalid DATABASE_URL: the scheme is "${url.protocol.slice(0, -1)}", not postgresql`);
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return {
    ...(host === '' ? {} : { host: decodeURIComponent(host) }),
    ...(url.port === '' ? {} : { port: fromEnv('DATABASE_URL port', url.port, parsePort) }),
  };
}
