import { memoryFileStore, type FileStore, type StoredFile } from '@pgsqlite/engine-wasm';
import { DatabaseError } from '../client/database-error.js';

/** A FileStore in memory whose files are kept in the origin private file system (OPFS). */
export interface MirroredStore extends FileStore {
  /** Paths of every file the store holds. */
  paths(): string[];
  /** Writes the files changed since the last call to OPFS (and deletes removed ones). */
  persist(): Promise<void>;
  /** Lets another tab open the storage. */
  release(): void;
}

/**
 * Opens storage `name`: takes the tab-wide lock of that name (a second tab gets 55006 instead of
 * two writers on one file), loads its files from OPFS into memory, and returns a store that the
 * worker persists after every answer, before the page sees it: a COMMIT the page was told about
 * is in OPFS. SQLite works on the memory copy synchronously; OPFS is written asynchronously,
 * whole files at a time (createWritable: each file is replaced atomically).
 */
export async function openOpfsMirror(name: string): Promise<MirroredStore> {
  const release = await exclusiveLock(`pgsqlite:${name}`);
  const root = await navigator.storage.getDirectory();
  const dir = await root.getDirectoryHandle(`pgsqlite-${encodeURIComponent(name)}`, { create: true });
  const inner = memoryFileStore();
  const known = new Set<string>();
  const dirty = new Set<string>();
  const removed = new Set<string>();
  for await (const [file, handle] of dir.entries()) {
    if (handle.kind !== 'file') continue;
    const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
    const path = `/${file}`;
    const f = inner.open(path, { create: true, readonly: false });
    if (f === null) continue;
    f.write(bytes, 0);
    f.close();
    known.add(path);
  }
  const track = (path: string, file: StoredFile): StoredFile => ({
    read: (into, offset) => file.read(into, offset),
    write: (data, offset) => {
      dirty.add(path);
      file.write(data, offset);
    },
    truncate: (size) => {
      dirty.add(path);
      file.truncate(size);
    },
    size: () => file.size(),
    sync: () => file.sync(),
    close: () => file.close(),
  });
  return {
    open(path, options) {
      const file = inner.open(path, options);
      if (file === null) return null;
      if (!known.has(path)) {
        known.add(path);
        dirty.add(path);
        removed.delete(path);
      }
      return track(path, file);
    },
    exists: (path) => inner.exists(path),
    remove(path) {
      inner.remove(path);
      if (known.delete(path)) removed.add(path);
      dirty.delete(path);
    },
    paths: () => [...known],
    async persist() {
      const writes = [...dirty];
      dirty.clear();
      for (const path of writes) {
        const file = inner.open(path, { create: false, readonly: true });
        if (file === null) continue;
        const bytes = new Uint8Array(file.size());
        file.read(bytes, 0);
        file.close();
        const handle = await dir.getFileHandle(path.slice(1), { create: true });
        const out = await handle.createWritable();
        await out.write(bytes);
        await out.close();
      }
      for (const path of [...removed]) {
        removed.delete(path);
        await dir.removeEntry(path.slice(1)).catch(() => undefined);
      }
    },
    release,
  };
}

/** Holds the Web Lock `key` until the returned function is called; 55006 when another tab holds it. */
async function exclusiveLock(key: string): Promise<() => void> {
  if (typeof navigator.locks === 'undefined') return () => undefined;
  let release = (): void => undefined;
  const held = await new Promise<boolean>((resolve) => {
    void navigator.locks.request(key, { ifAvailable: true }, (lock) => {
      if (lock === null) {
        resolve(false);
        return undefined;
      }
      resolve(true);
      return new Promise<void>((done) => (release = done));
    });
  });
  if (!held) throw new DatabaseError({ C: '55006', S: 'FATAL', M: `database storage "${key.slice('pgsqlite:'.length)}" is open in another tab` });
  return release;
}
