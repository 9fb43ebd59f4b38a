// Test-only: an Executor over better-sqlite3 and a DatabaseHandle around it. Not part of the
// package build (excluded in tsconfig.json); the real adapters live in engine-native / server.
import Database from 'better-sqlite3';
import { PgError } from '@pgsqlite/errors';
import type { Catalog } from '@pgsqlite/catalog';
import type { ExecOutcome, Executor, SqlValue } from '@pgsqlite/engine';
import { createWriteLock, type DatabaseHandle, type DatabaseProvider } from '@pgsqlite/backend';

function mapError(e: unknown): PgError {
  const code = (e as { code?: string }).code ?? '';
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return new PgError('unique_violation', message);
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT') return new PgError('serialization_failure', message);
  // In PostgreSQL's words, as the real translator reports them (SQLite's would be foreign text).
  const noTable = /^no such table: (.*)$/.exec(message);
  if (noTable) return new PgError('undefined_table', `relation "${noTable[1] ?? ''}" does not exist`);
  const near = /^near "(.*)": syntax error$/.exec(message);
  if (near) return new PgError('syntax_error', `syntax error at or near "${near[1] ?? ''}"`);
  return new PgError('internal_error', `sqlite: ${message}`);
}

/** One better-sqlite3 connection as an Executor (runs inline, busy timeout 0). */
export class SqliteExecutor implements Executor {
  readonly db: Database.Database;
  constructor(path: string) {
    this.db = new Database(path, { timeout: 0 });
    // The session hands its settings to the connection's runtime functions through this call.
    this.db.function('pg_set_session', { varargs: true }, () => 1);
    this.db.pragma('journal_mode = WAL');
  }
  async run(sql: string, params: readonly SqlValue[]): Promise<ExecOutcome> {
    try {
      const stmt = this.db.prepare(sql);
      if (stmt.reader) return { rows: stmt.raw(true).all(...params) as SqlValue[][], changes: 0 };
      return { rows: null, changes: stmt.run(...params).changes };
    } catch (e) {
      throw mapError(e);
    }
  }
  async runAtomically(steps: readonly string[]): Promise<void> {
    try {
      this.db.transaction(() => {
        for (const s of steps) this.db.exec(s);
      })();
    } catch (e) {
      throw mapError(e);
    }
  }
  inTransaction(): boolean {
    return this.db.inTransaction;
  }
  async close(): Promise<void> {
    this.db.close();
  }
}

/** A catalog stand-in: only the version matters to the session. */
function stubCatalog(version: number): Catalog {
  return {
    version,
    findRelation: () => undefined,
    relationByOid: () => undefined,
    relations: () => [],
    schemas: () => ['public'],
  };
}

/** A database backed by one SQLite file; counts catalog reloads. */
export class TestDatabase implements DatabaseHandle {
  readonly writeLock = createWriteLock();
  reloads = 0;
  readonly executors: SqliteExecutor[] = [];
  private snapshot = stubCatalog(1);
  constructor(
    readonly name: string,
    private readonly path: string,
  ) {}
  catalog(): Catalog {
    return this.snapshot;
  }
  async reloadCatalog(): Promise<void> {
    this.reloads++;
    this.snapshot = stubCatalog(this.snapshot.version + 1);
  }
  async openExecutor(): Promise<Executor> {
    const e = new SqliteExecutor(this.path);
    this.executors.push(e);
    return e;
  }
}

/** Provider with a fixed set of databases. */
export function testProvider(dbs: readonly TestDatabase[]): DatabaseProvider {
  return {
    async open(name: string): Promise<DatabaseHandle> {
      const db = dbs.find((d) => d.name === name);
      if (db === undefined) throw new PgError('invalid_catalog_name', `database "${name}" does not exist`);
      return db;
    },
  };
}
