import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './postgres.js';

/** The server a test talks to: pgsqlite, or real PostgreSQL when PGSQLITE_TEST_TARGET=postgres. */
export interface TestTarget {
  kind: 'pgsqlite' | 'postgres';
  url: string;
  host: string;
  port: number;
  /** Directory of the Unix socket `.s.PGSQL.<port>`. */
  socketDir: string;
  stop(): Promise<void>;
}

/** Which server the suite runs against (one flag, as pglite-socket's tests). */
export const targetKind: 'pgsqlite' | 'postgres' =
  process.env['PGSQLITE_TEST_TARGET'] === 'postgres' ? 'postgres' : 'pgsqlite';

/**
 * Starts the target server on a free port. pgsqlite runs in-process through its programmatic
 * API with in-memory databases. Returns null only when the target is PostgreSQL and it is not
 * installed.
 */
export async function startTarget(): Promise<TestTarget | null> {
  if (targetKind === 'postgres') {
    const pg = await startPostgres();
    return pg === null ? null : { kind: 'postgres', ...pg };
  }
  const { startPgsqlite } = await import('../../src/index.js');
  const socketDir = mkdtempSync(join(tmpdir(), 'pgsqlite-test-'));
  const server = await startPgsqlite({ port: 0, socketDir });
  return {
    kind: 'pgsqlite',
    url: server.url,
    host: server.host,
    port: server.port,
    socketDir,
    stop: async () => {
      await server.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
