import { memoryFileStore, type FileStore } from './file-store.js';
import { opfsFileStore, type WasmStorage } from './opfs-file-store.js';

/**
 * The FileStore for a browser entry's `storage` option: `'memory'` keeps databases in this
 * worker's heap (gone on reload); `'opfs:<name>'` keeps them in the Origin Private File System
 * under `pgsqlite-<name>` (survives reloads; dedicated Worker only).
 */
export async function openFileStore(storage: WasmStorage): Promise<FileStore & { close?(): void }> {
  if (storage === 'memory') return memoryFileStore();
  if (storage.startsWith('opfs:') && storage.length > 'opfs:'.length) return opfsFileStore(storage.slice('opfs:'.length));
  throw new Error(`unknown storage "${String(storage)}": use 'memory' or 'opfs:<name>'`);
}
