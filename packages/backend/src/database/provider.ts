import { inlineExecutorFactory, type Engine, type EngineFactory, type ExecutorFactory, type OpenOptions } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import type { DatabaseHandle, DatabaseProvider, DropDatabaseOptions } from '../ports.js';
import type { DatabaseOptions } from '@pgsqlite/translate';
import type { Catalog } from '@pgsqlite/catalog';
import { DatabaseRecords } from './database-records.js';
import { Database } from './database-handle.js';
import type { DatabaseFiles } from './database-files.js';
import { TemplateSpares } from './template-spares.js';
import { otherSessionsAfterWait } from './other-sessions.js';

/** How databases are found and opened. */
export interface DatabaseProviderOptions {
  /** Where the databases' files are (the host's file system, or a browser's storage). */
  files: DatabaseFiles;
  /**
   * In-memory mode: databases live in temporary WAL files removed at close; only `postgres`,
   * `template1` and what CREATE DATABASE adds exist. Otherwise every database file of `files` exists.
   */
  memory: boolean;
  engine: EngineFactory;
  /**
   * How connections are run. Default: inline on the calling thread, over `engine` and
   * `onOpen`. The server passes worker-thread executors here.
   */
  executors?: ExecutorFactory;
  /** `PRAGMA synchronous` of every connection. */
  synchronous: OpenOptions['synchronous'];
  /** Called with every engine opened, before the catalog bootstrap (registers SQL functions). */
  onOpen?: (engine: Engine) => void;
  /**
   * `OpenOptions.trustedSchema`. Default true: defaults and CHECK constraints call pgsqlite's
   * runtime functions, which SQLite only runs from the schema with trusted_schema=ON, and the
   * schema only ever holds SQL pgsqlite emitted.
   */
  trustedSchema?: boolean;
}

/** The provider plus what only its owner (the server) may call. */
export interface ServerDatabaseProvider extends DatabaseProvider {
  /**
   * CREATE DATABASE: a copy of `template` (default template1); 42P04 if it exists, 3D000 for an
   * unknown template, 55006 while other sessions use the template.
   */
  createDatabase(name: string, template?: string, current?: string, options?: DatabaseOptions): Promise<void>;
  dropDatabase(name: string, options: DropDatabaseOptions): Promise<string | null>;
  /** Closes every connection; in memory mode also deletes the databases. Idempotent. */
  close(): Promise<void>;
}

/** 55006 with PostgreSQL's count of the other sessions (dbcommands.c errdetail_busy_db). */
function inUse(message: string, others: number): PgError {
  const detail = others === 1 ? 'There is 1 other session using the database.' : `There are ${others} other sessions using the database.`;
  return new PgError('object_in_use', message, { detail });
}

/** Databases that exist before anyone creates one, as after initdb (template0 is not connectable). */
const INITIAL_DATABASES = ['postgres', 'template1', 'template0'] as const;

/**
 * Runtime functions (@pgsqlite/translate's runtime) a point write may call: they read no
 * connection state (settings, sequences, the session's clock) and cannot loop — integer range
 * checks, numeric comparison/arithmetic (CHECK constraints, SET n = n + 1) and float arithmetic.
 */
const POINT_WRITES = { functions: new Set(['pg_int_check', 'pg_numeric_cmp', 'pg_numeric_op', 'pg_float_arith']) } as const;

/**
 * Resolves database names to handles.
 * - Memory mode: `postgres` and `template1` exist, plus what `createDatabase` adds; every other
 *   name is 3D000 (a client's user name is not auto-created, as in PostgreSQL). One shared
 *   database per name, stored as a WAL file on tmpfs so that sessions see each other's commits
 *   with the same semantics as file mode.
 * - File mode: `<dataDir>/<name>.sqlite`; `postgres` and `template1` are created when missing
 *   (what initdb would have done); any other name must already exist, else 3D000.
 */
