#!/usr/bin/env node
import { Command, InvalidArgumentError, Option } from 'commander';
import { consoleLogger, logLevels, type LogLevel } from './console-logger.js';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startPgsqlite } from './index.js';

/** The executor threads' bundle, built with this CLI's bundle by `npm run build` (src/build-cli.mjs). */
function threadBundle(): URL | undefined {
  const url = new URL('./executor-thread.bundle.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : undefined;
}

const synchronousModes = ['OFF', 'NORMAL', 'FULL', 'EXTRA'] as const;

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('not a TCP port (0-65535).');
  return n;
}

function positive(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('not a positive integer.');
  return n;
}

/** A byte count with an optional PostgreSQL memory unit (kB, MB, GB), at most 1 GiB − 2. */
function messageSize(value: string): number {
  const units: Record<string, number> = { '': 1, B: 1, kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
  const digits = value.trim().match(/^(\d+)\s*([A-Za-z]*)$/);
  const unit = units[digits?.[2] ?? 'x'];
  const n = digits === null || unit === undefined ? NaN : Number(digits[1]) * unit;
  if (!Number.isSafeInteger(n) || n < 1024 || n > 0x3ffffffe) throw new InvalidArgumentError('not a size from 1kB to 1073741822 bytes (e.g. 64MB).');
  return n;
}

interface CliOptions {
  dataDir?: string;
  port: number;
  host: string;
  socketDir?: string;
  synchronous: (typeof synchronousModes)[number];
  logLevel: LogLevel;
  maxConnections: number;
  maxMessageSize?: number;
  maxStatementSize?: number;
}

const program = new Command()
  .name('pgsqlite')
  .description('A PostgreSQL 15 server whose storage is SQLite. In-memory unless a data directory is given.')
  .argument('[data-dir]', 'same as --data-dir')
  .option('-D, --data-dir <dir>', 'keep databases in <dir>, one SQLite file per database')
  .option('-p, --port <port>', 'TCP port (0 picks a free one)', port, 5432)
  .option('-h, --host <host>', 'TCP address to listen on', '127.0.0.1')
  .option('-k, --socket-dir <dir>', 'also listen on the Unix socket <dir>/.s.PGSQL.<port>')
  .addOption(
    new Option('--synchronous <mode>', 'SQLite synchronous mode').choices(synchronousModes).default('FULL').argParser((v) => v.toUpperCase()),
  )
  .addOption(new Option('--log-level <level>', 'log to stderr from this level').choices(logLevels).default('info'))
  .option('--max-connections <n>', 'sessions allowed at once', positive, 100)
  .option('--max-message-size <size>', 'largest client message (Query, Bind, CopyData…), e.g. 64MB; default 1GB as PostgreSQL', messageSize)
  .option('--max-statement-size <size>', 'largest statement text parsed (Query, Parse), e.g. 64MB; default 16MB', messageSize)
  .helpOption('--help', 'display help')
  .action(async (dataDirArg: string | undefined, opts: CliOptions) => {
    const logger = consoleLogger(opts.logLevel);
    const dataDir = opts.dataDir ?? dataDirArg;
    const threadModule = threadBundle();
    const server = await startPgsqlite({
      ...(threadModule === undefined ? {} : { threadModule }),
      port: opts.port,
      host: opts.host,
      synchronous: opts.synchronous,
      maxConnections: opts.maxConnections,
      ...(opts.maxMessageSize === undefined ? {} : { maxMessageSize: opts.maxMessageSize }),
      ...(opts.maxStatementSize === undefined ? {} : { maxStatementSize: opts.maxStatementSize }),
      logger,
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(opts.socketDir === undefined ? {} : { socketDir: opts.socketDir }),
      // The URL as soon as connections are accepted (sessions wait for the parser themselves).
      onListening: (listening) => process.stdout.write(`pgsqlite listening on ${listening.url}\n`),
    });
    let stopping = false;
    const stop = (signal: string): void => {
      if (stopping) {
        logger.warn(`${signal} again: exiting now`);
        process.exit(1);
      }
      stopping = true;
      logger.info(`${signal}: shutting down`);
      server.close().then(
        () => process.exit(0),
        (e: unknown) => {
          logger.error(`shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  });

program.parseAsync().catch((e: unknown) => {
  process.stderr.write(`pgsqlite: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
