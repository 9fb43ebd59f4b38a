import { accessSync, closeSync, constants, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A data directory the server cannot use; the message is printed as is. */
export class DataDirError extends Error {}

/** The lock file of a data directory, as PostgreSQL's postmaster.pid. */
export const LOCK_FILE = 'pgsqlite.pid';

/**
 * Checks, before anything listens, that `dir` is a directory this process can create, read and
 * write, and takes its lock file so that a second server on the same files is refused (SQLite
 * locks the files, but each server's write queue and catalog cache are its own). Returns a
 * function that releases the lock. Messages follow PostgreSQL's (`could not create directory
 * "…": Permission denied`, `lock file "…" already exists`).
 */
export function claimDataDir(dir: string): () => void {
  const path = resolve(dir);
  let existing;
  try {
    existing = statSync(path, { throwIfNoEntry: false });
  } catch (e) {
    throw new DataDirError(`could not create data directory "${dir}": ${reason(e)}`);
  }
  if (existing !== undefined && !existing.isDirectory()) throw new DataDirError(`data directory "${dir}" is not a directory`);
  try {
    mkdirSync(path, { recursive: true });
  } catch (e) {
    throw new DataDirError(`could not create data directory "${dir}": ${reason(e)}`);
  }
  try {
    accessSync(path, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (e) {
    throw new DataDirError(`could not access data directory "${dir}": ${reason(e)}`);
  }
  const lock = join(path, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new DataDirError(`could not create lock file "${lock}": ${reason(e)}`);
      const owner = Number(readLock(lock));
      if (attempt === 0 && !(Number.isInteger(owner) && owner > 0 && alive(owner))) {
        // A server that was killed left it: PostgreSQL also takes over a stale postmaster.pid.
        unlinkSync(lock);
        continue;
      }
      throw new DataDirError(`lock file "${lock}" already exists: is another pgsqlite (PID ${owner}) running in data directory "${dir}"?`);
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (Number(readLock(lock)) === process.pid) unlinkSync(lock);
    } catch {
      // already gone
    }
  };
}

function readLock(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `Permission denied`, `Not a directory`… : the system's words without node's prefix. */
function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const words: Record<string, string> = {
    EACCES: 'Permission denied',
    EPERM: 'Operation not permitted',
    ENOTDIR: 'Not a directory',
    EEXIST: 'File exists',
    EROFS: 'Read-only file system',
    ENOSPC: 'No space left on device',
    ENOENT: 'No such file or directory',
  };
  return (code === undefined ? undefined : words[code]) ?? (e instanceof Error ? e.message : String(e));
}
