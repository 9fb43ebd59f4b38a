import type { DatabaseFiles } from '@pgsqlite/backend';
import type { FileStore } from '@pgsqlite/engine-wasm';

/** The files of one database: main, its WAL, and the sequence side store with its WAL. */
const SUFFIXES = ['', '-wal', '-seq', '-seq-wal'] as const;

/**
 * DatabaseFiles over the WebAssembly engine's FileStore (memory, or memory mirrored to OPFS):
 * database `name` is `/<name>.sqlite` (percent-encoded, so it stays one file name).
 */
export function storeFiles(store: FileStore, listNames: () => string[]): DatabaseFiles {
  const pathOf = (name: string): string => `/${encodeURIComponent(name)}.sqlite`;
  const copy = (from: string, to: string): void => {
    for (const s of SUFFIXES) {
      const target = pathOf(to) + s;
      store.remove(target);
      const source = store.open(pathOf(from) + s, { create: false, readonly: true });
      if (source === null) continue;
      const bytes = new Uint8Array(source.size());
      source.read(bytes, 0);
      source.close();
      const out = store.open(target, { create: true, readonly: false });
      if (out === null) continue;
      out.write(bytes, 0);
      out.sync();
      out.close();
    }
  };
  const remove = (name: string): void => {
    for (const s of SUFFIXES) store.remove(pathOf(name) + s);
  };
  return {
    pathOf,
    exists: (name) => store.exists(pathOf(name)),
    names: listNames,
    copy,
    copyInBackground: async (from, to) => copy(from, to),
    rename: (from, to) => {
      copy(from, to);
      remove(from);
    },
    remove,
    dispose: () => undefined,
  };
}

/** Database names of store paths (`/<name>.sqlite`), for a store that can list its files. */
export function databaseNames(paths: Iterable<string>): string[] {
  const out: string[] = [];
  for (const p of paths) if (p.startsWith('/') && p.endsWith('.sqlite')) out.push(decodeURIComponent(p.slice(1, -'.sqlite'.length)));
  return out;
}
