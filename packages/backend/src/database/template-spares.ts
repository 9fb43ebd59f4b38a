import type { DatabaseFiles } from './database-files.js';
import type { Database } from './database-handle.js';

/** Internal name of the spare copy of `template` (a database name cannot contain NUL). */
const spareName = (template: string): string => `\u0000spare\u0000${template}`;

interface Spare {
  /** The template's Database.generation when the copy started. */
  generation: number;
  /** Resolves to whether the copy completed. */
  ready: Promise<boolean>;
}

/**
 * Makes a repeated CREATE DATABASE … TEMPLATE t (a database per test, Prisma's shadow database)
 * cost a rename instead of a copy: after each copy of t, the next one is made in the background
 * (off the thread, while t has no connection open); the next CREATE moves it into place when t
 * has not been opened since (Database.generation), else discards it and copies as before.
 */
export class TemplateSpares {
  readonly #spares = new Map<string, Spare>();
  readonly #files: DatabaseFiles;

  constructor(files: DatabaseFiles) {
    this.#files = files;
  }

  /** Moves the spare of `template` to `name` when it is ready and still exact; false otherwise. */
  async take(template: string, source: Database, name: string): Promise<boolean> {
    const spare = this.#spares.get(template);
    if (spare === undefined) return false;
    this.#spares.delete(template);
    const exact = (await spare.ready) && spare.generation === source.generation && source.openConnections() === 0;
    if (exact) this.#files.rename(spareName(template), name);
    else this.#files.remove(spareName(template));
    return exact;
  }

  /** Starts the next copy of `template`, unless one exists or a connection is open on it. */
  prepare(template: string, source: Database): void {
    if (this.#spares.has(template) || source.openConnections() > 0) return;
    const ready = this.#files.copyInBackground(template, spareName(template)).then(
      () => true,
      () => false,
    );
    this.#spares.set(template, { generation: source.generation, ready });
  }

  /** Removes the spare of `template` (DROP DATABASE of the template). */
  async discard(template: string): Promise<void> {
    const spare = this.#spares.get(template);
    if (spare === undefined) return;
    this.#spares.delete(template);
    await spare.ready;
    this.#files.remove(spareName(template));
  }

  /** Removes every spare (shutdown). */
  async discardAll(): Promise<void> {
    await Promise.all([...this.#spares.keys()].map((t) => this.discard(t)));
  }
}
