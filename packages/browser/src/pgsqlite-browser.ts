import { PgsqliteSession, type SessionOptions } from './client/pgsqlite.js';
import type { Link } from './client/link.js';
import { workerLink } from './client/worker-link.js';
import { dumpDatabase, type DumpOptions } from './dump/dump-database.js';
import { resetDatabase } from './dump/reset-database.js';
import { restoreScript } from './dump/restore-script.js';
import type { Storage } from './host/worker-rpc.js';

export type { Storage } from './host/worker-rpc.js';

/** Options of `Pgsqlite.create`. */
export interface PgsqliteOptions extends SessionOptions {
  /** `memory` (default): gone on reload; `opfs:<name>`: kept in the origin private file system. */
  storage?: Storage;
  /**
   * URL of the worker bundle (`pgsqlite-worker.js`, built next to this module). Default: the
   * file of that name beside this module.
   */
  workerUrl?: string | URL;
  /**
   * A worker already started on the worker bundle (a page can start it before its own script has
   * loaded, so both download at once); it must not have been given to another Pgsqlite.
   */
  worker?: Worker;
}

/**
 * PostgreSQL in the page: pgsqlite's session, backend and translator in a Web Worker over SQLite
 * compiled to WebAssembly, the same code that answers over TCP in Node.
 *
 * ```ts
 * const db = await Pgsqlite.create({ storage: 'opfs:notes' });
 * await db.exec('CREATE TABLE IF NOT EXISTS note (id serial PRIMARY KEY, body text)');
 * const { rows } = await db.query('SELECT * FROM note WHERE id = $1', [1]);
 * ```
 */
export class Pgsqlite extends PgsqliteSession {
  /** Where this instance keeps its databases. */
  readonly storage: Storage;

  protected constructor(link: Link, storage: Storage) {
    super(link);
    this.storage = storage;
  }

  /** Starts a worker, opens the storage, and connects to database `postgres` as `postgres`. */
  static async create(options: PgsqliteOptions = {}): Promise<Pgsqlite> {
    const storage = options.storage ?? 'memory';
    const url = options.workerUrl ?? new URL('./pgsqlite-worker.js', import.meta.url);
    const worker = options.worker ?? new Worker(url, { type: 'module', name: `pgsqlite ${storage}` });
    let link: Link;
    try {
      link = await workerLink(worker, storage);
    } catch (e) {
      worker.terminate();
      throw e;
    }
    return Pgsqlite.connect(link, storage, options);
  }

  /** A Pgsqlite over any link (a host in this thread, a worker you started yourself). */
  static async connect(link: Link, storage: Storage, options: SessionOptions = {}): Promise<Pgsqlite> {
    const db = new Pgsqlite(link, storage);
    await db.startup(options);
    return db;
  }

  /**
   * The database as a SQL script psql can load into PostgreSQL: schemas, enum types, sequences
   * (with setval), tables with their columns, defaults and constraints, rows as INSERTs, then
   * indexes, foreign keys and views, read from pgsqlite's catalog.
   */
  dump(options: DumpOptions = {}): Promise<string> {
    return dumpDatabase(this, options);
  }

  /**
   * Runs a SQL script as `psql -f` does, statement by statement, COPY … FROM stdin data blocks
   * included: what `dump` makes, or pg_dump's plain format. Stops at the first error, which
   * names the script line.
   */
  restore(sql: string): Promise<void> {
    return restoreScript(this, sql);
  }

  /** Drops every user schema and object and recreates an empty `public`. */
  reset(): Promise<void> {
    return resetDatabase(this);
  }
}
