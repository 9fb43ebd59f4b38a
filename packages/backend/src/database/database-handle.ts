import { CHANGE_TRACKING_SQL, bootstrapCatalogSql, changeNotesPrelude, builtinRowsCurrent, firstReadAfterDdl, isTrackedBy, loadCatalog, loadCatalogTracked, mergeCatalogs, type Catalog } from '@pgsqlite/catalog';
import { LruMap, READS_STORED_TABLES, createPointReader, type Engine, type EngineFactory, type ExecOutcome, type Executor, type ExecutorFactory, type OpenOptions, type PointReader, type SqlValue } from '@pgsqlite/engine';
import { PgError, toPgError } from '@pgsqlite/errors';
import type { DatabaseHandle, ReadAnswer, WriteLock } from '../ports.js';
import { createWriteLock } from './write-lock.js';
import { OidHighWater } from '../oid-high-water.js';
import { startTimer } from '../timers.js';

/** What a database handle needs from its provider. */
export interface HandleOptions {
  name: string;
  path: string;
  executors: ExecutorFactory;
  synchronous: OpenOptions['synchronous'];
  trustedSchema: boolean;
  /**
   * Answer point reads on the server's thread over a connection of its own (when sessions'
   * executors run elsewhere); `onOpen` prepares it like every connection. `writes`: point writes
   * too (see Database.pointWrite), calling at most `writes.functions`.
   */
  pointReads?: { engine: EngineFactory; onOpen: ((engine: Engine) => void) | null; writes?: { functions: ReadonlySet<string> } | null };
  /**
   * A byte copy of a database this process had prepared (CREATE DATABASE … TEMPLATE): its catalog
   * snapshot at copy time. The first connection then skips the bootstrap and the catalog load
   * (the copy's internal tables are the template's, so the snapshot describes the copy exactly).
   */
  copiedCatalog?: Catalog;
}

/**
 * The catalog loads' query on `executor`: their reads read the internal tables (the executor's
 * statement cache need not EXPLAIN them to know that their programs check the schema cookie).
 */
function catalogQuery(executor: Executor, first: ReadAnswer | null = null): (sql: string) => Promise<SqlValue[][]> {
  let answer = first;
  return async (sql) => {
    const text = `${READS_STORED_TABLES}${sql}`;
    // The read the DDL's request ran already (firstReadAfterDdl): answered once, from its rows.
    if (answer !== null && text === answer.sql) {
      const rows = answer.rows;
      answer = null;
      return rows;
    }
    return (await executor.run(text, [])).rows ?? [];
  };
}

/** Lock owner id used by the provider itself (sessions use positive process ids). */
const PROVIDER_OWNER = -1;

/**
 * One database: its write lock, its catalog snapshot, and the connections opened on it. The
 * catalog tables are bootstrapped once (under the write lock) and the snapshot is loaded by
 * the first `openExecutor`, so every session that holds an executor can read `catalog()`.
 */
export class Database implements DatabaseHandle {
  readonly name: string;
  readonly writeLock: WriteLock = createWriteLock();
  readonly oids = new OidHighWater();
  readonly #options: HandleOptions;
  readonly #executors = new Set<Executor>();
  /**
   * Closes in flight: the last connection's close checkpoints the WAL into the main file and
   * deletes it, so the files cannot be copied until these settle.
   */
  readonly #closing = new Set<Promise<void>>();
  readonly #sessions = new Set<() => void>();
  /** Waiters of sessionLeft. */
  readonly #leaving = new Set<() => void>();
  #ready: Promise<void> | null = null;
  /** The bootstrap ran and a snapshot was loaded (or inherited): the file holds every internal table. */
  #prepared = false;
  #catalog: Catalog | null = null;
  #opens = 0;
  /** Sessions' temporary objects (SessionDatabase publishes them). */
  #temps = { version: 0, bySession: new Map<number, Catalog>() };
  /** The catalog with every session's temporary objects, for the temps version and catalog it merged. */
  #withTemps: { version: number; base: Catalog; catalog: Catalog } | null = null;
  /** The point-read connection: opened on the first point read, closed with the last executor. */
  #reader: PointReader | null = null;
  /** Texts asked for as point reads while the reader was closed (see pointRead). */
  readonly #seenClosed = new LruMap<string, true>(256);
  #readerFailed = false;

  constructor(options: HandleOptions) {
    this.name = options.name;
    this.#options = options;
  }

  tempCatalogs(): { readonly version: number; readonly bySession: ReadonlyMap<number, Catalog> } {
    return this.#temps;
  }

