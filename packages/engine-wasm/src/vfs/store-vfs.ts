import type { Ptr, SqliteModule, SqliteStruct } from '../sqlite-api.js';
import { memoryFileStore, type FileStore, type StoredFile } from './file-store.js';
import { LOCK_NONE, LockTable } from './lock-table.js';
import { SharedMemory } from './shared-memory.js';

/** sqlite3.h constants the VFS needs (fixed by SQLite's ABI). */
const SQLITE_OK = 0;
const SQLITE_BUSY = 5;
const SQLITE_NOTFOUND = 12;
const SQLITE_CANTOPEN = 14;
const SQLITE_IOERR = 10;
const SQLITE_IOERR_READ = 266;
const SQLITE_IOERR_SHORT_READ = 522;
const SQLITE_IOERR_WRITE = 778;
const SQLITE_IOERR_FSYNC = 1034;
const SQLITE_IOERR_TRUNCATE = 1546;
const SQLITE_IOERR_FSTAT = 1802;
const SQLITE_IOERR_DELETE = 2570;
const SQLITE_IOERR_SHMMAP = 5386;
const SQLITE_OPEN_READONLY = 0x1;
const SQLITE_OPEN_CREATE = 0x4;
const SQLITE_OPEN_DELETEONCLOSE = 0x8;
const SQLITE_SHM_UNLOCK = 1;
const SQLITE_SHM_EXCLUSIVE = 8;
const SQLITE_IOCAP_POWERSAFE_OVERWRITE = 0x1000;
const SECTOR_SIZE = 4096;

interface OpenFile {
  path: string;
  file: StoredFile;
  deleteOnClose: boolean;
  store: FileStore;
}

/**
 * Registers a VFS named `name` in `sqlite3` that keeps file bytes in `store` and does locking
 * and the WAL index in this instance (LockTable, SharedMemory): WAL mode with any number of
 * connections, readers on snapshots, one writer, SQLITE_BUSY at once instead of waiting. Files
 * SQLite opens without a name (temporary files) live in a private memory store.
 */
