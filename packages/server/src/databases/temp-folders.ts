import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The private folders of in-memory mode: `pgsqlite-<pid>-XXXXXX` in /dev/shm (RAM-backed) or the
 * OS temp folder. The pid in the name tells a later start whether the folder's owner still runs:
 * a process killed without a chance to clean up (kill -9, OOM) leaves its folder behind, and the
 * next in-memory start removes every folder whose process is gone.
 */
const PREFIX = 'pgsqlite-';

/** Live folders of this process, removed on exit even when the server was never closed. */
const live = new Set<string>();
let exitHook = false;

let swept = false;

/** Removes stale folders (see removeStaleFolders), once per process: called at server start. */
export function sweepStaleFolders(): void {
  if (swept) return;
  swept = true;
  removeStaleFolders(tempRoot());
}

/** Creates this process's folder for one server's databases. */
export function createTempFolder(): string {
  const dir = mkdtempSync(join(tempRoot(), `${PREFIX}${process.pid}-`));
  live.add(dir);
  if (!exitHook) {
    exitHook = true;
    // process.exit(), a second Ctrl-C, an uncaught exception: the files still go.
    process.on('exit', () => {
      for (const d of live) rmSync(d, { recursive: true, force: true });
    });
  }
  return dir;
}

/** Removes a folder made by createTempFolder. */
export function removeTempFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  live.delete(dir);
}

/**
 * Removes the folders of processes that no longer exist. Folders without a pid in their name
 * (older versions) are left alone: nothing tells whether they are in use.
 */
export function removeStaleFolders(root: string): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length, name.indexOf('-', PREFIX.length)));
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || processExists(pid)) continue;
    try {
      rmSync(join(root, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Another user's folder, or removed meanwhile by another starting server.
    }
  }
  return removed;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, under another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `/dev/shm` (RAM-backed) when present and writable, else the OS temp folder. */
export function tempRoot(): string {
  const shm = '/dev/shm';
  try {
    if (existsSync(shm)) {
      rmSync(mkdtempSync(join(shm, `${PREFIX}${process.pid}-probe-`)), { recursive: true });
      return shm;
    }
  } catch {
    // Not writable here (e.g. a sandbox): fall back to the OS temp folder.
  }
  return tmpdir();
}
