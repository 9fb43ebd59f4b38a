import type { Catalog } from '@pgsqlite/catalog';
import type { ExecOutcome, Executor, SqlValue } from '@pgsqlite/engine';
import type { DatabaseHandle, WriteLock } from '../ports.js';

/**
 * One session's view of a shared database: the committed catalog, except while the session's
 * own transaction has run DDL — then the catalog its executor sees, uncommitted changes included,
 * for this session alone (PostgreSQL: other sessions see the DDL only after COMMIT). A reload
 * (at COMMIT/ROLLBACK, or after autocommitted DDL) publishes the committed catalog and drops the
 * private one.
 */
export class SessionDatabase implements DatabaseHandle {
  readonly #shared: DatabaseHandle;
  #own: Catalog | null = null;

  constructor(shared: DatabaseHandle) {
    this.#shared = shared;
  }

  get name(): string {
    return this.#shared.name;
  }

  get writeLock(): WriteLock {
    return this.#shared.writeLock;
  }

  catalog(): Catalog {
    return this.#own ?? this.#shared.catalog();
  }

  async reloadCatalog(executor: Executor): Promise<void> {
    this.#own = null;
    await this.#shared.reloadCatalog(executor);
  }

  async trackCatalogChanges(executor: Executor): Promise<void> {
    await this.#shared.trackCatalogChanges?.(executor);
  }

  async reloadCatalogAfterDdl(executor: Executor): Promise<void> {
    this.#own = null;
    if (this.#shared.reloadCatalogAfterDdl) await this.#shared.reloadCatalogAfterDdl(executor);
    else await this.#shared.reloadCatalog(executor);
  }

  async loadPrivateCatalog(executor: Executor): Promise<void> {
    if (this.#shared.loadCatalog) this.#own = await this.#shared.loadCatalog(executor);
    else await this.reloadCatalog(executor);
  }

  openExecutor(): Promise<Executor> {
    return this.#shared.openExecutor();
  }

  pointRead(sql: string, params: readonly SqlValue[], eager?: boolean): SqlValue[][] | null {
    // A session planning with its own uncommitted catalog reads through its own connection.
    if (this.#own !== null) return null;
    return this.#shared.pointRead?.(sql, params, eager) ?? null;
  }

  pointWrite(sql: string, params: readonly SqlValue[], counters?: boolean): ExecOutcome | null {
    // Planned with uncommitted DDL: only its own connection knows those tables.
    if (this.#own !== null) return null;
    return this.#shared.pointWrite?.(sql, params, counters) ?? null;
  }

  attach(terminate: () => void): () => void {
    return this.#shared.attach?.(terminate) ?? (() => undefined);
  }
}
