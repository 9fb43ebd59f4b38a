import type { Engine, EngineFactory, ExecutorFactory } from '@pgsqlite/engine';
import type { Logger } from '@pgsqlite/backend';
import type { Translator } from '@pgsqlite/translate';
import type { TlsSource } from './tls/tls-config.js';
import type { Listeners } from './listeners.js';

/** How to start a pgsqlite server. */
export interface ServerOptions {
  /** TCP bind address. Default `127.0.0.1` (loopback only). */
  host?: string;
  /** TCP port. Default 5432; 0 picks a free port. */
  port?: number;
  /** When set, also listen on the Unix socket `<socketDir>/.s.PGSQL.<port>` (where libpq looks). */
  socketDir?: string;
  /**
   * Listeners opened before the server (openListeners, `@pgsqlite/server/listeners`): the server
   * serves them, and `host`, `port` and `socketDir` are not used. The CLI listens before it loads
   * the server's code. Default: the server opens its own.
   */
  listeners?: Listeners;
  /** One SQLite file per database in this folder; undefined = in-memory databases. */
  dataDir?: string;
  /**
   * Where the initdb image is: a database file with the catalog bootstrapped, made at build time
   * by the same engine (the composition root's initdb-image.ts); initdb's databases start as a
   * copy of it instead of running the bootstrap on their first connection. Asked for lazily.
   * Default: none.
   */
  initdbImage?: () => string | null;
  /** `PRAGMA synchronous` for every connection. Default FULL. */
  synchronous?: 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA';
  /** Where log lines go. Default: nowhere. */
  logger?: Logger;
  /** The SQLite engine (named by the composition root only). */
  engine: EngineFactory;
  /** The one translator (and plan cache) shared by every session. */
  translator: Translator;
  /** Called with every engine connection opened, e.g. to register runtime SQL functions. */
  onOpenEngine?: (engine: Engine) => void;
  /**
   * How connections run (e.g. worker threads, so that no SQLite call blocks the sockets).
   * Default: inline over `engine` and `onOpenEngine`.
   */
  executors?: ExecutorFactory;
  /**
   * Largest message a client may send (its length word, in bytes) for the message types that
   * carry data (Query, Parse, Bind, CopyData, FunctionCall); a longer one closes the connection
   * as PostgreSQL does. Default 1 GiB − 2, PostgreSQL's PQ_LARGE_MESSAGE_LIMIT.
   */
  maxMessageSize?: number;
  /**
   * Largest statement text (a Query string or a Parse text) in bytes; a longer one is ERROR
   * 54000 before it is parsed, and the session goes on. Default 16 MiB (see session's
   * statement-size.ts for why pgsqlite's limit is below PostgreSQL's 1 GiB).
   */
  maxStatementSize?: number;
  /** Sessions allowed at once; the next one gets FATAL 53300. Default 100, as PostgreSQL. */
  maxConnections?: number;
  /** The bootstrap superuser (initdb's -U). Default `postgres`. */
  superuser?: string;
  /**
   * The bootstrap superuser's password, stored as a SCRAM-SHA-256 verifier (in the data
   * directory's pg_authid.json when there is one). Default: keep the stored one (none at first).
   */
  password?: string;
  /** A pg_hba.conf (PostgreSQL's format). Default: trust on loopback and the Unix socket while no role has a password, scram-sha-256 otherwise. */
  hbaFile?: string;
  /** TLS: a certificate and key (PEM files), or a self-signed pair made at start. Default: no TLS (SSLRequest → 'N'). */
  tls?: TlsSource;
  /** authentication_timeout: a connection not authenticated within this many ms is closed. Default 60000. */
  authenticationTimeoutMs?: number;
  /** Connections allowed to be in startup/authentication at once, apart from maxConnections. Default maxConnections. */
  maxAuthenticating?: number;
  /** Base of the per-address delay after a failed login (doubles per failure, up to 5 s). Default 100; 0: none. */
  loginBackoffMs?: number;
  /**
   * Statements that ran at least this many ms are logged (at info) with their duration, as
   * PostgreSQL's log_min_duration_statement; -1 (the default) logs none. With a `logger`, the
   * server also logs every error it sends (with SQLSTATE and statement) and, at debug,
   * connections and disconnections.
   */
  logMinDurationStatement?: number;
  /** On a fast close, sessions still busy after this many ms are dropped. Default 10000. */
  shutdownTimeoutMs?: number;
}

/**
 * PostgreSQL's shutdown modes: `smart` stops accepting connections and waits for every session
 * to end on its own (`pg_ctl stop -m smart`, SIGTERM); `fast` also ends each session with FATAL
 * 57P01 as soon as it is between statements (`-m fast`, SIGINT).
 */
export type ShutdownMode = 'smart' | 'fast';

/** A listening server. */
export interface RunningServer {
  /** `postgresql://postgres@<host>:<port>/postgres` */
  url: string;
  host: string;
  port: number;
  /** Path of the Unix socket, when `socketDir` was given. */
  socketPath?: string;
  /**
   * Shuts down (default `fast`: stops accepting, ends idle sessions at once and busy ones after
   * their running statement with FATAL 57P01, drops sessions still busy after
   * `shutdownTimeoutMs`), then closes the databases. Resolves when all is closed; a `fast` call
   * while a `smart` shutdown waits turns it into a fast one, and every call returns the same
   * promise.
   */
  close(mode?: ShutdownMode): Promise<void>;
  /** Sessions currently connected. */
  readonly connections: number;
}
