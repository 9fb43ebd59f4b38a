import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { copyFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseFiles } from '@pgsqlite/backend';
import { createTempFolder, removeTempFolder, sweepStaleFolders } from './temp-folders.js';

/**
 * Where the initdb image is (a database file with the catalog bootstrapped, made at build time):
 * asked for when a database is first created, null when there is none for this build.
 */
export type InitdbImage = () => string | null;

/** Files of a data directory given by the user (created if missing). */
export function dataDirFiles(dataDir: string, image: InitdbImage | null = null): DatabaseFiles {
  let created = false;
  return {
    pathOf(name) {
      if (!created) {
        mkdirSync(dataDir, { recursive: true });
        created = true;
      }
      return join(dataDir, fileName(name));
    },
    exists(name) {
      return existsSync(join(dataDir, fileName(name)));
    },
    names() {
      if (!existsSync(dataDir)) return [];
      const files = readdirSync(dataDir).filter((f) => f.endsWith('.sqlite'));
      return files.map((f) => decodeURIComponent(f.slice(0, -'.sqlite'.length))).filter((n) => !n.includes('\u0000'));
    },
    copy(from, to) {
      copyDatabase(join(dataDir, fileName(from)), join(dataDir, fileName(to)));
    },
    copyInBackground(from, to) {
      return copyDatabaseAsync(join(dataDir, fileName(from)), join(dataDir, fileName(to)));
    },
    rename(from, to) {
      renameDatabase(join(dataDir, fileName(from)), join(dataDir, fileName(to)));
    },
    remove(name) {
      removeDatabase(join(dataDir, fileName(name)));
    },
    removeInBackground(name) {
      return removeDatabaseAsync(join(dataDir, fileName(name)));
    },
    seed(name) {
      return seedDatabase(image, this.pathOf(name));
    },
    dispose() {},
  };
}

/** Files of in-memory mode: WAL databases in a temporary folder (temp-folders.ts) removed at close. */
export function temporaryFiles(image: InitdbImage | null = null): DatabaseFiles {
  // Right after start-up rather than before it: the server listens first (removing a crashed
  // server's databases can take a while); this process's own folder is made later, on first use.
  setImmediate(sweepStaleFolders);
  let dir: string | null = null;
  const folder = (): string => {
    dir ??= createTempFolder();
    return dir;
  };
  return {
    pathOf(name) {
      return join(folder(), fileName(name));
    },
    exists(name) {
      return dir !== null && existsSync(join(dir, fileName(name)));
    },
    copy(from, to) {
      copyDatabase(join(folder(), fileName(from)), join(folder(), fileName(to)));
    },
    copyInBackground(from, to) {
      return copyDatabaseAsync(join(folder(), fileName(from)), join(folder(), fileName(to)));
    },
    rename(from, to) {
      renameDatabase(join(folder(), fileName(from)), join(folder(), fileName(to)));
    },
    remove(name) {
      if (dir !== null) removeDatabase(join(dir, fileName(name)));
    },
    async removeInBackground(name) {
      if (dir !== null) await removeDatabaseAsync(join(dir, fileName(name)));
    },
    seed(name) {
      return seedDatabase(image, join(folder(), fileName(name)));
    },
    dispose() {
      if (dir !== null) removeTempFolder(dir);
      dir = null;
    },
  };
}

/** Suffixes of the files SQLite and the sequence store keep next to a database file. */
const COMPANIONS = ['-wal', '-shm', '-seq', '-seq-wal', '-seq-shm'];

/**
 * Copies a database file and what belongs to it (the caller checkpointed the WAL under the
 * write lock; a WAL still present is copied with it and recovered on open). -shm is never
 * copied: SQLite rebuilds it.
 */
function copyDatabase(from: string, to: string): void {
  removeDatabase(to);
  // FICLONE: a copy-on-write clone where the file system has them (btrfs, XFS, APFS), else a copy.
  copyFileSync(from, to, constants.COPYFILE_FICLONE);
  for (const suffix of COPIED) {
    if (existsSync(from + suffix)) copyFileSync(from + suffix, to + suffix, constants.COPYFILE_FICLONE);
  }
}

/** Puts the initdb image at `to` (a database that has no file yet); false when there is no image. */
function seedDatabase(image: InitdbImage | null, to: string): boolean {
  const from = image?.() ?? null;
  if (from === null) return false;
  copyDatabase(from, to);
  return true;
}

/** Suffixes copied with the main file (-shm is rebuilt by SQLite). */
const COPIED = ['-wal', '-seq', '-seq-wal'];

/**
 * The same copy without a synchronous file system call: it runs beside the sockets' thread
 * (spares are made right after a CREATE DATABASE answered, while tests run).
 */
async function copyDatabaseAsync(from: string, to: string): Promise<void> {
  // Nothing may write the files meanwhile (the caller made sure): a copy during which they changed
  // anyway — a main file from before a checkpoint beside no WAL — is made again, never kept.
  for (let attempt = 1; ; attempt++) {
    const before = await filesState(from);
    await removeDatabaseAsync(to);
    await copyFile(from, to, constants.COPYFILE_FICLONE);
    for (const suffix of COPIED) {
      await copyFile(from + suffix, to + suffix, constants.COPYFILE_FICLONE).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
    }
    if ((await filesState(from)) === before) return;
    if (attempt === COPY_ATTEMPTS) {
      await removeDatabaseAsync(to);
      throw new Error(`the files of ${from} changed while they were copied`);
    }
  }
}

const COPY_ATTEMPTS = 5;

/** Size and modification time of a database's copied files, as one string (equal: unchanged). */
async function filesState(path: string): Promise<string> {
  const parts = await Promise.all(
    [path, ...COPIED.map((suffix) => path + suffix)].map((p) =>
      stat(p, { bigint: true }).then(
        (s) => `${s.size}:${s.mtimeNs}`,
        () => '-',
      ),
    ),
  );
  return parts.join(' ');
}

/** Moves a database's files (rename is atomic and O(1) within one folder). */
function renameDatabase(from: string, to: string): void {
  removeDatabase(to);
  renameSync(from, to);
  for (const suffix of COPIED) {
    if (existsSync(from + suffix)) renameSync(from + suffix, to + suffix);
  }
}

function removeDatabase(path: string): void {
  rmSync(path, { force: true });
  for (const suffix of COMPANIONS) rmSync(path + suffix, { force: true });
}

/** removeDatabase through fs/promises. */
async function removeDatabaseAsync(path: string): Promise<void> {
  await Promise.all([path, ...COMPANIONS.map((suffix) => path + suffix)].map((p) => rm(p, { force: true })));
}

/**
 * File name of a database. Database names may contain any character; percent-encoding keeps
 * `/`, `\` and NUL out of the path, and the `.sqlite` suffix keeps `.` and `..` harmless.
 */
function fileName(name: string): string {
  return `${encodeURIComponent(name)}.sqlite`;
}
