import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the SQLite file of each database lives. In file mode: `<dataDir>/<name>.sqlite`. In
 * memory mode: a private temporary folder (on tmpfs `/dev/shm` when there is one), created on
 * first use and removed by `dispose()`.
 */
export interface DatabaseFiles {
  /** Path of the database file (the name is percent-encoded: it can never leave the folder). */
  pathOf(name: string): string;
  exists(name: string): boolean;
  /** Removes the temporary folder in memory mode; nothing in file mode. */
  dispose(): void;
}

/** Files of a data directory given by the user (created if missing). */
export function dataDirFiles(dataDir: string): DatabaseFiles {
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
    dispose() {},
  };
}

/** Files of in-memory mode: WAL databases in a temporary folder removed at close. */
export function temporaryFiles(): DatabaseFiles {
  let dir: string | null = null;
  const folder = (): string => {
    dir ??= mkdtempSync(join(tempRoot(), 'pgsqlite-'));
    return dir;
  };
  return {
    pathOf(name) {
      return join(folder(), fileName(name));
    },
    exists(name) {
      return dir !== null && existsSync(join(dir, fileName(name)));
    },
    dispose() {
      if (dir !== null) rmSync(dir, { recursive: true, force: true });
      dir = null;
    },
  };
}

/** `/dev/shm` (RAM-backed) when present and writable, else the OS temp folder. */
function tempRoot(): string {
  const shm = '/dev/shm';
  try {
    if (existsSync(shm)) {
      rmSync(mkdtempSync(join(shm, 'pgsqlite-probe-')), { recursive: true });
      return shm;
    }
  } catch {
    // Not writable here (e.g. a sandbox): fall back to the OS temp folder.
  }
  return tmpdir();
}

/**
 * File name of a database. Database names may contain any character; percent-encoding keeps
 * `/`, `\` and NUL out of the path, and the `.sqlite` suffix keeps `.` and `..` harmless.
 */
function fileName(name: string): string {
  return `${encodeURIComponent(name)}.sqlite`;
}