  publishTempCatalog(owner: number, catalog: Catalog | null): void {
    const bySession = new Map(this.#temps.bySession);
    if (catalog === null) {
      if (!bySession.delete(owner)) return;
    } else bySession.set(owner, catalog);
    this.#temps = { version: this.#temps.version + 1, bySession };
  }

  /**
   * The catalog as a session without temporary objects sees it: with every session's temporary
   * objects (pg_class lists them). One snapshot for all such sessions, so they share plans.
   */
  catalogWithTemps(): Catalog {
    const base = this.catalog();
    if (this.#temps.bySession.size === 0) return base;
    const hit = this.#withTemps;
    if (hit !== null && hit.base === base && hit.version === this.#temps.version) return hit.catalog;
    let catalog = base;
    for (const theirs of this.#temps.bySession.values()) catalog = mergeCatalogs(catalog, theirs);
    this.#withTemps = { version: this.#temps.version, base, catalog };
    return catalog;
  }

  catalog(): Catalog {
    if (this.#catalog === null) throw new PgError('internal_error', `catalog of database "${this.name}" is not loaded yet`);
    return this.#catalog;
  }

  async reloadCatalog(executor: Executor): Promise<void> {
    this.#catalog = await this.loadCatalog(executor);
  }

  /**
   * Notes this connection's catalog changes (TEMP triggers) unless `base` (the snapshot the next
   * reload starts from: the current one, or a session's private one) shows they are noted already;
   * then resolves to the DDL's first steps, which delete the notes `base` holds already.
   */
  async trackCatalogChanges(executor: Executor, base: Catalog | null = this.#catalog): Promise<readonly string[]> {
    const connection = executor.connectionIdentity?.() ?? executor;
    if (base !== null && isTrackedBy(base, connection)) return changeNotesPrelude(base, connection);
    // Without it the reload after the DDL is a full one.
    await executor.runAtomically(CHANGE_TRACKING_SQL).catch(() => undefined);
    return [];
  }

  /**
   * After autocommitted DDL (or the COMMIT of a transaction that ran DDL: `base` is then the
   * session's private catalog): the catalog from `base` and the rows changed since, when exact;
   * else read whole.
   */
  async reloadCatalogAfterDdl(executor: Executor, base: Catalog | null = this.#catalog, first: ReadAnswer | null = null): Promise<void> {
    this.#catalog = await this.loadCatalogAfterDdl(executor, base, first);
  }

  /** The catalog `executor` sees (uncommitted DDL included), from `base` and the rows changed since when exact; not published. */
  async loadCatalogAfterDdl(executor: Executor, base: Catalog | null, first: ReadAnswer | null = null): Promise<Catalog> {
    return (await loadCatalogTracked(catalogQuery(executor, first), executor.connectionIdentity?.() ?? executor, base)).catalog;
  }

  /** The SQL (as the executor runs it) of the read an incremental reload from `base` starts with, or null. */
  firstReadAfterDdl(executor: Executor, base: Catalog | null = this.#catalog): string | null {
    const sql = firstReadAfterDdl(base, executor.connectionIdentity?.() ?? executor);
    return sql === null ? null : `${READS_STORED_TABLES}${sql}`;
  }

  loadCatalog(executor: Executor): Promise<Catalog> {
    return loadCatalog(catalogQuery(executor));
  }

  /** Opens a new connection (each session owns one; WAL gives it snapshot isolation). */
  async openExecutor(): Promise<Executor> {
    const { executors, path, synchronous, trustedSchema } = this.#options;
    let opened: Executor;
    this.#opens++;
    try {
      opened = await executors.open({ path, synchronous, trustedSchema });
    } catch (e) {
      throw toPgError(e);
    }
    const executor = this.#track(opened);
    try {
      this.#ready ??= this.#prepare(executor);
      await this.#ready;
    } catch (e) {
      this.#ready = null;
      await executor.close();
      throw toPgError(e);
    }
    return executor;
  }

  pointRead(sql: string, params: readonly SqlValue[], eager = false): SqlValue[][] | null {
    // Only while sessions hold connections: an idle database keeps no file open (copyTo, DROP).
    if (this.#executors.size === 0 || this.#catalog === null) return null;
    if (this.#reader !== null) return this.#reader.tryRead(sql, params, eager);
    // The reader is closed (no session was connected): opening it costs a SQLite connection and
    // the runtime functions, ~ms. As the reader itself judges only texts seen before, it opens
    // for one seen before, also while it was closed: a connection that comes, runs one point
    // read and leaves (a script's psql -c, a test's client) then opens this connection, not a
    // pool connection as well.
    if (!eager && !this.#seenClosed.has(sql)) {
      this.#seenClosed.set(sql, true);
      return null;
    }
    return this.#openReader()?.tryRead(sql, params, true) ?? null;
  }

  /**
   * Runs an autocommit INSERT/UPDATE/DELETE of a few rows by key on the server's thread (the
   * point-read connection) and commits it, or returns null (then the session runs it on its
   * executor as before). Only while the write lock is free: then no other connection holds
   * SQLite's write lock or waits for it, and nothing else runs on this thread meanwhile.
   */
  pointWrite(sql: string, params: readonly SqlValue[], counters?: boolean): ExecOutcome | null {
    if (this.#executors.size === 0 || this.#catalog === null || this.writeLock.heldBy() !== null) return null;
    return (this.#reader ?? this.#openReader())?.tryWrite(sql, params, counters) ?? null;
  }

  #openReader(): PointReader | null {
    const reads = this.#options.pointReads;
    if (reads === undefined || this.#readerFailed) return null;
    const { path, synchronous, trustedSchema } = this.#options;
    let engine: Engine | null = null;
    try {
      engine = reads.engine.open({ path, synchronous, trustedSchema });
      reads.onOpen?.(engine);
      this.#reader = createPointReader(engine, { writes: reads.writes ?? null });
    } catch {
      engine?.close();
      this.#readerFailed = true;
    }
    return this.#reader;
  }

  #closeReader(): void {
    this.#reader?.close();
    this.#reader = null;
  }

  attach(terminate: () => void): () => void {
    const entry = (): void => terminate();
    this.#sessions.add(entry);
    return () => {
      if (!this.#sessions.delete(entry)) return;
      const waiting = [...this.#leaving];
      this.#leaving.clear();
      for (const wake of waiting) wake();
    };
  }

  /** Resolves when a session next leaves this database, or after `ms` (CREATE/DROP DATABASE waiting for sessions). */
  sessionLeft(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        stop();
        this.#leaving.delete(wake);
        resolve();
      };
      const stop = startTimer(ms, wake);
      this.#leaving.add(wake);
    });
  }

  /**
   * Changes whenever a connection is opened: a copy of the file made while no connection was
   * open is still exact as long as this has not changed (CREATE DATABASE's spare copies).
   */
  get generation(): number {
    return this.#opens;
  }

  /**
   * Connections open now, counting those still closing (an idle database has none: its WAL was
   * checkpointed at the last close).
   */
  openConnections(): number {
    return this.#executors.size + this.#closing.size;
  }

  /** Resolves once no connection is closing (each close may end in a checkpoint that writes the files). */
  async #closesSettled(): Promise<void> {
    while (this.#closing.size > 0) await Promise.allSettled([...this.#closing]);
  }

  /**
   * The snapshot that describes a byte copy of the file made now (see HandleOptions.copiedCatalog),
   * or null before the first connection prepared this database.
   */
  copyableCatalog(): Catalog | null {
    return this.#prepared ? this.#catalog : null;
  }

  /** Sessions connected to this database. */
  sessionCount(): number {
    return this.#sessions.size;
  }

  /** Ends every connected session (DROP DATABASE … WITH (FORCE)). */
  terminateAll(): void {
    for (const terminate of [...this.#sessions]) terminate();
  }

  /**
   * Copies this database (CREATE DATABASE … TEMPLATE) with `copy`: under the write lock, with the
   * WAL checkpointed into the main file when connections are open, the files are copied as they
   * are (no rewrite). Resolves to the catalog snapshot that describes the copy (copyableCatalog
   * at copy time).
   */
  async copyTo(copy: () => void | Promise<void>): Promise<Catalog | null> {
    if (this.#executors.size === 0 && this.#ready !== null) {
      // No connection is open: the last one to close checkpointed the WAL (SQLite does on close)
      // — once its close has finished: until then it may be writing the main file.
      await this.writeLock.acquire(PROVIDER_OWNER);
      try {
        await this.#closesSettled();
        const catalog = this.copyableCatalog();
        await copy();
        return catalog;
      } finally {
        this.writeLock.release(PROVIDER_OWNER);
      }
    }
    const executor = await this.openExecutor();
    try {
      await this.writeLock.acquire(PROVIDER_OWNER);
      try {
        await executor.run('PRAGMA wal_checkpoint(TRUNCATE)', []);
        const catalog = this.copyableCatalog();
        await copy();
        return catalog;
      } finally {
        this.writeLock.release(PROVIDER_OWNER);
      }
    } finally {
      await executor.close();
    }
  }

  /** Closes every connection still open (server shutdown). */
  async closeAll(): Promise<void> {
    const open = [...this.#executors];
    this.#closeReader();
    await Promise.allSettled(open.map((executor) => executor.close()));
  }

  /** Creates the internal catalog tables when missing, then loads the first snapshot. */
  async #prepare(executor: Executor): Promise<void> {
    const copied = this.#options.copiedCatalog;
    if (copied !== undefined) {
      this.#catalog = copied;
      this.#prepared = true;
      return;
    }
    const current = await builtinRowsCurrent(async (sql) => (await executor.run(sql, [])).rows ?? []);
    await this.writeLock.acquire(PROVIDER_OWNER);
    try {
      await executor.runAtomically(bootstrapCatalogSql(current));
    } finally {
      this.writeLock.release(PROVIDER_OWNER);
    }
    await this.reloadCatalog(executor);
    this.#prepared = true;
  }

  /** Forgets an executor once its session closes it. */
  #track(executor: Executor): Executor {
    this.#executors.add(executor);
    const close = executor.close.bind(executor);
    executor.close = async () => {
      this.#executors.delete(executor);
      if (this.#executors.size === 0) this.#closeReader();
      const closing = close();
      this.#closing.add(closing);
      try {
        await closing;
      } finally {
        this.#closing.delete(closing);
      }
    };
    return executor;
  }
}