export function installStoreVfs(sqlite3: SqliteModule, name: string, store: FileStore): void {
  const { capi, wasm } = sqlite3;
  const files = new Map<Ptr, OpenFile>();
  const locks = new LockTable();
  const shm = new SharedMemory({
    allocZeroed(size) {
      const p = wasm.alloc(size);
      wasm.heap8u().fill(0, p, p + size);
      return p;
    },
    free: (p) => wasm.dealloc(p),
  });
  const scratch = memoryFileStore();
  let tempCounter = 0;
  let lastError: unknown = null;

  const fail = (e: unknown, rc: number): number => {
    lastError = e;
    return rc;
  };
  const fileOf = (pFile: Ptr): OpenFile => {
    const f = files.get(pFile);
    if (f === undefined) throw new Error(`no open file at ${pFile}`);
    return f;
  };

  const io = new capi.sqlite3_io_methods();
  io.$iVersion = 2;
  const ioMethods = {
    xClose(pFile: Ptr): number {
      const f = files.get(pFile);
      if (f === undefined) return SQLITE_OK;
      files.delete(pFile);
      locks.unlock(f.path, pFile, LOCK_NONE);
      shm.unmap(f.path, pFile);
      try {
        f.file.close();
        if (f.deleteOnClose) f.store.remove(f.path);
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR);
      }
    },
    xRead(pFile: Ptr, pDest: Ptr, n: number, offset: bigint): number {
      try {
        const into = wasm.heap8u().subarray(pDest, pDest + n);
        const read = fileOf(pFile).file.read(into, Number(offset));
        if (read < n) {
          into.fill(0, read);
          return SQLITE_IOERR_SHORT_READ;
        }
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR_READ);
      }
    },
    xWrite(pFile: Ptr, pSrc: Ptr, n: number, offset: bigint): number {
      try {
        fileOf(pFile).file.write(wasm.heap8u().subarray(pSrc, pSrc + n), Number(offset));
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR_WRITE);
      }
    },
    xTruncate(pFile: Ptr, size: bigint): number {
      try {
        fileOf(pFile).file.truncate(Number(size));
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR_TRUNCATE);
      }
    },
    xSync(pFile: Ptr): number {
      try {
        fileOf(pFile).file.sync();
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR_FSYNC);
      }
    },
    xFileSize(pFile: Ptr, pOut: Ptr): number {
      try {
        wasm.poke64(pOut, BigInt(fileOf(pFile).file.size()));
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR_FSTAT);
      }
    },
    xLock(pFile: Ptr, level: number): number {
      const f = files.get(pFile);
      if (f === undefined) return SQLITE_IOERR;
      return locks.lock(f.path, pFile, level) ? SQLITE_OK : SQLITE_BUSY;
    },
    xUnlock(pFile: Ptr, level: number): number {
      const f = files.get(pFile);
      if (f !== undefined) locks.unlock(f.path, pFile, level);
      return SQLITE_OK;
    },
    xCheckReservedLock(pFile: Ptr, pOut: Ptr): number {
      const f = files.get(pFile);
      wasm.poke32(pOut, f !== undefined && locks.reservedByOther(f.path, pFile) ? 1 : 0);
      return SQLITE_OK;
    },
    xFileControl: (): number => SQLITE_NOTFOUND,
    xSectorSize: (): number => SECTOR_SIZE,
    xDeviceCharacteristics: (): number => SQLITE_IOCAP_POWERSAFE_OVERWRITE,
    xShmMap(pFile: Ptr, region: number, size: number, extend: number, pp: Ptr): number {
      try {
        wasm.pokePtr(pp, shm.map(fileOf(pFile).path, pFile, region, size, extend !== 0));
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR_SHMMAP);
      }
    },
    xShmLock(pFile: Ptr, offset: number, n: number, flags: number): number {
      const f = files.get(pFile);
      if (f === undefined) return SQLITE_IOERR;
      if (flags & SQLITE_SHM_UNLOCK) {
        shm.unlock(f.path, pFile, offset, n);
        return SQLITE_OK;
      }
      return shm.lock(f.path, pFile, offset, n, (flags & SQLITE_SHM_EXCLUSIVE) !== 0) ? SQLITE_OK : SQLITE_BUSY;
    },
    // One thread: every write to the region is visible to the next read.
    xShmBarrier: (): void => {},
    xShmUnmap(pFile: Ptr): number {
      const f = files.get(pFile);
      if (f !== undefined) shm.unmap(f.path, pFile);
      return SQLITE_OK;
    },
  };
  sqlite3.vfs.installVfs({ io: { struct: io, methods: ioMethods as unknown as Record<string, (...args: never[]) => number> } });

  const vfs = new capi.sqlite3_vfs();
  const defaultVfs = new capi.sqlite3_vfs(capi.sqlite3_vfs_find(null));
  vfs.$iVersion = 2;
  vfs.$szOsFile = capi.sqlite3_file.structInfo.sizeof;
  vfs.$mxPathname = 1024;
  vfs.$xRandomness = defaultVfs.$xRandomness;
  vfs.$xSleep = defaultVfs.$xSleep;
  defaultVfs.dispose();
  const vfsMethods = {
    xOpen(_pVfs: Ptr, zName: Ptr, pFile: Ptr, flags: number, pOutFlags: Ptr): number {
      try {
        const named = zName !== 0 && wasm.heap8u()[zName] !== 0;
        const path = named ? wasm.cstrToJs(zName) : `/temp/${++tempCounter}`;
        const where = named ? store : scratch;
        const readonly = (flags & SQLITE_OPEN_READONLY) !== 0;
        const file = where.open(path, { create: (flags & SQLITE_OPEN_CREATE) !== 0 || !named, readonly });
        if (file === null) return SQLITE_CANTOPEN;
        files.set(pFile, { path, file, deleteOnClose: !named || (flags & SQLITE_OPEN_DELETEONCLOSE) !== 0, store: where });
        const handle: SqliteStruct = new capi.sqlite3_file(pFile);
        handle.$pMethods = io.pointer;
        handle.dispose();
        if (pOutFlags !== 0) wasm.poke32(pOutFlags, flags);
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_CANTOPEN);
      }
    },
    xDelete(_pVfs: Ptr, zName: Ptr): number {
      try {
        store.remove(wasm.cstrToJs(zName));
        return SQLITE_OK;
      } catch (e) {
        return fail(e, SQLITE_IOERR_DELETE);
      }
    },
    xAccess(_pVfs: Ptr, zName: Ptr, _flags: number, pOut: Ptr): number {
      try {
        wasm.poke32(pOut, store.exists(wasm.cstrToJs(zName)) ? 1 : 0);
      } catch {
        wasm.poke32(pOut, 0);
      }
      return SQLITE_OK;
    },
    xFullPathname(_pVfs: Ptr, zName: Ptr, nOut: number, pOut: Ptr): number {
      return wasm.cstrncpy(pOut, zName, nOut) < nOut ? SQLITE_OK : SQLITE_CANTOPEN;
    },
    xCurrentTime(_pVfs: Ptr, pOut: Ptr): number {
      new DataView(wasm.heap8u().buffer).setFloat64(pOut, 2440587.5 + Date.now() / 864e5, true);
      return SQLITE_OK;
    },
    xCurrentTimeInt64(_pVfs: Ptr, pOut: Ptr): number {
      wasm.poke64(pOut, 210866760000000n + BigInt(Date.now()));
      return SQLITE_OK;
    },
    xGetLastError(_pVfs: Ptr, nOut: number, pOut: Ptr): number {
      if (lastError === null || nOut <= 0) return SQLITE_OK;
      const [message, length] = wasm.allocCString(lastError instanceof Error ? lastError.message : String(lastError), true);
      const n = Math.min(length, nOut - 1);
      const heap = wasm.heap8u();
      heap.copyWithin(pOut, message, message + n);
      heap[pOut + n] = 0;
      wasm.dealloc(message);
      lastError = null;
      return SQLITE_OK;
    },
  };
  sqlite3.vfs.installVfs({ vfs: { struct: vfs, methods: vfsMethods as unknown as Record<string, (...args: never[]) => number>, name } });
}
