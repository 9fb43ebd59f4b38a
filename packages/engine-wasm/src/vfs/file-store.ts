/**
 * Where the bytes of database files live: the one thing the wasm engine's VFS needs from its
 * host. Synchronous, like SQLite's own I/O. Node injects one over the real file system (the
 * server's data directory), a browser worker one over OPFS sync access handles; `memoryFileStore`
 * keeps everything in this JavaScript heap. Locking and WAL shared memory are not the store's
 * business: the VFS keeps them for every connection of one wasm instance (see store-vfs.ts).
 */
export interface FileStore {
  /** Opens `path`; null when it does not exist and `create` is false. */
  open(path: string, options: { create: boolean; readonly: boolean }): StoredFile | null;
  exists(path: string): boolean;
  /** Removes `path`; a missing file is not an error. */
  remove(path: string): void;
}

/** One open file. Offsets and sizes are byte counts (files stay below 2^53 bytes). */
export interface StoredFile {
  /** Reads into `into` from `offset`; returns the bytes read (fewer at the end of the file). */
  read(into: Uint8Array, offset: number): number;
  write(data: Uint8Array, offset: number): void;
  truncate(size: number): void;
  size(): number;
  /** Makes what was written durable (fsync). */
  sync(): void;
  close(): void;
}

/** A growable byte buffer shared by every handle on one memory file. */
interface MemoryFile {
  bytes: Uint8Array;
  length: number;
}

/**
 * A FileStore in this JavaScript heap: databases live as long as the store (a browser's
 * `storage: 'memory'`, tests). Every connection of the engine sees the same files, so WAL,
 * snapshots and locking behave as with files on disk.
 */
export function memoryFileStore(): FileStore {
  const files = new Map<string, MemoryFile>();
  return {
    open(path, options) {
      let file = files.get(path);
      if (file === undefined) {
        if (!options.create) return null;
        file = { bytes: new Uint8Array(0), length: 0 };
        files.set(path, file);
      }
      const f = file;
      return {
        read(into, offset) {
          const n = Math.max(0, Math.min(into.length, f.length - offset));
          if (n > 0) into.set(f.bytes.subarray(offset, offset + n));
          return n;
        },
        write(data, offset) {
          const end = offset + data.length;
          if (end > f.bytes.length) {
            const grown = new Uint8Array(Math.max(end, f.bytes.length * 2, 64 * 1024));
            grown.set(f.bytes.subarray(0, f.length));
            f.bytes = grown;
          }
          f.bytes.set(data, offset);
          f.length = Math.max(f.length, end);
        },
        truncate(size) {
          if (size < f.length) f.bytes.fill(0, size, f.length);
          else if (size > f.bytes.length) {
            const grown = new Uint8Array(size);
            grown.set(f.bytes.subarray(0, f.length));
            f.bytes = grown;
          }
          f.length = size;
        },
        size: () => f.length,
        sync() {},
        close() {},
      };
    },
    exists: (path) => files.has(path),
    remove(path) {
      files.delete(path);
    },
  };
}
