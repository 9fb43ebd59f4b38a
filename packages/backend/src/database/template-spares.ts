import type { Catalog } from '@pgsqlite/catalog';
import type { DatabaseFiles } from './database-files.js';
import type { Database } from './database-handle.js';

/** Internal name of spare number `n` of `template` (a database name cannot contain NUL). */
const spareName = (template: string, n: number): string => `\u0000spare\u0000${template}\u0000${n}`;

/** Most spares kept per template: one more than the CREATE DATABASEs seen in flight at once (parallel test workers). */
const MAX_SPARES = 4;

interface Spare {
  /** Its internal database name. */
  name: string;
  /** The template's Database.generation when the copy started. */
  generation: number;
  /** The template's catalog snapshot then (Database.copyableCatalog). */
  catalog: Catalog | null;
  /** Resolves to whether the copy completed. */
  ready: Promise<boolean>;
}

/** What `take` moved into place. */
export interface TakenSpare {
  /** The snapshot describing the copy (HandleOptions.copiedCatalog), or null. */
  catalog: Catalog | null;
}

/**
 * Makes a repeated CREATE DATABASE … TEMPLATE t (a database per test, Prisma's shadow database)
 * cost a rename instead of a copy: after each copy of t, the next ones are made in the background
 * (off the thread, while t has no connection open) — one more than the creates of t seen in flight
 * at once, at most MAX_SPARES; a CREATE moves one into place when t has not been opened since
 * (Database.generation), else discards them all and copies as before.
 */
export class TemplateSpares {
  readonly #spares = new Map<string, Spare[]>();
  /** Creates of each template in flight now, and the most seen at once. */
  readonly #inFlight = new Map<string, { now: number; most: number }>();
  readonly #files: DatabaseFiles;
  #serial = 0;

  constructor(files: DatabaseFiles) {
    this.#files = files;
  }

  /** Notes a CREATE of `template` starting; call `done` when it ends. */
  begin(template: string): () => void {
    const count = this.#inFlight.get(template) ?? { now: 0, most: 0 };
    count.now++;
    count.most = Math.min(MAX_SPARES, Math.max(count.most, count.now));
    this.#inFlight.set(template, count);
    return () => {
      count.now--;
    };
  }

  /** Moves a spare of `template` to `name` when one is ready and still exact; null otherwise. */
  async take(template: string, source: Database, name: string): Promise<TakenSpare | null> {
    const list = this.#spares.get(template);
    const spare = list?.shift();
    if (spare === undefined) return null;
    const exact = (await spare.ready) && spare.generation === source.generation && source.openConnections() === 0;
    if (exact) {
      this.#files.rename(spare.name, name);
      return { catalog: spare.catalog };
    }
    this.#files.remove(spare.name);
    // The template changed since: the other spares are stale too.
    await this.discard(template);
    return null;
  }

  /** Starts copies of `template` up to the number wanted, unless a connection is open on it. */
  prepare(template: string, source: Database): void {
    if (source.openConnections() > 0) return;
    const list = this.#spares.get(template) ?? [];
    this.#spares.set(template, list);
    // One more than the creates seen at once: the next CREATE finds one ready even when the copy
    // started by the previous one has not finished (a loaded machine, a large template).
    const wanted = Math.min(MAX_SPARES, (this.#inFlight.get(template)?.most ?? 1) + 1);
    while (list.length < wanted) {
      const name = spareName(template, this.#serial++);
      const ready = this.#files.copyInBackground(template, name).then(
        () => true,
        () => false,
      );
      list.push({ name, generation: source.generation, catalog: source.copyableCatalog(), ready });
    }
  }

  /** Removes the spares of `template` (DROP DATABASE of the template, or they went stale). */
  async discard(template: string): Promise<void> {
    const list = this.#spares.get(template);
    if (list === undefined) return;
    this.#spares.delete(template);
    await Promise.all(
      list.map(async (spare) => {
        await spare.ready;
        this.#files.remove(spare.name);
      }),
    );
  }

  /** Removes every spare (shutdown). */
  async discardAll(): Promise<void> {
    await Promise.all([...this.#spares.keys()].map((t) => this.discard(t)));
  }
}
