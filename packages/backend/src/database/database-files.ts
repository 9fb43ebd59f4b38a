/**
 * Where the SQLite file of each database lives, and how database files are copied, renamed and
 * removed (CREATE/DROP DATABASE, template spares). The host implements it: the Node server over
 * a data directory (`<dataDir>/<name>.sqlite`) or a private temporary folder (memory mode).
 */
export interface DatabaseFiles {
  /** Path of the database file (the name is percent-encoded: it can never leave the folder). */
  pathOf(name: string): string;
  exists(name: string): boolean;
  /** File mode: the databases the folder holds (pg_database lists them before they are opened). */
  names?(): string[];
  /** Copies database `from` to `to` (main file, WAL if any, sequence side file). */
  copy(from: string, to: string): void;
  /** The same copy without blocking the thread (libuv's pool), for copies made ahead of time. */
  copyInBackground(from: string, to: string): Promise<void>;
  /** Renames database `from`'s files to `to` (replacing what `to` had). */
  rename(from: string, to: string): void;
  /** Deletes a database's files (main, WAL, shared memory, sequence side file). */
  remove(name: string): void;
  /**
   * The same removal without blocking the thread (DROP DATABASE answers before the files are
   * gone; the provider keeps the name unusable until this resolves). Optional: `remove` is used
   * where a host has no background file system calls.
   */
  removeInBackground?(name: string): Promise<void>;
  /**
   * Gives database `name`, which has no file yet, the initdb image's (initdb-image.ts: the catalog
   * already bootstrapped), so that its first connection does not run the bootstrap. False where
   * the host has no image (the first connection bootstraps). Optional.
   */
  seed?(name: string): boolean;
  /** Removes the temporary folder in memory mode; nothing in file mode. */
  dispose(): void;
}
