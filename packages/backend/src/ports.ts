import type { DatabaseCatalogPort } from './database-catalog-port.js';
import type { ExecOutcome, Executor, SqlValue } from '@pgsqlite/engine';
import type { Catalog } from '@pgsqlite/catalog';
import type { DatabaseOptions, Translator } from '@pgsqlite/translate';
import type { OidHighWater } from './oid-high-water.js';

/** A catalog read already run (its SQL as the executor ran it) and its rows. */
export interface ReadAnswer {
  readonly sql: string;
  readonly rows: SqlValue[][];
}

export type { Executor, ExecOutcome } from '@pgsqlite/engine';

/**
 * What the backend needs from the outside world: databases, the translator, a log. The server
 * (Node) implements these; a browser host can implement them too. Nothing here names a socket
 * or a thread.
 */

/** FIFO write lock of one database (SQLite has one writer). */
export interface WriteLock {
  /** Resolves when the lock is held by `owner`; re-entrant for the same owner. */
  acquire(owner: number): Promise<void>;
  release(owner: number): void;
  heldBy(): number | null;
}

/** One database as sessions see it. */
export interface DatabaseHandle {
  readonly name: string;
  /** The current catalog snapshot (cheap; replaced after DDL). */
  catalog(): Catalog;
  /** Re-reads the catalog after DDL committed (or rolled back) through `executor`. */
  reloadCatalog(executor: Executor): Promise<void>;
  /**
   * Reads the catalog as `executor` sees it without publishing it (DDL inside a transaction is
   * seen by its own session only until COMMIT). Handles without it publish at once.
   */
  loadCatalog?(executor: Executor): Promise<Catalog>;
  /** True once the session has temporary objects (a TEMP catalog on its connection; temp-store/). */
  hasTempCatalog?(): boolean;
  /** Re-reads the session's TEMP catalog from `executor` (after DDL on temporary objects). */
  reloadTempCatalog?(executor: Executor): Promise<void>;
  /** The session's connection and its temporary objects are gone. */
  forgetTempCatalog?(): void;
  /**
   * Every session's temporary objects, by session (pg_class shows them all; naming another
   * session's is 0A000), and a number that changes whenever one of them does.
   */
  tempCatalogs?(): { readonly version: number; readonly bySession: ReadonlyMap<number, Catalog> };
  /** The catalog with every session's temporary objects (one snapshot for the sessions that have none). */
  catalogWithTemps?(): Catalog;
  /** Publishes (or with null withdraws) session `owner`'s temporary objects. */
  publishTempCatalog?(owner: number, catalog: Catalog | null): void;
  /** Session views only: plan with the catalog `executor` sees (uncommitted DDL) until the next reload. */
  loadPrivateCatalog?(executor: Executor): Promise<void>;
  /**
   * Before autocommitted DDL on `executor`: lets the reload after it read only the catalog rows
   * the DDL changed (catalog `CHANGE_TRACKING_SQL`). Optional, as is the next method. Resolves to
   * the steps the DDL runs first, in its own atomic request (catalog `changeNotesPrelude`).
   */
  trackCatalogChanges?(executor: Executor, base?: Catalog | null): Promise<readonly string[]>;
  /**
   * The read the reload after DDL on `executor` from `base` (default: the current catalog; a
   * session view: the catalog it plans with) starts with, run by the DDL's own request
   * (Executor.runAtomicallyThen) and handed to the reload as `first`; null when there is none.
   */
  firstReadAfterDdl?(executor: Executor, base?: Catalog | null): string | null;
  /**
   * `reloadCatalog` after autocommitted DDL: incremental when exact (catalog `loadCatalogTracked`),
   * from `base` (default: the current catalog). `first`: a read already run (firstReadAfterDdl).
   */
  reloadCatalogAfterDdl?(executor: Executor, base?: Catalog | null, first?: ReadAnswer | null): Promise<void>;
  /** The catalog `executor` sees now, from `base` and the rows changed since when exact (not published). */
  loadCatalogAfterDdl?(executor: Executor, base: Catalog | null, first?: ReadAnswer | null): Promise<Catalog>;
  /** Session views only: `loadPrivateCatalog` after DDL in a transaction block, incremental when exact. */
  loadPrivateCatalogAfterDdl?(executor: Executor, first?: ReadAnswer | null): Promise<void>;
  /** Session views only: the reload at a COMMIT of DDL, from the private catalog when exact. */
  reloadCatalogAfterCommit?(executor: Executor): Promise<void>;
  /** Opens a connection for one session. */
  openExecutor(): Promise<Executor>;
  /**
   * A point read (engine PointReader) on the calling thread over committed data, or null when
   * `sql` is not one (or the handle has no reader): then the session runs it on its executor.
   */
  pointRead?(sql: string, params: readonly SqlValue[], eager?: boolean): SqlValue[][] | null;
  /**
   * A point write (engine PointReader.tryWrite) run and committed on the calling thread while the
   * write lock is free, or null: then the session runs it on its executor. Callers make sure the
   * session has no transaction open and no temporary schema. `counters`: the statement may write
   * serial counters (SqlPlan.pointSerial's variant only).
   */
  pointWrite?(sql: string, params: readonly SqlValue[], counters?: boolean): ExecOutcome | null;
  readonly writeLock: WriteLock;
  /** The database's OID high-water mark (oid-high-water.ts), shared by its sessions. */
  readonly oids?: OidHighWater;
  /**
   * Registers a session connected to this database (DROP DATABASE counts them; WITH (FORCE)
   * calls `terminate`). Returns the function that unregisters it.
   */
  attach?(terminate: () => void): () => void;
}

