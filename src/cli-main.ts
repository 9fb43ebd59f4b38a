import { readFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { exitOnSignals } from './cli-shutdown.js';
import { EnvironmentError, parseDurationMs, parseMessageSize, parsePort, parsePositive, parseSynchronous, synchronousModes, withEnvironment, type CliOptions } from './cli-options.js';
import { consoleLogger, logFormats, logLevels } from './console-logger.js';
import { claimDataDir, DataDirError } from './data-dir.js';
import type { startPgsqlite } from './index.js';
import { openListeners, type Listeners } from '@pgsqlite/server/listeners';
import { listenErrorMessage, socketDirProblem } from './listen-errors.js';
import { addAuthOptions, readAuthFiles, resolveAuthOptions } from './cli-auth.js';
import { parseStatementMemory } from './cli-memory.js';

/** The server's code, loaded once the CLI listens (src/cli.ts from sources; the bundle in dist/). */
export type ServerModule = { startPgsqlite: typeof startPgsqlite };

/** This package's version (package.json sits one folder up from src/ and from dist/). */
function version(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/** Prints `pgsqlite: <message>` to stderr and exits 1 (before anything was printed to stdout). */
function fail(message: string): never {
  process.stderr.write(`pgsqlite: ${message}\n`);
  process.exit(1);
}

/**
 * The CLI: parses the flags, claims the data directory, listens and prints the URL, and only then
 * loads the server (`loadServer`): its code (most of the CLI's start-up) is evaluated while the
 * first client already waits on the listening socket.
 */
export function runCli(loadServer: () => ServerModule | Promise<ServerModule>): void {
  const program = new Command()
    .name('pgsqlite')
    .description('A PostgreSQL 15 server whose storage is SQLite. In-memory unless a data directory is given.')
    .version(`pgsqlite ${version()}`, '-V, --version', 'print the version and exit')
    .argument('[data-dir]', 'same as --data-dir')
    .option('-D, --data-dir <dir>', 'keep databases in <dir>, one SQLite file per database (env PGDATA)')
    .option('-p, --port <port>', 'TCP port, 0 picks a free one (env PGPORT, else DATABASE_URL; default 5432)', parsePort)
    .option('-h, --host <host>', 'TCP address to listen on (env PGHOST, else DATABASE_URL; default 127.0.0.1)')
    .option('-k, --socket-dir <dir>', 'also listen on the Unix socket <dir>/.s.PGSQL.<port>')
    .addOption(new Option('--synchronous <mode>', 'SQLite synchronous mode').choices(synchronousModes).default('FULL').argParser(parseSynchronous))
    .addOption(new Option('--log-level <level>', 'log to stderr from this level; debug adds connections and statements').choices(logLevels).default('info'))
    .addOption(new Option('--log-format <format>', "PostgreSQL's stderr lines, or its jsonlog keys").choices(logFormats).default('text'))
    .option('--log-min-duration-statement <ms>', 'log statements that ran at least <ms> ms (-1: off; default 0 at debug, else -1)', parseDurationMs)
    .option('--max-connections <n>', 'sessions allowed at once', parsePositive, 100)
    .addOption(new Option('--engine <engine>', 'SQLite engine: native (better-sqlite3) or wasm (sqlite-wasm)').choices(['native', 'wasm']).default('native'))
    .option('--executors <n>', 'executor threads shared by all sessions (default: the number of cores)', parsePositive)
    .option('--max-message-size <size>', 'largest client message (Query, Bind, CopyData…), e.g. 64MB; default 1GB as PostgreSQL', parseMessageSize)
    .option('--max-statement-size <size>', 'largest statement text parsed (Query, Parse), e.g. 64MB; default 16MB', parseMessageSize)
    .option('--statement-memory <size>', 'most memory one statement\'s result may take before ERROR 53200 out of memory, e.g. 512MB; 0: no limit; default 1GB', parseStatementMemory)
    .helpOption('--help', 'display help')
    .showSuggestionAfterError()
    // Usage errors as PostgreSQL's programs print them: `pgsqlite: <what>`, then where to look.
    .configureOutput({ outputError: (text, write) => write(`pgsqlite: ${text.replace(/^error: /, '').trimEnd()}\nTry "pgsqlite --help" for more information.\n`) })
    .action(async (dataDirArg: string | undefined, flags: CliOptions) => {
      let settings;
      try {
        settings = withEnvironment(flags, dataDirArg, process.env);
      } catch (e) {
        if (e instanceof EnvironmentError) fail(e.message);
        throw e;
      }
      const socketProblem = settings.socketDir === undefined ? null : socketDirProblem(settings.socketDir);
      if (socketProblem !== null) fail(socketProblem);
      let releaseDataDir = (): void => {};
      if (settings.dataDir !== undefined) {
        try {
          releaseDataDir = claimDataDir(settings.dataDir);
        } catch (e) {
          if (e instanceof DataDirError) fail(e.message);
          throw e;
        }
      }
      const logger = consoleLogger(settings.logLevel, settings.logFormat);
      const logMinDurationStatement = settings.logMinDurationStatement ?? (settings.logLevel === 'debug' ? 0 : -1);
      const auth = resolveAuthOptions(settings);
      readAuthFiles(settings);
      let listeners: Listeners;
      try {
        listeners = await openListeners({ port: settings.port, host: settings.host, ...(settings.socketDir === undefined ? {} : { socketDir: settings.socketDir }) });
      } catch (e) {
        releaseDataDir();
        const message = listenErrorMessage(e, settings);
        if (message !== null) fail(message);
        throw e;
      }
      // The signal handlers before the URL: a SIGINT as soon as it is printed, while the server's
      // code loads, is a fast shutdown too.
      let loaded: (server: ServerModule) => void = () => {};
      const module = new Promise<ServerModule>((resolve) => (loaded = resolve));
      const server = module.then(({ startPgsqlite }) =>
        startPgsqlite({
          listeners,
          synchronous: settings.synchronous,
          maxConnections: settings.maxConnections,
          engine: settings.engine,
          ...auth,
          ...(settings.executors === undefined ? {} : { executors: settings.executors }),
          ...(settings.maxMessageSize === undefined ? {} : { maxMessageSize: settings.maxMessageSize }),
          ...(settings.maxStatementSize === undefined ? {} : { maxStatementSize: settings.maxStatementSize }),
          ...(settings.statementMemory === undefined ? {} : { statementMemory: settings.statementMemory }),
          logger,
          logMinDurationStatement,
          ...(settings.dataDir === undefined ? {} : { dataDir: settings.dataDir }),
        }),
      );
      exitOnSignals(server, logger, releaseDataDir);
      // The URL as soon as connections are accepted: a client that connects now waits (in the
      // listen backlog) while the server's code loads, then for the parser and its database.
      process.stdout.write(`pgsqlite listening on ${listeners.url}\n`);
      loaded(await loadServer());
      try {
        await server;
      } catch (e) {
        releaseDataDir();
        throw e;
      }
    });

  // Authentication, TLS and connection limits (src/cli-auth.ts).
  addAuthOptions(program);

  program.parseAsync().catch((e: unknown) => {
    fail(e instanceof Error ? e.message : String(e));
  });
}
