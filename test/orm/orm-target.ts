import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../helpers/postgres.js';
import { targetKind } from '../helpers/pgsqlite.js';
import { checkDatabaseFile } from '../catalog/integrity.js';

/** The repository root (tools are run from here so they resolve the root node_modules). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A server for one ORM test file: pgsqlite on a data dir, or PostgreSQL 15 with PGSQLITE_TEST_TARGET=postgres. */
export interface OrmTarget {
  kind: 'pgsqlite' | 'postgres';
  url: string;
  host: string;
  port: number;
  /** A scratch directory for the tool's files (migrations, configs). */
  workDir: string;
  /**
   * PRAGMA integrity_check and foreign_key_check of the `postgres` database file (pgsqlite only;
   * null on PostgreSQL). Read with a separate SQLite connection while the server runs.
   */
  checkFile(): { integrity: unknown; foreignKeys: unknown[] } | null;
  stop(): Promise<void>;
}

/**
 * Starts the target of ORM tests. pgsqlite keeps its databases as files (so the test can open
 * them after each DDL run); returns null only when the target is PostgreSQL and it is missing.
 */
export async function startOrmTarget(): Promise<OrmTarget | null> {
  const workDir = mkdtempSync(join(tmpdir(), 'pgsqlite-orm-'));
  const cleanup = (): void => rmSync(workDir, { recursive: true, force: true });
  if (targetKind === 'postgres') {
    const pg = await startPostgres();
    if (pg === null) return null;
    return { kind: 'postgres', url: pg.url, host: pg.host, port: pg.port, workDir, checkFile: () => null, stop: async () => { await pg.stop(); cleanup(); } };
  }
  const dataDir = join(workDir, 'data');
  const { startPgsqlite } = await import('../../src/index.js');
  const server = await startPgsqlite({ port: 0, dataDir });
  return {
    kind: 'pgsqlite',
    url: server.url,
    host: server.host,
    port: server.port,
    workDir,
    checkFile: () => checkDatabaseFile(join(dataDir, 'postgres.sqlite')),
    stop: async () => { await server.close(); cleanup(); },
  };
}

/** Result of running a command line tool. */
export interface ToolRun { code: number; stdout: string; stderr: string }

/** Runs a node CLI from node_modules/.bin in the repository root; never rejects. */
export function runTool(bin: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = repoRoot): Promise<ToolRun> {
  return new Promise((resolve) => {
    execFile(join(repoRoot, 'node_modules', '.bin', bin), args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, timeout: 120_000, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const code = err === null ? 0 : typeof err.code === 'number' ? err.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}
