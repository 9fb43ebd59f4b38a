/** SQLITE_SHM_NLOCK: the WAL-index lock slots. */
const SHM_LOCKS = 8;

/** One connection's view of the WAL index of one database. */
interface Mapping {
  shared: Set<number>;
  exclusive: Set<number>;
}

/** The WAL index of one database: its regions (wasm heap addresses) and lock slots. */
interface WalIndex {
  regions: number[];
  mappings: Map<number, Mapping>;
  /** Readers per slot. */
  readers: number[];
  /** Exclusive holder per slot. */
  writers: (number | null)[];
}

/** What the shared memory needs from the wasm heap. */
export interface Heap {
  /** Allocates `size` zeroed bytes; returns the address. */
  allocZeroed(size: number): number;
  free(address: number): void;
}

/**
 * The WAL index ("-shm") of every database of one wasm instance, kept in the wasm heap: all
 * connections run in the same instance, so one region is truly shared memory between them.
 * It is never written to disk: when the last connection unmaps it, it is freed, and the next
 * connection rebuilds it from the WAL file (SQLite's recovery), as after a crash of every process.
 * Hence one wasm instance must own a database file at a time (the server process does).
 */
export class SharedMemory {
  readonly #indexes = new Map<string, WalIndex>();
  readonly #heap: Heap;

  constructor(heap: Heap) {
    this.#heap = heap;
  }

  #index(path: string, owner: number): WalIndex {
    let index = this.#indexes.get(path);
    if (index === undefined) {
      index = { regions: [], mappings: new Map(), readers: new Array<number>(SHM_LOCKS).fill(0), writers: new Array<number | null>(SHM_LOCKS).fill(null) };
      this.#indexes.set(path, index);
    }
    if (!index.mappings.has(owner)) index.mappings.set(owner, { shared: new Set(), exclusive: new Set() });
    return index;
  }

  /** xShmMap: the address of region `region` (0 when it does not exist and `extend` is false). */
  map(path: string, owner: number, region: number, size: number, extend: boolean): number {
    const index = this.#index(path, owner);
    while (index.regions.length <= region) {
      if (!extend) return 0;
      index.regions.push(this.#heap.allocZeroed(size));
    }
    return index.regions[region] ?? 0;
  }

  /** xShmLock: false (SQLITE_BUSY) when the slots are held in a conflicting mode. */
  lock(path: string, owner: number, offset: number, n: number, exclusive: boolean): boolean {
    const index = this.#index(path, owner);
    const mine = index.mappings.get(owner) as Mapping;
    const slots = Array.from({ length: n }, (_, i) => offset + i);
    if (exclusive) {
      for (const s of slots) {
        const writer = index.writers[s] ?? null;
        if (writer !== null && writer !== owner) return false;
        if ((index.readers[s] ?? 0) - (mine.shared.has(s) ? 1 : 0) > 0) return false;
      }
      for (const s of slots) {
        index.writers[s] = owner;
        mine.exclusive.add(s);
      }
      return true;
    }
    for (const s of slots) {
      const writer = index.writers[s] ?? null;
      if (writer !== null && writer !== owner) return false;
    }
    for (const s of slots) {
      if (mine.shared.has(s)) continue;
      mine.shared.add(s);
      index.readers[s] = (index.readers[s] ?? 0) + 1;
    }
    return true;
  }

  /** xShmLock with SQLITE_SHM_UNLOCK. */
  unlock(path: string, owner: number, offset: number, n: number): void {
    const index = this.#indexes.get(path);
    const mine = index?.mappings.get(owner);
    if (index === undefined || mine === undefined) return;
    for (let s = offset; s < offset + n; s++) {
      if (mine.shared.delete(s)) index.readers[s] = (index.readers[s] ?? 1) - 1;
      if (mine.exclusive.delete(s)) index.writers[s] = null;
    }
  }

  /** xShmUnmap: drops the connection's locks; the last one out frees the regions. */
  unmap(path: string, owner: number): void {
    const index = this.#indexes.get(path);
    if (index === undefined || !index.mappings.has(owner)) return;
    this.unlock(path, owner, 0, SHM_LOCKS);
    index.mappings.delete(owner);
    if (index.mappings.size > 0) return;
    for (const address of index.regions) this.#heap.free(address);
    this.#indexes.delete(path);
  }
}
