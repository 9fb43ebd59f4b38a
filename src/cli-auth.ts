import { readFileSync } from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import type { PgsqliteOptions } from './index.js';

/** The CLI's authentication, TLS and limit options, as commander parses them. */
export interface AuthCliOptions {
  password?: string;
  passwordFile?: string;
  hbaFile?: string;
  sslCert?: string;
  sslKey?: string;
  sslSelfSigned?: boolean;
  authenticationTimeout?: number;
  maxAuthenticating?: number;
}

function seconds(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 600) throw new InvalidArgumentError('not a number of seconds (1-600).');
  return n;
}

function positive(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('not a positive integer.');
  return n;
}

/** Adds the options of authentication, TLS and connection limits to the CLI. */
export function addAuthOptions(program: Command): void {
  program
    .option('--password <password>', 'password of the superuser "postgres" (or set PGSQLITE_PASSWORD); connections then need it')
    .option('--password-file <file>', 'read the superuser password from the first line of <file>')
    .option('--hba-file <file>', 'client authentication rules in pg_hba.conf format (default: trust on loopback without a password, scram-sha-256 otherwise)')
    .option('--ssl-cert <file>', 'TLS server certificate (PEM); with --ssl-key enables TLS')
    .option('--ssl-key <file>', 'TLS private key (PEM)')
    .option('--ssl-self-signed', 'enable TLS with a throw-away self-signed certificate (needs the openssl command)')
    .option('--authentication-timeout <seconds>', 'close connections not authenticated within this time', seconds, 60)
    .option('--max-authenticating <n>', 'connections allowed to be authenticating at once (default: --max-connections)', positive);
}

/**
 * Reads the files the auth and TLS flags name, so that a missing or unreadable one stops the CLI
 * before it listens (the server reads and parses them again once its code has loaded).
 */
export function readAuthFiles(opts: AuthCliOptions): void {
  for (const file of [opts.hbaFile, opts.sslCert, opts.sslKey]) if (file !== undefined) readFileSync(file);
}

/** The server options the auth flags (and PGSQLITE_PASSWORD) stand for; throws on a bad combination. */
export function resolveAuthOptions(opts: AuthCliOptions, env: NodeJS.ProcessEnv = process.env): Partial<PgsqliteOptions> {
  if (opts.password !== undefined && opts.passwordFile !== undefined) throw new Error('give either --password or --password-file, not both');
  const fromFile = opts.passwordFile === undefined ? undefined : (readFileSync(opts.passwordFile, 'utf8').split(/\r?\n/)[0] ?? '');
  const password = opts.password ?? fromFile ?? (env['PGSQLITE_PASSWORD'] === '' ? undefined : env['PGSQLITE_PASSWORD']);
  if ((opts.sslCert === undefined) !== (opts.sslKey === undefined)) throw new Error('--ssl-cert and --ssl-key go together');
  if (opts.sslCert !== undefined && opts.sslSelfSigned === true) throw new Error('give either --ssl-cert/--ssl-key or --ssl-self-signed');
  const tls = opts.sslCert !== undefined && opts.sslKey !== undefined ? { certFile: opts.sslCert, keyFile: opts.sslKey } : opts.sslSelfSigned === true ? { selfSigned: true as const } : undefined;
  return {
    ...(password === undefined ? {} : { password }),
    ...(opts.hbaFile === undefined ? {} : { hbaFile: opts.hbaFile }),
    ...(tls === undefined ? {} : { tls }),
    ...(opts.authenticationTimeout === undefined ? {} : { authenticationTimeoutMs: opts.authenticationTimeout * 1000 }),
    ...(opts.maxAuthenticating === undefined ? {} : { maxAuthenticating: opts.maxAuthenticating }),
  };
}
