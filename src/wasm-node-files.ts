import { closeSync, existsSync, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import type { FileStore, StoredFile } from '@pgsqlite/engine-wasm';

/**
 * The wasm engine's FileStore over Node's file system: database files are ordinary files (the
 * same ones the native engine would use), read and written synchronously with positional I/O.
 */
export function nodeFileStore(): FileStore {
  return {
    open(path, options): StoredFile | null {
      let fd: number;
      try {
        fd = openSync(path, options.readonly ? 'r' : options.create ? (existsSync(path) ? 'r+' : 'w+') : 'r+');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
      return {
        read(into, offset) {
          let done = 0;
          while (done < into.length) {
            const n = readSync(fd, into, done, into.length - done, offset + done);
            if (n === 0) break;
            done += n;
          }
          return done;
        },
        write(data, offset) {
          let done = 0;
          while (done < data.length) done += writeSync(fd, data, done, data.length - done, offset + done);
        },
        truncate: (size) => ftruncateSync(fd, size),
        size: () => fstatSync(fd).size,
        sync: () => fsyncSync(fd),
        close: () => closeSync(fd),
      };
    },
    exists: (path) => existsSync(path),
    remove: (path) => rmSync(path, { force: true }),
  };
}
