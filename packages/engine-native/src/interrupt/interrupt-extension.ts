import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { INTERRUPT_EXTENSION_SOURCE } from './interrupt-source.js';

/**
 * The SQLite interrupt extension (interrupt-source.ts): where its shared library is, built on
 * first need with the system's C compiler (`CC`, else `cc`) into a per-user folder under the
 * temporary directory, keyed by the source's hash, so every thread and every later process
 * finds it. `PGSQLITE_INTERRUPT_EXTENSION` names a prebuilt library instead. Without a compiler
 * (and no prebuilt library) there is no extension: an interrupted statement's thread is still
 * retired, but one that calls no JavaScript runs on until SQLite finishes it.
 */

let resolved: string | null | undefined;

const SUFFIX = process.platform === 'darwin' ? 'dylib' : process.platform === 'win32' ? 'dll' : 'so';

/** Folders that may hold sqlite3ext.h: better-sqlite3's own SQLite first (the one loaded), then the system's. */
function headerFolders(): string[] {
  const out: string[] = [];
  try {
    out.push(join(dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')), 'deps', 'sqlite3'));
  } catch {
    // not resolvable from a bundle: the system header will do (only long-stable functions are used)
  }
  out.push('/usr/include', '/usr/local/include', '/opt/homebrew/include');
  return out.filter((d) => existsSync(join(d, 'sqlite3ext.h')));
}

function build(target: string): boolean {
  const include = headerFolders()[0];
  if (include === undefined) return false;
  const folder = dirname(target);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stem = join(folder, `build-${process.pid}-${threadId}-${Date.now()}`);
  try {
    writeFileSync(`${stem}.c`, INTERRUPT_EXTENSION_SOURCE);
    const args = ['-O2', '-fPIC', '-shared', '-I', include, '-o', `${stem}.${SUFFIX}`, `${stem}.c`];
    if (process.platform === 'darwin') args.push('-undefined', 'dynamic_lookup');
    else args.push('-lpthread');
    execFileSync(process.env['CC'] ?? 'cc', args, { stdio: 'ignore', timeout: 120_000 });
    // Atomic: another thread or process building at the same time finds a whole library or none.
    renameSync(`${stem}.${SUFFIX}`, target);
    return true;
  } catch {
    rmSync(`${stem}.${SUFFIX}`, { force: true });
    return false;
  } finally {
    rmSync(`${stem}.c`, { force: true });
  }
}

/** The extension's shared library, built when missing; null when there is none and none can be built. */
export function interruptExtensionPath(): string | null {
  if (resolved !== undefined) return resolved;
  const given = process.env['PGSQLITE_INTERRUPT_EXTENSION'];
  if (given !== undefined && given !== '') return (resolved = existsSync(given) ? given : null);
  const hash = createHash('sha256').update(INTERRUPT_EXTENSION_SOURCE).update(process.arch).digest('hex').slice(0, 16);
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
  const target = join(tmpdir(), `pgsqlite-${user}`, `interrupt-${hash}.${SUFFIX}`);
  resolved = existsSync(target) || build(target) ? target : null;
  return resolved;
}

/**
 * Loads the extension into `db` and files the connection under this thread's id (the key
 * {@link interruptThread} stops). False when there is no extension.
 */
export function loadInterruptExtension(db: Database.Database): boolean {
  const path = interruptExtensionPath();
  if (path === null) return false;
  try {
    // better-sqlite3 takes the entry point as a second argument (its typings omit it).
    (db.loadExtension as (file: string, entryPoint: string) => void).call(db, path, 'sqlite3_pgsqliteinterrupt_init');
    db.prepare('SELECT __pgsqlite_interrupt_key(?)').get(threadId);
    return true;
  } catch {
    return false;
  }
}

let signaller: Database.Statement<[number], unknown> | null | undefined;

/**
 * Stops whatever SQLite statement runs on the executor thread `thread` (a Worker's threadId):
 * sqlite3_interrupt on each of its connections, from this thread. Its statement ends with
 * SQLITE_INTERRUPT at SQLite's next check (within microseconds); a connection between
 * statements is unaffected. Returns the number of connections signalled (0 without the extension).
 */
export function interruptThread(thread: number, open: () => Database.Database): number {
  if (signaller === undefined) {
    signaller = null;
    try {
      const db = open();
      if (loadInterruptExtension(db)) signaller = db.prepare<[number], unknown>('SELECT __pgsqlite_interrupt(?) AS n');
      else db.close();
    } catch {
      signaller = null;
    }
  }
  if (signaller === null) return 0;
  try {
    return Number((signaller.get(thread) as { n: number } | undefined)?.n ?? 0);
  } catch {
    return 0;
  }
}
