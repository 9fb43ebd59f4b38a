import { loadOverlayCatalog, mergeCatalogs, type Catalog } from '@pgsqlite/catalog';
import { redirectRead } from '../temp-store/temp-redirect.js';
import { hasShadowCatalog } from '../temp-store/shadow-catalog.js';
import type { ExecOutcome, Executor, SqlValue } from '@pgsqlite/engine';
import type { DatabaseHandle, ReadAnswer, WriteLock } from '../ports.js';
import type { OidHighWater } from '../oid-high-water.js';

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
  /** The session's temporary objects (catalog rows in its connection's TEMP tables), or null. */
  #temp: Catalog | null = null;
  /** The last merge of a base catalog with #temp. */
  #merged: { base: Catalog; temp: Catalog | null; others: number; catalog: Catalog } | null = null;
  /** The session's process id (its temporary objects are published under it), or null. */
  #owner: number | null = null;

  constructor(shared: DatabaseHandle) {
    this.#shared = shared;
  }

  /** Names the session (its process id) once it has one. */
  ownedBy(processId: number): void {
    this.#owner = processId;
  }

  get name(): string {
    return this.#shared.name;
  }

  get writeLock(): WriteLock {
    return this.#shared.writeLock;
  }

  get oids(): OidHighWater | undefined {
    return this.#shared.oids;
  }

  catalog(): Catalog {
    const temp = this.#temp;
    if (temp === null && this.#own === null) return this.#shared.catalogWithTemps?.() ?? this.#shared.catalog();
    const base = this.#own ?? this.#shared.catalog();
    const others = this.#shared.tempCatalogs?.();
    const merged = this.#merged;
    const version = others?.version ?? 0;
    if (merged !== null && merged.base === base && merged.temp === temp && merged.others === version) return merged.catalog;
    let catalog = base;
    for (const [owner, theirs] of others?.bySession ?? []) if (owner !== this.#owner) catalog = mergeCatalogs(catalog, theirs);
    if (temp !== null) catalog = mergeCatalogs(catalog, temp);
    this.#merged = { base, temp, others: version, catalog };
    return catalog;
  }

  /** True once the session has a TEMP catalog (it created a temporary object). */
  hasTempCatalog(): boolean {
    return this.#temp !== null;
  }

  /**
   * Reads the session's temporary objects from its connection's TEMP catalog (temp-store/):
   * after DDL on them, and whenever the transaction that may have changed them ends.
   */
  async reloadTempCatalog(executor: Executor): Promise<void> {
    // No TEMP catalog, or part of one (rolled back with the transaction that created it; a
    // connection other than the one that had it): no temporary objects. It is created again,
    // whole, with the next temporary object (ensureShadowCatalog).
    let temp: Catalog | null = null;
    if (await hasShadowCatalog(executor)) {
      try {
        temp = await loadOverlayCatalog(async (sql) => (await executor.run(sql, [])).rows ?? [], redirectRead);
      } catch (e) {
        // Gone while it was read (the session is ending): as above; anything else is a real failure.
        if (await hasShadowCatalog(executor).catch(() => false)) throw e;
      }
    }
    if (temp === null) return this.forgetTempCatalog();
    this.#temp = temp;
    this.#merged = null;
    if (this.#owner !== null) this.#shared.publishTempCatalog?.(this.#owner, this.#temp);
  }

  /** The connection that held the TEMP catalog is gone (retired at an interrupt, or the session ended): so are its objects. */
  forgetTempCatalog(): void {
    this.#temp = null;
    this.#merged = null;
    if (this.#owner !== null) this.#shared.publishTempCatalog?.(this.#owner, null);
  }

  async reloadCatalog(executor: Executor): Promise<void> {
    this.#own = null;
    await this.#shared.reloadCatalog(executor);
    if (this.#temp !== null) await this.reloadTempCatalog(executor);
  }

  async trackCatalogChanges(executor: Executor): Promise<readonly string[]> {
    // In a transaction that ran DDL, the next load starts from the private catalog.
    return (await this.#shared.trackCatalogChanges?.(executor, this.#own ?? this.#shared.catalog())) ?? [];
  }

  firstReadAfterDdl(executor: Executor): string | null {
    return this.#shared.firstReadAfterDdl?.(executor, this.#own ?? this.#shared.catalog()) ?? null;
  }

  async reloadCatalogAfterDdl(executor: Executor, _base?: Catalog | null, first: ReadAnswer | null = null): Promise<void> {
    this.#own = null;
    if (this.#shared.reloadCatalogAfterDdl) await this.#shared.reloadCatalogAfterDdl(executor, undefined, first);
    else await this.#shared.reloadCatalog(executor);
    if (this.#temp !== null) await this.reloadTempCatalog(executor);
  }

  async loadPrivateCatalog(executor: Executor): Promise<void> {
    if (this.#shared.loadCatalog) this.#own = await this.#shared.loadCatalog(executor);
    else await this.reloadCatalog(executor);
    if (this.#temp !== null) await this.reloadTempCatalog(executor);
  }

  /**
   * `loadPrivateCatalog` after DDL in a transaction block (run after `trackCatalogChanges`): from
   * the catalog the session planned that DDL with and the rows it changed, when exact
   * (catalog load-delta.ts; the noted changes are TEMP rows of the same transaction, so a
   * ROLLBACK TO, which undoes notes and reads alike, must load whole: `loadPrivateCatalog`).
   */
  async loadPrivateCatalogAfterDdl(executor: Executor, first: ReadAnswer | null = null): Promise<void> {
    if (this.#shared.loadCatalogAfterDdl === undefined) return this.loadPrivateCatalog(executor);
    this.#own = await this.#shared.loadCatalogAfterDdl(executor, this.#own ?? this.#shared.catalog(), first);
    if (this.#temp !== null) await this.reloadTempCatalog(executor);
  }

  /**
   * The reload at the COMMIT of a transaction block whose DDL made a private catalog: the
   * committed catalog is that one (plus anything noted since), read incrementally when exact.
   */
  async reloadCatalogAfterCommit(executor: Executor): Promise<void> {
    const own = this.#own;
    if (own === null || this.#shared.reloadCatalogAfterDdl === undefined) return this.reloadCatalog(executor);
    this.#own = null;
    await this.#shared.reloadCatalogAfterDdl(executor, own);
    if (this.#temp !== null) await this.reloadTempCatalog(executor);
  }

  openExecutor(): Promise<Executor> {
    return this.#shared.openExecutor();
  }

  pointRead(sql: string, params: readonly SqlValue[], eager?: boolean): SqlValue[][] | null {
    // A session planning with its own uncommitted catalog (or with temporary objects) reads through its own connection.
    if (this.#own !== null || this.#temp !== null) return null;
    return this.#shared.pointRead?.(sql, params, eager) ?? null;
  }

  pointWrite(sql: string, params: readonly SqlValue[], counters?: boolean): ExecOutcome | null {
    // Planned with uncommitted DDL (or temporary tables): only its own connection knows those tables.
    if (this.#own !== null || this.#temp !== null) return null;
    return this.#shared.pointWrite?.(sql, params, counters) ?? null;
  }

  attach(terminate: () => void): () => void {
    return this.#shared.attach?.(terminate) ?? (() => undefined);
  }
}