/** DROP DATABASE's options as the session passes them on. */
export interface DropDatabaseOptions {
  missingOk: boolean;
  force: boolean;
  /** The database of the session asking (it cannot drop it: 55006). */
  current: string;
}

/** Resolves database names (StartupMessage `database`) to handles. */
export interface DatabaseProvider {
  /** Throws PgError 3D000 `database "x" does not exist` for unknown names. */
  open(name: string): Promise<DatabaseHandle>;
  /** CREATE DATABASE name TEMPLATE template (42P04, 3D000, 55006 as PostgreSQL). */
  createDatabase?(name: string, template: string, current: string, options?: DatabaseOptions): Promise<void>;
  /** DROP DATABASE; resolves to a NOTICE text for IF EXISTS of a missing database, else null. */
  dropDatabase?(name: string, options: DropDatabaseOptions): Promise<string | null>;
  /** pg_database's rows, ALTER DATABASE and per-database setting defaults (database-catalog-port.ts). */
  catalog?: DatabaseCatalogPort;
}

/**
 * What a log line is about, beyond its message (named after PostgreSQL 15's jsonlog keys): a
 * sink may print them (the CLI's text and JSON formats) or ignore them.
 */
export interface LogFields {
  /** PostgreSQL's severity when it is not the level's own (e.g. FATAL for a session's end). */
  error_severity?: 'DEBUG' | 'LOG' | 'WARNING' | 'ERROR' | 'FATAL';
  /** SQLSTATE of an error. */
  state_code?: string;
  detail?: string;
  hint?: string;
  /** The statement an error or a duration belongs to. */
  statement?: string;
  user?: string;
  dbname?: string;
  application_name?: string;
  remote_host?: string;
  remote_port?: number;
  /** The session's process id as clients see it (pg_backend_pid()). */
  session_pid?: number;
}

/** A sink for server log lines (the CLI injects one). */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** The part of the translator a session calls (all sessions share one, and its plan cache). */
export type QueryTranslator = Pick<Translator, 'parse' | 'plan' | 'planSimple' | 'planSimpleText'>;

/**
 * One row of pg_stat_activity, keyed by PostgreSQL's column names (times in µs since 1970).
 * @see https://www.postgresql.org/docs/15/monitoring-stats.html#MONITORING-PG-STAT-ACTIVITY-VIEW
 */
export interface BackendActivity {
  pid: number;
  datname: string;
  usename: string;
  application_name: string;
  client_addr: string | null;
  client_port: number | null;
  /** The server's end of a TCP connection (inet_server_addr / inet_server_port); null for a Unix socket. */
  server_addr?: string | null;
  server_port?: number | null;
  backend_start: number;
  xact_start: number | null;
  query_start: number | null;
  state_change: number | null;
  state: 'active' | 'idle' | 'idle in transaction' | 'idle in transaction (aborted)';
  /** 'Lock' while the session waits for a lock (the backend fills these in from its lock table). */
  wait_event_type?: string | null;
  wait_event?: string | null;
  query: string;
  backend_type: string;
  /** pg_stat_ssl: the TLS state of the connection (absent or null: not encrypted). */
  ssl?: { version: string; cipher: string; bits: number } | null;
}
