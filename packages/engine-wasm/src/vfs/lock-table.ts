/** SQLite's file lock levels (sqlite3.h SQLITE_LOCK_*). */
export const LOCK_NONE = 0;
export const LOCK_SHARED = 1;
export const LOCK_RESERVED = 2;
export const LOCK_PENDING = 3;
export const LOCK_EXCLUSIVE = 4;

/** The lock state of one database file, over every connection of one wasm instance. */
interface FileLocks {
  /** Connections holding SHARED or more. */
  shared: number;
  /** The connection holding RESERVED, PENDING or EXCLUSIVE (one writer at a time). */
  writer: number | null;
  /** The writer asked for EXCLUSIVE: no new SHARED locks until it has it (or gives up). */
  pending: boolean;
  exclusive: boolean;
}

/**
 * SQLite's POSIX locking protocol (os_unix.c unixLock/unixUnlock) between the connections of
 * one process: SHARED readers, one RESERVED writer, PENDING blocking new readers, EXCLUSIVE.
 * A lock that cannot be had is SQLITE_BUSY at once (returned as false); nobody waits here.
 * Connections are identified by a number (their sqlite3_file pointer).
 */
export class LockTable {
  readonly #files = new Map<string, FileLocks>();
  readonly #held = new Map<number, number>();

  #locks(path: string): FileLocks {
    let locks = this.#files.get(path);
    if (locks === undefined) {
      locks = { shared: 0, writer: null, pending: false, exclusive: false };
      this.#files.set(path, locks);
    }
    return locks;
  }

  level(owner: number): number {
    return this.#held.get(owner) ?? LOCK_NONE;
  }

  /** Raises `owner`'s lock on `path` to `level`; false (SQLITE_BUSY) when another connection's lock forbids it. */
  lock(path: string, owner: number, level: number): boolean {
    const held = this.level(owner);
    if (held >= level) return true;
    const locks = this.#locks(path);
    if (level === LOCK_SHARED) {
      if (locks.pending || locks.exclusive) return false;
      locks.shared++;
      this.#held.set(owner, LOCK_SHARED);
      return true;
    }
    if (locks.writer !== null && locks.writer !== owner) return false;
    if (level === LOCK_RESERVED) {
      locks.writer = owner;
      this.#held.set(owner, LOCK_RESERVED);
      return true;
    }
    // EXCLUSIVE (through PENDING): only this connection may read or write.
    locks.writer = owner;
    locks.pending = true;
    if (locks.shared > 1) {
      this.#held.set(owner, LOCK_PENDING);
      return false;
    }
    locks.exclusive = true;
    this.#held.set(owner, LOCK_EXCLUSIVE);
    return true;
  }

  /** Lowers `owner`'s lock to SHARED or NONE. */
  unlock(path: string, owner: number, level: number): void {
    const held = this.level(owner);
    if (held <= level) return;
    const locks = this.#locks(path);
    if (held > LOCK_SHARED && locks.writer === owner) {
      locks.writer = null;
      locks.pending = false;
      locks.exclusive = false;
    }
    if (level === LOCK_NONE) {
      if (held >= LOCK_SHARED) locks.shared--;
      this.#held.delete(owner);
      if (locks.shared === 0 && locks.writer === null) this.#files.delete(path);
    } else {
      this.#held.set(owner, level);
    }
  }

  /** True when some connection other than `owner` holds RESERVED or more. */
  reservedByOther(path: string, owner: number): boolean {
    const writer = this.#files.get(path)?.writer ?? null;
    return writer !== null && writer !== owner;
  }
}
