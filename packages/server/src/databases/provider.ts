import { inlineExecutorFactory, type Engine, type EngineFactory, type ExecutorFactory, type OpenOptions } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import type { DatabaseHandle, DatabaseProvider } from '@pgsqlite/session';
import { Database } from './database-handle.js';
import { dataDirFiles, temporaryFiles, type DatabaseFiles } from './database-files.js';

/** How databases are found and opened. */
export interface DatabaseProviderOptions {
  /** Folder of the SQLite files (file mode). Ignored when `memory` is true. */
  dataDir?: string;
  /** In-memory mode: databases live in temporary WAL files removed at close. */
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
  /** Makes a new, empty database available (CREATE DATABASE). 42P04 if it exists. */
  createDatabase(name: string): Promise<void>;
  /** Closes every connection; in memory mode also deletes the databases. Idempotent. */
  close(): Promise<void>;
}

/** Databases that exist before anyone creates one, as after initdb (template0 is not connectable). */
const INITIAL_DATABASES = ['postgres', 'template1'] as const;

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
  if (!options.memory && options.dataDir === undefined) throw new PgError('invalid_parameter_value', 'dataDir is required unless memory is true');
  const files: DatabaseFiles = options.memory || options.dataDir === undefined ? temporaryFiles() : dataDirFiles(options.dataDir);
  const executors = options.executors ?? inlineExecutorFactory(options.engine, options.onOpen);
  const known = new Set<string>(INITIAL_DATABASES);
  const handles = new Map<string, Database>();
  let closed = false;

  const exists = (name: string): boolean => known.has(name) || (!options.memory && files.exists(name));
  const handleFor = (name: string): Database => {
    let handle = handles.get(name);
    if (handle === undefined) {
      handle = new Database({
        name,
        path: files.pathOf(name),
        executors,
        synchronous: options.synchronous,
        trustedSchema: options.trustedSchema ?? true,
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
      return handleFor(name);
    },
    async createDatabase(name: string): Promise<void> {
      ensureOpen();
      if (exists(name)) throw new PgError('duplicate_database', `database "${name}" already exists`);
      known.add(name);
      const executor = await handleFor(name).openExecutor();
      await executor.close();
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...handles.values()].map((handle) => handle.closeAll()));
      handles.clear();
      await executors.close?.();
      files.dispose();
    },
  };
}
