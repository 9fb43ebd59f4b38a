import type { FileStore, StoredFile } from './file-store.js';

/** The parts of the browser's OPFS API used here (lib.dom is not part of this package's types). */
interface SyncAccessHandle {
  read(into: Uint8Array, options: { at: number }): number;
  write(data: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
}
interface OpfsFile {
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
}
interface OpfsDirectory {
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<OpfsDirectory>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<OpfsFile>;
  keys(): AsyncIterable<string>;
}
declare const navigator: { storage: { getDirectory(): Promise<OpfsDirectory> } };
declare const TextEncoder: new () => { encode(s: string): Uint8Array };
declare const TextDecoder: new () => { decode(b: Uint8Array): string };

/** Bytes before a slot's data: magic, path length, the path in UTF-8. */
const HEADER = 4096;
const MAGIC = 0x50475351; // 'PGSQ'
const SLOT_PREFIX = 'slot-';

/** Options of {@link opfsFileStore}. */
export interface OpfsFileStoreOptions {
  /** Empty slots kept open ahead (a database with its WAL and sequence files takes 4–5). Default 12. */
  spares?: number;
}

/** The FileStore plus what its owner needs: release the handles (another tab can then open it). */
export interface OpfsFileStore extends FileStore {
  /** Paths of the files stored. */
  paths(): string[];
  close(): void;
}

interface Slot {
  name: string;
  handle: SyncAccessHandle;
  path: string | null;
}

/**
 * A FileStore in the Origin Private File System, for a dedicated Worker (sync access handles are
 * only available there). SQLite opens files synchronously while OPFS creates them asynchronously,
 * so files live in a pool of slot files opened ahead (`<dir>/slot-<n>`, each with a header naming
 * the path it holds); a new file takes a spare slot at once and the pool is topped up in the
 * background. Each slot's sync access handle is exclusive: one tab owns the storage at a time
 * (a second one fails to open it).
 * @param name the storage's name (`storage: 'opfs:<name>'`): directory `pgsqlite-<name>` in OPFS
 */
export async function opfsFileStore(name: string, options: OpfsFileStoreOptions = {}): Promise<OpfsFileStore> {
  const spareTarget = options.spares ?? 12;
  const root = await navigator.storage.getDirectory();
  const dir = await root.getDirectoryHandle(`pgsqlite-${name}`, { create: true });
  const slots: Slot[] = [];
  const byPath = new Map<string, Slot>();
  const free: Slot[] = [];
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let nextIndex = 0;
  let closed = false;
  let topping: Promise<void> | null = null;

  const readPath = (handle: SyncAccessHandle): string | null => {
    if (handle.getSize() < HEADER) return null;
    const head = new Uint8Array(HEADER);
    handle.read(head, { at: 0 });
    const view = new DataView(head.buffer);
    if (view.getUint32(0) !== MAGIC) return null;
    const length = view.getUint32(4);
    return length === 0 || length > HEADER - 8 ? null : decoder.decode(head.subarray(8, 8 + length));
  };
  const writePath = (slot: Slot, path: string | null): void => {
    const head = new Uint8Array(HEADER);
    const bytes = path === null ? new Uint8Array(0) : encoder.encode(path);
    if (bytes.length > HEADER - 8) throw new Error(`path too long for OPFS storage: ${path ?? ''}`);
    const view = new DataView(head.buffer);
    view.setUint32(0, MAGIC);
    view.setUint32(4, bytes.length);
    head.set(bytes, 8);
    slot.handle.write(head, { at: 0 });
    slot.handle.flush();
    slot.path = path;
  };
  const addSlot = async (slotName: string): Promise<Slot> => {
    const handle = await (await dir.getFileHandle(slotName, { create: true })).createSyncAccessHandle();
    const slot: Slot = { name: slotName, handle, path: readPath(handle) };
    slots.push(slot);
    if (slot.path === null) {
      if (handle.getSize() < HEADER) writePath(slot, null);
      free.push(slot);
    } else {
      byPath.set(slot.path, slot);
    }
    return slot;
  };
  const topUp = (): void => {
    topping ??= (async () => {
      while (!closed && free.length < spareTarget) await addSlot(`${SLOT_PREFIX}${nextIndex++}`);
    })().finally(() => {
      topping = null;
    });
  };

  for await (const key of dir.keys()) {
    if (!key.startsWith(SLOT_PREFIX)) continue;
    nextIndex = Math.max(nextIndex, Number(key.slice(SLOT_PREFIX.length)) + 1);
    await addSlot(key);
  }
  topUp();
  await topping;

  const fileOf = (slot: Slot): StoredFile => ({
    read: (into, offset) => slot.handle.read(into, { at: HEADER + offset }),
    write(data, offset) {
      let done = 0;
      while (done < data.length) done += slot.handle.write(data.subarray(done), { at: HEADER + offset + done });
    },
    truncate: (size) => slot.handle.truncate(HEADER + size),
    size: () => Math.max(0, slot.handle.getSize() - HEADER),
    sync: () => slot.handle.flush(),
    close() {},
  });

  return {
    open(path, openOptions) {
      if (closed) throw new Error('OPFS storage is closed');
      const known = byPath.get(path);
      if (known !== undefined) return fileOf(known);
      if (!openOptions.create || openOptions.readonly) return null;
      const slot = free.shift();
      topUp();
      if (slot === undefined) throw new Error('OPFS storage: no free file slot yet (the pool is being extended)');
      slot.handle.truncate(HEADER);
      writePath(slot, path);
      byPath.set(path, slot);
      return fileOf(slot);
    },
    exists: (path) => byPath.has(path),
    remove(path) {
      const slot = byPath.get(path);
      if (slot === undefined) return;
      byPath.delete(path);
      slot.handle.truncate(HEADER);
      writePath(slot, null);
      free.push(slot);
    },
    paths: () => [...byPath.keys()],
    close() {
      if (closed) return;
      closed = true;
      for (const slot of slots) slot.handle.close();
    },
  };
}

/** Where the browser entry keeps databases: `'memory'` or `'opfs:<name>'`. */
export type WasmStorage = 'memory' | `opfs:${string}`;
