// Test-only: DatabaseFiles over a temporary folder of this machine, for hosts run in Node.
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseFiles } from '@pgsqlite/backend';

const SIDE = ['', '-wal', '-shm', '-seq'];

export function tempFiles(): DatabaseFiles & { dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-browser-'));
  const pathOf = (name: string): string => join(dir, `${encodeURIComponent(name)}.sqlite`);
  return {
    dir,
    pathOf,
    exists: (name) => existsSync(pathOf(name)),
    copy: (from, to) => {
      for (const s of SIDE) if (existsSync(pathOf(from) + s)) copyFileSync(pathOf(from) + s, pathOf(to) + s);
    },
    copyInBackground: async (from, to) => {
      for (const s of SIDE) if (existsSync(pathOf(from) + s)) await copyFile(pathOf(from) + s, pathOf(to) + s);
    },
    rename: (from, to) => {
      for (const s of SIDE) if (existsSync(pathOf(from) + s)) renameSync(pathOf(from) + s, pathOf(to) + s);
    },
    remove: (name) => {
      for (const s of SIDE) rmSync(pathOf(name) + s, { force: true });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
