import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
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
 * The SQLite engine pgsqlite runs on in tests: `PGSQLITE_ENGINE=wasm` runs any suite on the
 * sqlite-wasm engine (default: native better-sqlite3).
 */
export const engineKind: 'native' | 'wasm' = process.env['PGSQLITE_ENGINE'] === 'wasm' ? 'wasm' : 'native';

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
  const server = await startPgsqlite({ port: 0, socketDir, engine: engineKind, ...internalErrorRecorder() });
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

/**
 * With PGSQLITE_INTERNAL_ERRORS=<file>, every internal error the server logs (the originals of
 * what clients received as XX000 'internal error': SQLite's or JavaScript's text, with its
 * stack) is appended to <file>, so a whole test-suite run can be swept for foreign text:
 * `PGSQLITE_INTERNAL_ERRORS=/tmp/internal.log npx vitest run; grep -c '^internal error' /tmp/internal.log`.
 */
function internalErrorRecorder(): { logger?: { debug(m: string): void; info(m: string): void; warn(m: string): void; error(m: string): void } } {
  const file = process.env['PGSQLITE_INTERNAL_ERRORS'];
  if (file === undefined || file === '') return {};
  return {
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (m) => process.stderr.write(`${m}\n`),
      error: (m) => {
        process.stderr.write(`${m}\n`);
        appendFileSync(file, `${m}\n`);
      },
    },
  };
}
