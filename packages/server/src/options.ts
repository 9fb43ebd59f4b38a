import type { Engine, EngineFactory, ExecutorFactory } from '@pgsqlite/engine';
import type { Logger } from '@pgsqlite/backend';
import type { Translator } from '@pgsqlite/translate';

/** How to start a pgsqlite server. */
export interface ServerOptions {
  /** TCP bind address. Default `127.0.0.1` (loopback only). */
  host?: string;
  /** TCP port. Default 5432; 0 picks a free port. */
  port?: number;
  /** When set, also listen on the Unix socket `<socketDir>/.s.PGSQL.<port>` (where libpq looks). */
  socketDir?: string;
  /** One SQLite file per database in this folder; undefined = in-memory databases. */
  dataDir?: string;
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
  /** On close, sessions still busy after this many ms are dropped. Default 10000. */
  shutdownTimeoutMs?: number;
}

/** A listening server. */
export interface RunningServer {
  /** `postgresql://postgres@<host>:<port>/postgres` */
  url: string;
  host: string;
  port: number;
  /** Path of the Unix socket, when `socketDir` was given. */
  socketPath?: string;
  /**
   * Graceful shutdown: stops accepting, lets running statements finish, ends idle sessions with
   * FATAL 57P01, then closes the databases. Idempotent.
   */
  close(): Promise<void>;
}