export function createDatabaseProvider(options: DatabaseProviderOptions): ServerDatabaseProvider {
  const files = options.files;
  const executors = options.executors ?? inlineExecutorFactory(options.engine, options.onOpen);
  const known = new Set<string>(INITIAL_DATABASES);
  const creating = new Set<string>();
  const handles = new Map<string, Database>();
  const spares = new TemplateSpares(files);
  const records = new DatabaseRecords();
  /** Catalog snapshots of databases created as copies, until their handle is made (HandleOptions.copiedCatalog). */
  const copiedCatalogs = new Map<string, Catalog>();
  for (const name of files.names?.() ?? []) records.add(name);
  let closed = false;

  /** Databases dropped whose files are still being deleted: the name is free only once they are gone. */
  const removing = new Map<string, Promise<void>>();
  const exists = (name: string): boolean => !removing.has(name) && (known.has(name) || (!options.memory && files.exists(name)));
  const handleFor = (name: string): Database => {
    let handle = handles.get(name);
    if (handle === undefined) {
      const copiedCatalog = copiedCatalogs.get(name);
      copiedCatalogs.delete(name);
      // initdb's databases (postgres, template1) on first use: the image, where the host has one.
      if (copiedCatalog === undefined && !files.exists(name)) files.seed?.(name);
      handle = new Database({
        ...(copiedCatalog === undefined ? {} : { copiedCatalog }),
        name,
        path: files.pathOf(name),
        executors,
        synchronous: options.synchronous,
        trustedSchema: options.trustedSchema ?? true,
        // Connections on other threads: point reads are answered here instead (Database.pointRead).
        // Point writes too where a commit does not wait for the disk (an fsync would stall every
        // socket): in-memory mode (tmpfs) and synchronous OFF.
        ...(options.executors === undefined
          ? {}
          : { pointReads: { engine: options.engine, onOpen: options.onOpen ?? null, writes: options.memory || options.synchronous === 'OFF' ? POINT_WRITES : null } }),
      });
      handles.set(name, handle);
    }
    return handle;
  };
  const ensureOpen = (): void => {
    if (closed) throw new PgError('cannot_connect_now', 'the database system is shutting down');
  };

  return {
    async open(name: string): Promise<DatabaseHandle> {
      ensureOpen();
      if (!exists(name)) throw new PgError('invalid_catalog_name', `database "${name}" does not exist`);
      // template0 has datallowconn false (postinit.c CheckMyDatabase).
      records.add(name);
      if (records.get(name)?.allowConnections === false) throw new PgError('object_not_in_prerequisite_state', `database "${name}" is not currently accepting connections`);
      return handleFor(name);
    },
    catalog: records,
    async createDatabase(name: string, template = 'template1', current = '', options: DatabaseOptions = {}): Promise<void> {
      ensureOpen();
      if (exists(name)) throw new PgError('duplicate_database', `database "${name}" already exists`);
      if (!exists(template)) throw new PgError('invalid_catalog_name', `template database "${template}" does not exist`);
      const source = handleFor(template);
      const sessions = { others: () => source.sessionCount() - (current === template ? 1 : 0), sessionLeft: (ms: number) => source.sessionLeft(ms) };
      const others = await otherSessionsAfterWait(sessions, () => closed);
      if (others > 0) throw inUse(`source database "${template}" is being accessed by other users`, others);
      // Checked again after the wait: another session may have made it meanwhile.
      if (creating.has(name) || exists(name)) throw new PgError('duplicate_database', `database "${name}" already exists`);
      creating.add(name);
      const done = spares.begin(template);
      try {
        // A database of this name dropped a moment ago: its files must be gone before these land.
        await removing.get(name);
        // A spare moved into place, else a copy now (off the thread: other sessions go on meanwhile).
        const taken = await spares.take(template, source, name);
        const catalog = taken !== null ? taken.catalog : await source.copyTo(() => files.copyInBackground(template, name));
        known.add(name);
        records.add(name, options);
        if (catalog !== null) copiedCatalogs.set(name, catalog);
        spares.prepare(template, source);
      } finally {
        done();
        creating.delete(name);
      }
    },
    async dropDatabase(name: string, o: DropDatabaseOptions): Promise<string | null> {
      ensureOpen();
      if (!exists(name)) {
        if (o.missingOk) return `database "${name}" does not exist, skipping`;
        throw new PgError('invalid_catalog_name', `database "${name}" does not exist`);
      }
      if (name === o.current) throw new PgError('object_in_use', 'cannot drop the currently open database');
      if (records.get(name)?.isTemplate === true) throw new PgError('wrong_object_type', 'cannot drop a template database');
      const busy = handles.get(name);
      const sessions = busy === undefined ? undefined : { others: () => busy.sessionCount(), sessionLeft: (ms: number) => busy.sessionLeft(ms) };
      const others = o.force ? 0 : await otherSessionsAfterWait(sessions, () => closed);
      if (others > 0) throw inUse(`database "${name}" is being accessed by other users`, others);
      // Another session may have dropped it during the wait.
      if (!exists(name)) {
        if (o.missingOk) return `database "${name}" does not exist, skipping`;
        throw new PgError('invalid_catalog_name', `database "${name}" does not exist`);
      }
      const handle = handles.get(name);
      // Dropped and made again by others during the wait: its sessions were not waited for.
      if (!o.force && handle !== busy && (handle?.sessionCount() ?? 0) > 0) throw inUse(`database "${name}" is being accessed by other users`, handle?.sessionCount() ?? 0);
      if (handle !== undefined) {
        handle.terminateAll();
        await handle.closeAll();
        handles.delete(name);
      }
      known.delete(name);
      copiedCatalogs.delete(name);
      records.remove(name);
      await spares.discard(name);
      if (files.removeInBackground === undefined) {
        files.remove(name);
        return null;
      }
      // DROP answers now; the name stays unusable (exists() false, CREATE waits) until the files are gone.
      // A file that cannot be deleted does not fail the DROP (PostgreSQL's dropdb only warns when
      // it cannot remove the directory); one more try on this thread, and the name is freed.
      const removal: Promise<void> = files.removeInBackground(name).catch(() => {
        try {
          files.remove(name);
        } catch {
          // Left behind, as PostgreSQL leaves a directory it could not remove.
        }
      });
      removing.set(name, removal);
      void removal.finally(() => {
        if (removing.get(name) === removal) removing.delete(name);
      });
      return null;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...handles.values()].map((handle) => handle.closeAll()));
      await Promise.allSettled([...removing.values()]);
      handles.clear();
      await spares.discardAll();
      await executors.close?.();
      files.dispose();
    },
  };
}
